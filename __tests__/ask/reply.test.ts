// The pure parts of /wiki comments: which comment asks, and the reply's Markdown made safe.
import { commentRequest, questionOf } from '../../src/ask/command.js';
import type { AskResult } from '../../src/ask/conversation.js';
import { disarmMarkdown, renderReply } from '../../src/ask/reply.js';
import { emptyUsage } from '../../src/llm/usage.js';

const rules = { command: '/wiki', allowed: ['OWNER', 'MEMBER', 'COLLABORATOR'] };

describe('questionOf', () => {
  it.each([
    ['/wiki how?', 'how?'],
    ['  /WIKI   how?  ', 'how?'],
    ['/wiki\nWhat about\nthis?', 'What about\nthis?'],
    ['\uFEFF/wiki x', 'x'],
    ['/wiki', ''],
  ])('%j asks %j', (body, question) => expect(questionOf(body, '/wiki')).toBe(question));

  it.each(['/wikipedia x', 'see /wiki x', 'wiki x', ''])('%j is not a command', (body) =>
    expect(questionOf(body, '/wiki')).toBeNull(),
  );
});

describe('commentRequest', () => {
  const issue = (comment: object) => ({
    action: 'created',
    issue: { number: 4 },
    comment: {
      id: 9,
      body: '/wiki x',
      author_association: 'MEMBER',
      user: { login: 'ada', type: 'User' },
      ...comment,
    },
  });

  it('an allowed member asking on an issue', () => {
    expect(commentRequest('issue_comment', issue({}), rules)).toEqual({
      ask: expect.objectContaining({
        thread: { kind: 'issue', number: 4 },
        commentId: 9,
        author: 'ada',
        association: 'MEMBER',
        question: 'x',
      }),
    });
  });

  it('a discussion comment without node ids has nowhere to reply', () => {
    const out = commentRequest(
      'discussion_comment',
      { ...issue({}), issue: undefined, discussion: { number: 2 } },
      rules,
    );
    expect(out).toEqual({ skip: expect.stringMatching(/names no issue or discussion/) });
  });

  it('a missing association counts as NONE', () => {
    const out = commentRequest('issue_comment', issue({ author_association: undefined }), rules);
    expect(out).toEqual({ skip: expect.stringMatching(/ada is NONE/) });
  });
});

describe('disarmMarkdown', () => {
  it('keeps Markdown, drops raw HTML, mentions and remote images from prose', () => {
    const out = disarmMarkdown(
      [
        'Tokens **rotate** @octocat and email a@b.co',
        '<!-- wiki-ingest-answer:12 --></details><img src=x>',
        '![pixel](https://evil.example/?q=secret) [link](https://ok.example)',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        'Tokens **rotate** @\u200boctocat and email a@b.co',
        '&lt;!-- wiki-ingest-answer:12 -->&lt;/details>&lt;img src=x>',
        '!\\[pixel](https://evil.example/?q=secret) [link](https://ok.example)',
      ].join('\n'),
    );
  });

  it('leaves code as written: fenced blocks and inline spans', () => {
    const text = [
      'Call `fetch<T>(@x)` then:',
      '```ts',
      'const a: Array<string> = []; // @decorator',
      '```',
      'after <b>',
    ].join('\n');
    expect(disarmMarkdown(text)).toBe(
      [
        'Call `fetch<T>(@x)` then:',
        '```ts',
        'const a: Array<string> = []; // @decorator',
        '```',
        'after &lt;b>',
      ].join('\n'),
    );
  });
});

describe('renderReply', () => {
  const result = (answer: string): AskResult => ({
    status: 'answered',
    answer,
    citations: [],
    unknown_citations: [],
    pages_read: [],
    model: 'claude-haiku-5-5',
    iterations: 1,
    usage: { ...emptyUsage(), input_tokens: 1200, output_tokens: 30 },
    cache_read_share: 0,
    cost_usd: null,
    latency_ms: { first_token: 1, full: 2 },
    telemetry: [],
    warnings: [],
  });
  const pages = [{ slug: 'api/search', file: 'api/Search.md', title: 'Search <API>' }];
  const base = 'https://github.com/o/r/blob/main/wiki';

  it('starts with the marker, links citations, folds the footer', () => {
    const body = renderReply({ commentId: 5, result: result('See [[api/search]].'), pages, base });
    expect(body).toBe(
      [
        '<!-- wiki-ingest-answer:5 -->',
        'See [Search \\<API\\>](https://github.com/o/r/blob/main/wiki/api/Search.md).',
        '',
        '<details><summary>wiki-ingest · 0 pages read · 1,230 tokens · cost unknown</summary>',
        '',
        '- Pages read: none (the map answered)',
        '- Tokens: input 1,200, cache write 0, cache read 0 (0.0% of the prompt), output 30',
        '- Model: `claude-haiku-5-5`, 1 call',
        '',
        '</details>',
      ].join('\n'),
    );
  });

  it('cuts an answer over the limit at a line break, closing an open code fence', () => {
    const long = ['Intro', '```ts', ...Array.from({ length: 50 }, (_, i) => `line ${i}`)].join(
      '\n',
    );
    const body = renderReply({
      commentId: 5,
      result: result(long),
      pages,
      base,
      maxAnswerChars: 60,
    });
    const answer = body.split('\n\n<details>')[0]!;
    expect(answer).toMatch(/line \d+\n```\n\n_\(The answer was cut at 60 characters/);
    expect(answer.length).toBeLessThan(200);
  });
});

// The pure parts of /wiki comments: which comment asks, and the reply's Markdown made safe.
import { commentRequest, questionOf } from '../../src/ask/command.js';
import type { AskResult } from '../../src/ask/conversation.js';
import { disarmMarkdown, FEEDBACK_INVITATION, renderReply } from '../../src/ask/reply.js';
import { readTelemetry, telemetryLine } from '../../src/answer-marker.js';
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
        '<!-- wiki-ingest-telemetry {"v":1,"model":"claude-haiku-5-5","status":"answered","pages_read":[],"read_page":false,"latency_ms":{"first_token":1,"full":2},"tokens":{"input":1200,"cache_write":0,"cache_read":0,"output":30},"cost_usd":null,"citations":[]} -->',
        'See [Search \\<API\\>](https://github.com/o/r/blob/main/wiki/api/Search.md).',
        '',
        '<details><summary>wiki-ingest · 0 pages read · 1,230 tokens · cost unknown</summary>',
        '',
        '- Pages read: none (the map answered)',
        '- Tokens: input 1,200, cache write 0, cache read 0 (0.0% of the prompt), output 30',
        '- Model: `claude-haiku-5-5`, 1 call',
        '',
        '</details>',
        '',
        '<sub>Did this answer help? React with 👍 or 👎 to this comment.</sub>',
      ].join('\n'),
    );
    expect(body.endsWith(`\n${FEEDBACK_INVITATION}`)).toBe(true);
  });

  it('carries the telemetry as data, read back as written', () => {
    const r: AskResult = {
      ...result('See [[api/search]].'),
      citations: ['api/search'],
      pages_read: ['api/search'],
      cost_usd: 0.00123,
      latency_ms: { first_token: 1234.6, full: 4100.2 },
      usage: {
        ...emptyUsage(),
        input_tokens: 10,
        cache_creation_input_tokens: 20,
        cache_read_input_tokens: 30,
        output_tokens: 40,
      },
    };
    expect(readTelemetry(renderReply({ commentId: 5, result: r, pages, base }))).toEqual({
      v: 1,
      model: 'claude-haiku-5-5',
      status: 'answered',
      pages_read: ['api/search'],
      read_page: true,
      latency_ms: { first_token: 1235, full: 4100 },
      tokens: { input: 10, cache_write: 20, cache_read: 30, output: 40 },
      cost_usd: 0.00123,
      citations: ['api/search'],
    });
  });

  it('no text in the telemetry can end the hidden comment or start another', () => {
    const hostile = 'x --> <img src=x> <!-- & \n\u2028 -->';
    const r: AskResult = {
      ...result('ok'),
      model: hostile,
      citations: [hostile],
      pages_read: [hostile],
    };
    const body = renderReply({ commentId: 5, result: r, pages, base });
    const line = body.split('\n')[1]!;
    expect(line).toBe(telemetryLine(readTelemetry(body)!));
    // The line's only `-->` is its own end; no `<` or `>` inside.
    expect(line.indexOf('-->')).toBe(line.length - 3);
    expect(line.slice('<!--'.length, -3)).not.toMatch(/[<>\n\u2028]/);
    expect(readTelemetry(body)!.model).toBe(hostile);
    expect(readTelemetry(body)!.citations).toEqual([hostile]);
  });

  it('a body without telemetry, or with a forged one that does not validate, reads as none', () => {
    expect(readTelemetry('<!-- wiki-ingest-answer:5 -->\nold answer')).toBeNull();
    expect(readTelemetry('<!-- wiki-ingest-telemetry {"v":2} -->')).toBeNull();
    expect(readTelemetry('<!-- wiki-ingest-telemetry {not json -->')).toBeNull();
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
    const answer = body.split('\n').slice(2).join('\n').split('\n\n<details>')[0]!;
    expect(answer).toMatch(/line \d+\n```\n\n_\(The answer was cut at 60 characters/);
    expect(answer.length).toBeLessThan(200);
  });
});

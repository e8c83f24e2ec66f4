// Strings taken from others in the bodies the action writes on GitHub (an archive's and the rolling
// pull request's, the lint issue's, a /wiki save reply) are inert: no mention, team mention, issue
// reference (#N, GH-N, owner/repo#N), link, bare URL, `www.` host or HTML survives.
import MarkdownIt from 'markdown-it';
import { createGitHub } from '../../src/github/client.js';
import { renderSection } from '../../src/lint-mode/issue.js';
import { inertText } from '../../src/security/inert-markdown.js';
import { FakeGitHub } from '../../test-support/github/fake-github.js';
import { publish } from '../../test-support/publish.js';

const HOSTILE =
  'Ping @ada and @org/team: see #12, GH-34, gh-5, o/r#6, https://evil.example/x, www.evil.example, mailto:a@b.c, [l](https://e.x) ![i](https://e.x/i.png) <img src=x> <!-- c -->';

/** What GitHub would make live in `markdown`: links (GFM autolinks too), HTML, pings, references. */
function live(markdown: string): string[] {
  const html = new MarkdownIt({ html: true, linkify: true }).render(markdown);
  return [
    ...[...html.matchAll(/<(a|img|!--)[\s>]/g)].map((m) => `<${m[1]}>`),
    ...[...markdown.matchAll(/(?<![\w\u200b])@[A-Za-z0-9]/g)].map((m) => m[0]),
    ...[...markdown.matchAll(/(?<![\w\u200b\\])#\d|\bGH-\d/gi)].map((m) => m[0]),
  ];
}

describe('inertText', () => {
  it('leaves nothing live, and every word readable', () => {
    const out = inertText(HOSTILE);
    expect(live(out)).toEqual([]);
    expect(live(HOSTILE).length).toBeGreaterThan(8);
    expect(out.replace(/[\u200b\\]/g, '')).toBe(HOSTILE);
  });
});

describe('the bodies the action writes', () => {
  it('the lint issue: a finding quoting a page', () => {
    const section = renderSection({
      findings: [
        {
          rule: 'contradiction',
          severity: 'warning',
          page: 'a',
          detail: HOSTILE,
          quotes: [{ page: 'b', text: HOSTILE }],
          fingerprint: '333333333333',
        },
      ],
      accepted: 0,
      wikiPath: 'wiki',
      commit: 'a'.repeat(40),
      branch: 'main',
    });
    // Our own markers and run link aside, nothing of the finding's is live.
    expect(live(section.replace(/<!-- wiki-ingest:lint:[^>]*-->/g, ''))).toEqual([]);
  });

  it.each([
    ['a merge', { sha: 'abc123def4567890', title: HOSTILE, pr: 42 }],
    [
      'an archived answer',
      {
        sha: 'abc123def4567890',
        title: HOSTILE,
        archive: 'https://github.com/o/r/issues/3#issuecomment-9',
      },
    ],
  ])('the pull request that proposes %s', async (_, merge) => {
    let body = '';
    const gh = new FakeGitHub()
      .on('GET', '/repos/:owner/:repo/git/ref/:ref', () => ({ body: { object: { sha: 'head1' } } }))
      .on('GET', '/repos/:owner/:repo/git/commits/:sha', () => ({
        body: { sha: 'head1', tree: { sha: 'tree1' } },
      }))
      .on('POST', '/repos/:owner/:repo/git/trees', () => ({ status: 201, body: { sha: 'tree2' } }))
      .on('POST', '/repos/:owner/:repo/git/commits', () => ({ status: 201, body: { sha: 'c2' } }))
      .on('PATCH', '/repos/:owner/:repo/git/refs/:ref', () => ({ body: {} }))
      .on('GET', '/repos/:owner/:repo/pulls', () => ({ body: [] }))
      .on('POST', '/repos/:owner/:repo/pulls', (req) => {
        body = String((req.body as { body: string }).body);
        return { status: 201, body: { number: 7, html_url: 'https://github.com/o/r/pull/7' } };
      });
    await publish(createGitHub('t', { retries: 0, fetch: gh.fetch }), {
      owner: 'o',
      repo: 'r',
      mode: 'pull-request',
      branch: 'main',
      prBranch: 'wiki-ingest/archive/9',
      merge,
      files: [{ path: 'wiki/a.md', content: '# A\n', action: 'create' }],
      before: {},
    });
    expect(body).toContain('Ping');
    // Ours may link (the merge's pull request, the answer's URL); nothing taken from the title does.
    const ours = body
      .replace('https://github.com/o/r/issues/3#issuecomment-9', '')
      .replace('- #42 ', '- ');
    expect(live(ours)).toEqual([]);
  });
});

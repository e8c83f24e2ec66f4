// mode: impact's pure parts: which pages a pull request's files tie and how each tie reads, the
// comment a reviewer sees (inert page titles, a cap with "+N more"), and who CODEOWNERS asks.
import { reviewersFor } from '../../src/impact/owners.js';
import { clearedComment, impactComment, impactMarker, tieText } from '../../src/impact/render.js';
import { impactOf } from '../../src/impact/ties.js';
import type { FileChange } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';
import { gitBlobSha } from '../../test-support/lint-pages.js';

const page = (title: string, covers: string[], body: string) =>
  `---\ntitle: ${title}\ndescription: ${title}.\n${covers.length ? `covers:\n${covers.map((c) => `  - ${c}@${gitBlobSha(c)}`).join('\n')}\n` : ''}---\n# ${title}\n\n${body}\n`;

const { pages } = parseWiki([
  { path: 'api/tokens.md', text: page('Tokens <img src=x>', ['src/api/tokens.ts'], 'Tokens.') },
  { path: 'guides/rotation.md', text: page('Rotation', [], 'Call `rotateToken` to rotate.') },
  { path: 'guides/setup.md', text: page('Setup', [], 'Edit src/config/settings.ts first.') },
  { path: 'legacy.md', text: page('Legacy', ['src/old/legacy.ts'], 'Old.') },
  { path: 'quiet.md', text: page('Quiet', [], 'Nothing here.') },
]);

const change = (path: string, status: string, extra: Partial<FileChange> = {}): FileChange => ({
  path,
  status,
  additions: 1,
  deletions: 1,
  ...extra,
});

describe('impactOf', () => {
  const files = [
    change('src/api/tokens.ts', 'removed', {
      patch: '@@ -1,3 +0,0 @@\n-export function rotateToken() {\n-  return 1;\n-}',
    }),
    change('src/new/legacy.ts', 'renamed', { previous_path: 'src/old/legacy.ts' }),
    change('src/config/settings.ts', 'modified', { patch: '@@ -1 +1 @@\n-a\n+b' }),
    change('src/misc/util.ts', 'modified'),
  ];
  const impact = impactOf(pages, files);

  it('lists exactly the tied pages, each with what ties it', () => {
    expect(impact.pages.map((p) => [p.slug, p.ties.map((t) => tieText(t, (n) => n))])).toEqual([
      ['api/tokens', ['covers src/api/tokens.ts, which this PR deletes']],
      ['guides/rotation', ['mentions rotateToken, which this PR removes or renames']],
      ['guides/setup', ['mentions src/config/settings.ts, which this PR changes']],
      ['legacy', ['covers src/old/legacy.ts, which this PR renames to src/new/legacy.ts']],
    ]);
    expect(impact.total).toBe(5);
  });

  it('ties no page by mention through an ignored (generated) file', () => {
    const ignored = impactOf(pages, files, (p) => p === 'src/config/settings.ts');
    expect(ignored.pages.map((p) => p.slug)).not.toContain('guides/setup');
  });

  it('lists nothing for a file no page covers or names', () => {
    expect(impactOf(pages, [change('src/misc/util.ts', 'modified')]).pages).toEqual([]);
  });
});

describe('the comment', () => {
  const links = {
    serverUrl: 'https://github.com',
    owner: 'o',
    repo: 'r',
    branch: 'main',
    wikiPath: 'wiki',
  };
  const impact = impactOf(pages, [
    change('src/api/tokens.ts', 'modified'),
    change('src/old/legacy.ts', 'modified'),
  ]);

  it('starts with the marker, makes titles inert and caps the list with "+N more"', () => {
    const body = impactComment({
      wikiPath: 'wiki',
      pages: impact.pages,
      links,
      cap: 1,
      commit: 'a'.repeat(40),
    });
    expect(body.split('\n')[0]).toBe(impactMarker('wiki'));
    expect(body).toContain(
      '[Tokens \\<img src=x\\>](https://github.com/o/r/blob/main/wiki/api/tokens.md)',
    );
    expect(body).not.toContain('legacy.md');
    expect(body).toContain('- +1 more');
  });

  it('is one line after the marker once nothing is impacted', () => {
    expect(clearedComment('wiki').split('\n')).toHaveLength(2);
  });

  it('gives each wiki folder its own marker, which cannot end the HTML comment', () => {
    expect(impactMarker('docs/wiki')).not.toBe(impactMarker('wiki'));
    expect(impactMarker('a-->b')).toMatch(/^<!-- wiki-ingest impact [^>]* -->$/);
  });
});

describe('reviewersFor', () => {
  const owners = '* @carol\nsrc/api/ @ada @alice @o/docs\nsrc/billing/ bob@example.com @bob\n';

  it('asks the last matching line owners, never the author nor one already asked, at most 3', () => {
    expect(
      reviewersFor(owners, ['src/api/tokens.ts', 'src/billing/x.ts', 'README.md'], 'o', {
        author: 'ADA',
        users: ['bob'],
        teams: [],
      }),
    ).toEqual({ users: ['alice', 'carol'], teams: ['docs'] });
  });

  it('leaves out teams of another organization', () => {
    expect(
      reviewersFor('* @other/team @dan', ['x'], 'o', { author: 'a', users: [], teams: [] }),
    ).toEqual({
      users: ['dan'],
      teams: [],
    });
  });
});

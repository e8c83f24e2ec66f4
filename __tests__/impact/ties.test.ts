// mode: impact's pure parts: which pages a pull request's files tie, how strongly and how each tie
// reads, the comment a reviewer sees (inert page titles, a cap with "+N more", weak ties folded),
// and who CODEOWNERS asks. Every noise and miss class of issue 44 has a case
// (test-support/impact-cases.ts): generic names, historical pages, shared names, packages,
// changed signatures, covers learned from history.
import { reviewersFor } from '../../src/impact/owners.js';
import {
  clearedComment,
  impactComment,
  impactMarker,
  possiblyLine,
  tieText,
} from '../../src/impact/render.js';
import { DEFAULT_TIES_POLICY } from '../../src/impact/tie-class.js';
import { impactOf, NAMESAKE_SWEEP } from '../../src/impact/ties.js';
import { INPUT_TABLE } from '../../src/config/inputs.js';
import { change as changed, impactCases, LINKS } from '../../test-support/impact-cases.js';
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

  it('lists exactly the tied pages, the most trusted first, each with what ties it', () => {
    expect(impact.pages.map((p) => [p.slug, p.ties.map((t) => tieText(t, (n) => n))])).toEqual([
      ['api/tokens', ['covers src/api/tokens.ts, which this PR deletes']],
      ['legacy', ['covers src/old/legacy.ts, which this PR renames to src/new/legacy.ts']],
      ['guides/rotation', ['mentions rotateToken, which this PR removes or renames']],
    ]);
    expect(impact.pages.map((p) => p.ties[0]!.class)).toEqual(['covers', 'covers', 'identifier']);
    expect(impact.pages.every((p) => p.strength === 'strong')).toBe(true);
    expect(impact.total).toBe(5);
  });

  it('folds a page that only names a changed path; a second tie makes it lead', () => {
    const fold = impactOf(pages, files, { ties: 'fold' });
    expect(fold.possibly.map((p) => [p.slug, p.strength, p.ties.map((t) => t.class)])).toEqual([
      ['guides/setup', 'weak', ['path']],
    ]);
    const seconded = impactOf(
      parseWiki([
        {
          path: 'guides/setup.md',
          text: page('Setup', [], 'Edit src/config/settings.ts: `loadSettings` reads it.'),
        },
      ]).pages,
      [
        change('src/config/settings.ts', 'modified', {
          patch:
            '@@ -1 +1 @@\n-export function loadSettings(a) {\n+export function loadSettings(a, b) {',
        }),
      ],
    );
    expect(seconded.pages.map((p) => [p.slug, p.ties.map((t) => t.class)])).toEqual([
      ['guides/setup', ['identifier', 'path']],
    ]);
  });

  it('a path made weak by many pages is seconded by nothing: with a weak word it stays weak', () => {
    const body = 'See src/config/settings.ts; the `url` option.';
    const many = parseWiki(
      ['a', 'b', 'c', 'd'].map((n) => ({ path: `${n}.md`, text: page(n, [], body) })),
    ).pages;
    const files = [
      change('src/config/settings.ts', 'modified', {
        patch: '@@ -1,2 +1 @@\n-export const url = 1;\n const b = 2;',
      }),
    ];
    const fold = impactOf(many, files, { ties: 'fold' });
    expect(fold.pages).toEqual([]);
    expect(fold.possibly.map((p) => p.ties.map((t) => [t.class, t.strength]))[0]).toEqual([
      ['word', 'weak'],
      ['path', 'weak'],
    ]);
  });

  it('says what a quote and a front page tie hold', () => {
    const quote = impactCases().find((c) => c.name.startsWith('a page quoting'))!;
    const q = impactOf(quote.pages, quote.files).pages[0]!;
    expect(tieText(q.ties[0]!, (n) => n)).toBe(
      'quotes client = httpx.Client(timeout=5.0, follow_redirects=False) from httpx/_client.py, a line this PR removes or rewrites',
    );
    const readme = impactCases().find((c) => c.name.includes('README'))!;
    const r = impactOf(readme.pages, readme.files).pages[0]!;
    expect(tieText(r.ties[0]!, (n) => n)).toBe(
      "is the wiki's front page, as README.md is the repository's, which this PR changes",
    );
  });

  it('names a page embedding a changed file on that tie alone, and says so', () => {
    const { pages: docs } = parseWiki([
      { path: 'tutorial/app.md', text: page('App', [], '{* ../docs_src/app.py hl[2] *}') },
    ]);
    const [p] = impactOf(docs, [change('docs_src/app.py', 'modified')]).pages;
    expect(p!.ties.map((t) => [t.class, tieText(t, (n) => n)])).toEqual([
      ['embed', 'embeds docs_src/app.py (an include of its text), which this PR changes'],
    ]);
    expect(p!.strength).toBe('strong');
  });

  it('ties no page by mention through an ignored (generated) file', () => {
    const ignored = impactOf(pages, files, (p) => p === 'src/config/settings.ts');
    expect(ignored.pages.map((p) => p.slug)).not.toContain('guides/setup');
  });

  it('lists nothing for a file no page covers or names', () => {
    expect(impactOf(pages, [change('src/misc/util.ts', 'modified')]).pages).toEqual([]);
  });

  it('still takes the ignored predicate alone as its third argument', () => {
    const a = impactOf(pages, files, { ignored: (p) => p === 'src/config/settings.ts' });
    const b = impactOf(pages, files, (p) => p === 'src/config/settings.ts');
    expect(b).toEqual(a);
  });
});

describe('each noise and miss class (issue 44)', () => {
  for (const c of impactCases())
    it(`${c.kind}: ${c.name}`, () => {
      const named = impactOf(c.pages, c.files, c.options).pages.map((p) => p.slug);
      for (const slug of c.named) expect(named).toContain(slug);
      for (const slug of c.quiet) expect(named).not.toContain(slug);
      // Noise is not merely folded: even impact-ties: all leaves it out.
      if (c.kind === 'noise') {
        const all = impactOf(c.pages, c.files, { ...c.options, ties: 'all' }).pages;
        for (const slug of c.quiet) expect(all.map((p) => p.slug)).not.toContain(slug);
      }
      // A weak page is folded into "possibly also", never left out unseen nor leading.
      if (c.kind === 'weak') {
        const fold = impactOf(c.pages, c.files, { ...c.options, ties: 'fold' });
        for (const slug of c.quiet) expect(fold.possibly.map((p) => p.slug)).toContain(slug);
      }
    });

  it('names no page for a release, whatever impact-ties says', () => {
    const release = impactCases()[0]!;
    for (const ties of ['strong', 'fold', 'all'] as const) {
      const impact = impactOf(release.pages, release.files, { ties });
      expect([...impact.pages, ...impact.possibly]).toEqual([]);
    }
  });

  it('never names a historical page by mention, even folded', () => {
    const migration = impactCases()[1]!;
    expect(migration.pages[0]!.frontmatter).toMatchObject({ historical: true });
    const impact = impactOf(migration.pages, migration.files, { ties: 'all' });
    expect(impact.pages.map((p) => p.slug)).not.toContain('guides/migration-guide-v4');
  });

  it('reads the package name package.json gives when the edge read it', () => {
    const pkg = impactCases()[3]!;
    const packages = new Map([['packages/x', '@scope/x']]);
    const impact = impactOf(pkg.pages, pkg.files, { packages });
    expect(impact.pages.map((p) => [p.slug, tieText(p.ties[0]!, (n) => n)])).toEqual([
      ['plugins/x', 'names the package @scope/x, whose folder packages/x/ this PR changes'],
    ]);
    // A plain name another scope uses is not this repository's package.
    const other = impactOf(pkg.pages, pkg.files, { packages: new Map([['packages/x', 'x']]) });
    expect(other.pages).toEqual([]);
  });

  it("names the type whose member's signature changed", () => {
    const sig = impactCases()[4]!;
    const [page] = impactOf(sig.pages, sig.files).pages;
    expect(page!.ties.map((t) => tieText(t, (n) => n))).toEqual([
      'mentions ViteHotContext, whose declaration this PR changes',
      'mentions onHotUpdate, whose declaration this PR changes',
    ]);
  });
});

describe('ties learned from the history before the base', () => {
  const wiki = parseWiki([
    { path: 'codes.md', text: page('Error codes', [], 'Every code.') },
    { path: 'api/tokens.md', text: page('Tokens', ['lib/errors.js'], 'Tokens.') },
    { path: 'releases.md', text: `---\ntitle: Releases\nhistorical: true\n---\n# Releases\n` },
    { path: 'quiet.md', text: page('Quiet', [], 'Nothing here.') },
  ]).pages;
  const commit = (...paths: string[]) => ({ paths });
  // Newest first, as git log reads it: codes.md changed with lib/errors.js in 2 of its 4 commits.
  const history = [
    commit('lib/errors.js', 'wiki/codes.md', 'wiki/releases.md'),
    commit('lib/errors.js'),
    commit('lib/errors.js', 'wiki/codes.md', 'wiki/releases.md', 'wiki/quiet.md'),
    commit('lib/errors.js', 'test/errors.test.js', 'wiki/quiet.md'),
    commit('lib/other.js', 'wiki/quiet.md'),
    commit('gen/client.ts', 'wiki/quiet.md'),
    commit('gen/client.ts', 'wiki/quiet.md'),
  ];
  const files = [change('lib/errors.js', 'modified'), change('gen/client.ts', 'modified')];
  const ignored = (p: string) => p.startsWith('gen/');

  it('ties a page edited with a changed file in 2 past commits and a fifth of its own, and says so', () => {
    const impact = impactOf(wiki, files, { history, wikiPath: 'wiki', ignored });
    expect(impact.history).toBe(7);
    expect(impact.pages.map((p) => [p.slug, p.ties.map((t) => tieText(t, (n) => n))])).toEqual([
      ['api/tokens', ['covers lib/errors.js, which this PR changes']],
      [
        'codes',
        ["was edited with lib/errors.js in 2 of that file's 4 past commits, which this PR changes"],
      ],
      [
        'quiet',
        ["was edited with lib/errors.js in 2 of that file's 4 past commits, which this PR changes"],
      ],
      [
        'releases',
        ["was edited with lib/errors.js in 2 of that file's 4 past commits, which this PR changes"],
      ],
    ]);
    const [tie] = impact.pages[1]!.ties;
    expect(tie).toMatchObject({
      class: 'history',
      kind: 'covers',
      strength: 'strong',
      together: 2,
      commits: 4,
    });
  });

  it("says when the share holds among the file's last 20 commits only", () => {
    const lately = [
      ...Array.from({ length: 4 }, () => commit('lib/errors.js', 'wiki/codes.md')),
      ...Array.from({ length: 30 }, () => commit('lib/errors.js')),
    ];
    const [, codes] = impactOf(wiki, [files[0]!], { history: lately, wikiPath: 'wiki' }).pages;
    expect(codes!.ties.map((t) => tieText(t, (n) => n))).toEqual([
      "was edited with lib/errors.js in 4 of that file's last 20 commits, which this PR changes",
    ]);
  });

  it('ties a historical page as a cover does; nothing through a generated file, nor without history', () => {
    const named = impactOf(wiki, files, { history, wikiPath: 'wiki', ignored }).pages.map(
      (p) => p.slug,
    );
    // Release notes people update with most changes to the file are what a change leaves stale.
    expect(named).toContain('releases');
    // quiet.md changed with the generated client twice: no tie through it.
    const generated = impactOf(wiki, [files[1]!], { history, wikiPath: 'wiki', ignored });
    expect(generated.pages).toEqual([]);
    const none = impactOf(wiki, files, { ignored });
    expect(none.pages.map((p) => p.slug)).toEqual(['api/tokens']);
    expect(none.history).toBeUndefined();
  });

  it("needs 2 commits together and a fifth of the file's: once, or 2 of 11, ties nothing", () => {
    const once = [commit('lib/errors.js', 'wiki/codes.md'), commit('lib/errors.js')];
    expect(
      impactOf(wiki, [files[0]!], { history: once, wikiPath: 'wiki' }).pages.map((p) => p.slug),
    ).toEqual(['api/tokens']);
    const rare = [
      commit('lib/errors.js', 'wiki/codes.md'),
      commit('lib/errors.js', 'wiki/codes.md'),
      ...Array.from({ length: 9 }, () => commit('lib/errors.js')),
    ];
    expect(
      impactOf(wiki, [files[0]!], { history: rare, wikiPath: 'wiki' }).pages.map((p) => p.slug),
    ).toEqual(['api/tokens']);
  });
});

describe('ties with a strength', () => {
  const wiki = (files: Record<string, string>) =>
    parseWiki(Object.entries(files).map(([path, body]) => ({ path, text: page(path, [], body) })))
      .pages;

  it('counts a hunk header: the function whose body changed names the one page about it', () => {
    const ps = wiki({ 'api/listen.md': 'Call `startListening(port)`.', 'misc.md': 'Other.' });
    const hunk = changed(
      'lib/server.js',
      '@@ -10,3 +10,3 @@ function startListening(port) {\n-  const a = 1\n+  const a = 2',
    );
    const [p] = impactOf(ps, [hunk]).pages;
    expect(tieText(p!.ties[0]!, (n) => n)).toBe(
      'mentions startListening, whose body this PR changes',
    );
  });

  it('ties nothing through lines a diff only re-indents, moves or gives other line endings', () => {
    const ps = wiki({
      'api/listen.md': 'Call `startListening(port)`: it opens the socket and begins accepting.',
    });
    const body = ['  const socket = openTheSocket(port)', '  socket.beginAccepting()'];
    const eol = changed(
      'lib/server.js',
      `@@ -10,3 +10,3 @@ function startListening(port) {\n${body.map((l) => `-${l}\r`).join('\n')}\n${body.map((l) => `+${l}`).join('\n')}`,
    );
    const indented = changed(
      'lib/server.js',
      `@@ -10,2 +10,2 @@ function startListening(port) {\n${body.map((l) => `-${l}`).join('\n')}\n${body.map((l) => `+    ${l}`).join('\n')}`,
    );
    const quoted = changed(
      'lib/server.js',
      '@@ -1,2 +1,2 @@\n-// it opens the socket and begins accepting.\n+// it opens the socket and begins accepting.\r',
    );
    for (const diff of [eol, indented, quoted])
      expect(impactOf(ps, [diff], { ties: 'all' }).pages).toEqual([]);
    // A declaration dropped while a moved line still uses its name: not removed, no tie.
    const moved = changed(
      'lib/server.js',
      '@@ -1,3 +1,2 @@\n-function startListening(port) {}\n-  return startListening(port)\r\n+  return startListening(port)',
    );
    expect(impactOf(ps, [moved], { ties: 'all' }).pages).toEqual([]);
    // A line that changes in words still ties, moved lines around it or not.
    const real = changed(
      'lib/server.js',
      `@@ -10,3 +10,3 @@ function startListening(port) {\n-  socket.beginAccepting()\n+  socket.beginAccepting({ backlog: 10 })\n${body.map((l) => `-${l}\r`).join('\n')}\n${body.map((l) => `+${l}`).join('\n')}`,
    );
    expect(impactOf(ps, [real]).pages.map((p) => p.slug)).toEqual(['api/listen']);
  });

  it('makes a name many pages hold weak: folded, or left out by default', () => {
    const many = Object.fromEntries(
      [1, 2, 3, 4, 5].map((i) => [`p${i}.md`, 'Uses `createSlice` everywhere.']),
    );
    const ps = wiki(many);
    const diff = changed(
      'src/slice.ts',
      '@@ -1 +1 @@\n-export function createSlice(a) {\n+export function createSlice(a, b) {',
    );
    expect(impactOf(ps, [diff]).pages).toEqual([]);
    const folded = impactOf(ps, [diff], { ties: 'fold' });
    expect(folded.pages).toEqual([]);
    expect(folded.possibly.map((p) => p.slug)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(tieText(folded.possibly[0]!.ties[0]!, (n) => n)).toBe(
      'mentions createSlice, whose declaration this PR changes (as 5 pages do)',
    );
    expect(possiblyLine(folded.possibly)).toMatch(/^Possibly also .*`p1`, .*`p5`\.$/);
    const all = impactOf(ps, [diff], { ties: 'all' });
    expect(all.pages.map((p) => p.strength)).toEqual(['weak', 'weak', 'weak', 'weak', 'weak']);
  });

  it('names a page named for the changed file, and leads with strong ties before weak ones', () => {
    const ps = wiki({
      'reference/errors.md': 'All errors.',
      'guide.md': 'See errors.js.',
    });
    const impact = impactOf(ps, [changed('lib/errors.js')], { ties: 'all' });
    expect(impact.pages.map((p) => [p.slug, p.strength, p.ties[0]!.class])).toEqual([
      ['reference/errors', 'strong', 'namesake'],
      ['guide', 'weak', 'basename'],
    ]);
    expect(tieText(impact.pages[0]!.ties[0]!, (n) => n)).toBe(
      'is named for lib/errors.js, which this PR changes',
    );
  });

  it('names the page of each module a change touches; past NAMESAKE_SWEEP pages, a sweep, weakly', () => {
    const modules = Array.from(
      { length: NAMESAKE_SWEEP + 1 },
      (_, i) => `module${'abcdefghijkl'[i]}`,
    );
    const ps = wiki(Object.fromEntries(modules.map((m) => [`reference/${m}.md`, `The ${m}.`])));
    const four = impactOf(
      ps,
      modules.slice(0, 4).map((m) => changed(`lib/${m}.js`)),
    );
    expect(four.pages.map((p) => [p.slug, p.strength])).toEqual(
      modules.slice(0, 4).map((m) => [`reference/${m}`, 'strong']),
    );
    const sweep = impactOf(
      ps,
      modules.map((m) => changed(`lib/${m}.js`)),
      { ties: 'fold' },
    );
    expect(sweep.pages).toEqual([]);
    expect(sweep.possibly).toHaveLength(NAMESAKE_SWEEP + 1);
    expect(sweep.possibly[0]!.ties[0]!.shared).toBe(NAMESAKE_SWEEP + 1);
  });

  it('has the default the impact-ties input documents', () => {
    const input = INPUT_TABLE.find((i) => i.name === 'impact-ties')!;
    expect(input.default).toBe(DEFAULT_TIES_POLICY);
  });
});

describe('the comment', () => {
  const links = LINKS;
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

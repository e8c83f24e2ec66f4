// Covers declared by the model and checked by the tool layer: a write names the full list, each
// file seen whole in this run (every part read, or an added file's whole diff) or covered already;
// the tools stamp what the run showed whole at the commit this run reads — a covered file only when the run
// showed its whole change since the page's stamp — and refuse the rest (not seen whole, generated,
// ignored, secret, the wiki's own), naming what to read next; confirm_page re-stamps a page without
// touching anything but its covers lines, and only on what the run showed whole.
import { jest } from '@jest/globals';
import { finalizeChangeset } from '../../src/ingest/finalize.js';
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost } from '../../src/tools/toolset.js';
import type { BlobLookup, SourceReader } from '../../src/tools/source-reader.js';
import type { ShownChange } from '../../src/tools/source-record.js';
import { blobId } from '../../src/wiki/blob-id.js';
import { parseWiki } from '../../src/wiki/load.js';
import { parsePage } from '../../src/wiki/page.js';
import { restampPage } from '../../src/wiki/restamp.js';
import { sourceDiff } from '../../src/wiki/source-diff.js';
import { updateReadSection } from '../../test-support/tool-calls.js';

const sha = (c: string) => c.repeat(40);
const blob = (text: string) => blobId(Buffer.from(text));
const lines = (name: string, n: number, at = -1, value = 'x') =>
  Array.from({ length: n }, (_, i) => `export const ${name}${i} = ${i === at ? value : i};`).join(
    '\n',
  ) + '\n';

/** The files at the merged commit, and the versions the pages were stamped at. */
const NOW: Record<string, string> = {
  'src/api/tokens.ts': lines('lifetime', 30, 3, '30'),
  'src/api/scopes.ts': lines('scope', 5),
  'src/util.ts': lines('util', 8),
  '.env': 'KEY=1\n',
};
const TOKENS_V1 = lines('lifetime', 30, 3, '90');
const UTIL_V1 = lines('util', 7);
const OLD = blob(TOKENS_V1);
const UTIL_OLD = blob(UTIL_V1);
const at = (path: string) => blob(NOW[path]!);

/** The first message's diffs: the tokens change since the page's stamp, and the added scopes file. */
const SHOWN: ShownChange[] = [
  {
    path: 'src/api/tokens.ts',
    patch: sourceDiff(TOKENS_V1, NOW['src/api/tokens.ts']!)!,
    view: 'whole',
  },
  { path: 'src/api/scopes.ts', patch: sourceDiff('', NOW['src/api/scopes.ts']!)!, view: 'whole' },
];

const TOKENS_PAGE =
  '---\n# kept as written\ntitle: "Tokens"\ndescription: API tokens.\ntype: entity\nsources:\n  - "#1"\ncovers:\n  - src/api/tokens.ts@' +
  OLD +
  '\n  - src/util.ts@' +
  UTIL_OLD +
  '\n---\n# Tokens\n\nIntro.\n\n## Rotation\n\nManual.\n';

const reader: SourceReader = async (path) =>
  NOW[path] !== undefined ? { kind: 'text', text: NOW[path]! } : { kind: 'missing' };
const blobAt: BlobLookup = async (path) => (NOW[path] !== undefined ? at(path) : null);

function makeHost(over: Partial<Parameters<typeof createToolHost>[0]> = {}) {
  const changeset = new Changeset(
    parseWiki([
      { path: 'api/tokens.md', text: TOKENS_PAGE },
      {
        path: 'locked.md',
        text:
          '---\ntitle: L\nwiki-ingest: locked\ncovers:\n  - src/util.ts@' +
          UTIL_OLD +
          '\n---\n# L\n',
      },
    ]),
  );
  return {
    changeset,
    host: createToolHost({
      changeset,
      pageTypes: ['entity', 'feature'],
      requiredSections: {},
      pageCharCap: 4000,
      maxPagesChanged: 3,
      readSource: reader,
      blobAt,
      shown: SHOWN,
      ...over,
    }),
  };
}

const NOT_READ = (path: string) =>
  `"${path}" was not read in this run: read it whole with read_source {"path":"${path}"}`;

const newPage = (extra: Record<string, unknown> = {}) => ({
  slug: 'api/scopes',
  type: 'feature',
  title: 'Scopes',
  description: 'Token scopes.',
  tags: [],
  related: [],
  body: '# Scopes\n\nRead and write.\n',
  ...extra,
});

describe('declared covers', () => {
  it('a created page covers exactly the files it names, each seen whole in this run, stamped at the commit this run reads', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_source', { path: 'src/util.ts' });
    await host.execute('read_source', { path: 'src/api/tokens.ts' });
    await host.execute('read_source', { path: 'src/missing.ts' });
    const out = await host.execute(
      'create_page',
      newPage({ covers: ['src/util.ts', 'src/api/scopes.ts'] }),
    );
    expect(out.is_error).toBeUndefined();
    expect(out.content).toContain('covers "src/api/scopes.ts", "src/util.ts"');
    // Read but not named (src/api/tokens.ts): not covered. Nothing is stamped the model did not
    // name. The added file counts as seen whole: its diff showed every line.
    expect(changeset.get('api/scopes')!.covers).toEqual([
      { path: 'src/api/scopes.ts', blob: at('src/api/scopes.ts') },
      { path: 'src/util.ts', blob: at('src/util.ts') },
    ]);
    expect(changeset.get('api/scopes')!.raw).toContain(
      `covers:\n  - src/api/scopes.ts@${at('src/api/scopes.ts')}`,
    );
  });

  it('a page created without "covers" covers nothing, whatever was read', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_source', { path: 'src/util.ts' });
    const out = await host.execute('create_page', newPage());
    expect(out.content).toContain('covers no file');
    expect(changeset.get('api/scopes')!.covers).toEqual([]);
  });

  it('refuses, in one tool error naming each fix, a file not seen whole, a secret, a generated file and a wiki file', async () => {
    const { host, changeset } = makeHost({
      generated: (path) => (path.endsWith('.map') ? 'ignore-paths **/*.map' : null),
      wikiPath: 'wiki',
    });
    const out = await host.execute(
      'create_page',
      newPage({
        covers: [
          'src/api/scopes.ts',
          'src/util.ts',
          'src/api/tokens.ts',
          'src/nope.ts',
          '.env',
          'dist/index.js.map',
          'wiki/api/tokens.md',
          '/etc/passwd',
        ],
      }),
    );
    expect(out.is_error).toBe(true);
    expect(out.content).toContain(
      `"src/util.ts" is no cover of the page yet, and a new cover needs the whole file seen in this run: ${NOT_READ('src/util.ts')}`,
    );
    // Its diff was shown whole, but a diff is not the file: a new cover needs it read.
    expect(out.content).toContain(
      `the diff of "src/api/tokens.ts" the run showed is not its whole change since it was empty: read it whole with read_source {"path":"src/api/tokens.ts"}`,
    );
    expect(out.content).toContain(NOT_READ('src/nope.ts'));
    expect(out.content).toContain(
      '".env" is withheld by policy (secret-paths), which is never covered; leave it out',
    );
    expect(out.content).toContain(
      '"dist/index.js.map" is generated (ignore-paths **/*.map), which is never covered; leave it out',
    );
    expect(out.content).toContain('"wiki/api/tokens.md" is in the wiki folder "wiki/"');
    expect(out.content).toContain('"/etc/passwd" is absolute');
    expect(out.content).not.toContain('"src/api/scopes.ts"');
    expect(changeset.size).toBe(0);
    // The run goes on: the fixed call is accepted.
    const ok = await host.execute('create_page', newPage({ covers: ['src/api/scopes.ts'] }));
    expect(ok.is_error).toBeUndefined();
  });

  it("with an init batch's policy, a refused cover is left out with a tool error and the page is still written", async () => {
    const { host, changeset } = makeHost({
      generated: (path) => (path.endsWith('.map') ? 'ignore-paths **/*.map' : null),
      dropRefusedCovers: true,
    });
    const out = await host.execute(
      'create_page',
      newPage({ covers: ['src/api/scopes.ts', 'dist/index.js.map', 'src/util.ts'] }),
    );
    expect(out.is_error).toBe(true);
    expect(out.content).toMatch(
      /^Created page "api\/scopes" \(\d+ sections; covers "src\/api\/scopes\.ts"\)\./,
    );
    expect(out.content).toContain('"dist/index.js.map" is generated (ignore-paths **/*.map)');
    expect(out.content).toContain('"src/util.ts" is no cover of the page yet');
    expect(out.content).toContain('The page is saved: do not write it again');
    expect(changeset.get('api/scopes')!.covers).toEqual([
      { path: 'src/api/scopes.ts', blob: at('src/api/scopes.ts') },
    ]);
    // An update goes the same way: written, the refused path named.
    await host.execute('read_source', { path: 'src/util.ts' });
    const again = await host.execute('update_page', {
      slug: 'api/scopes',
      body: '# Scopes\n\nRead, write and admin.\n',
      covers: ['src/api/scopes.ts', 'src/util.ts', '.env'],
    });
    expect(again.is_error).toBe(true);
    expect(again.content).toMatch(/^Updated page "api\/scopes"/);
    expect(again.content).toContain('".env" is withheld by policy (secret-paths)');
    expect(changeset.get('api/scopes')!.covers.map((c) => c.path)).toEqual([
      'src/api/scopes.ts',
      'src/util.ts',
    ]);
  });

  it('a named file read but gone at the commit this run reads is refused', async () => {
    const { host } = makeHost({
      blobAt: async (path) => (path === 'src/util.ts' ? null : blobAt(path)),
    });
    await host.execute('read_source', { path: 'src/util.ts' });
    const out = await host.execute('create_page', newPage({ covers: ['src/util.ts'] }));
    expect(out.content).toContain(
      '"src/util.ts" does not exist at the commit this run reads; leave it out',
    );
  });

  it('an update naming covers re-stamps what the run showed whole, keeps the old stamp of the others, drops the unnamed', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_section', { slug: 'api/tokens', heading: 'Rotation' });
    const out = await host.execute('update_page', {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic.',
      covers: ['src/api/tokens.ts', 'src/api/scopes.ts', 'src/util.ts'],
    });
    expect(out.is_error).toBeUndefined();
    // tokens.ts: its whole change since the stamp was shown; scopes.ts: added, shown whole;
    // util.ts: covered already, not shown: its old stamp kept, and what to read said.
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/scopes.ts', blob: at('src/api/scopes.ts') },
      { path: 'src/api/tokens.ts', blob: at('src/api/tokens.ts') },
      { path: 'src/util.ts', blob: UTIL_OLD },
    ]);
    expect(out.content).toContain(
      `kept at their old stamp, since this run did not show their whole change: ${NOT_READ('src/util.ts')}`,
    );
    await host.execute('update_page', {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic, daily.',
      covers: ['src/api/tokens.ts'],
    });
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/tokens.ts', blob: at('src/api/tokens.ts') },
    ]);
  });

  it('an update without "covers" keeps the page\'s covers and stamps, even for files read', async () => {
    const { host, changeset } = makeHost();
    const out = await updateReadSection(host, {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic.',
    });
    expect(out.is_error).toBeUndefined();
    expect(out.content).toBe('Updated page "api/tokens" (section "Rotation").');
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/tokens.ts', blob: OLD },
      { path: 'src/util.ts', blob: UTIL_OLD },
    ]);
  });

  it('migration: a page written again loses the covers never covered (a generated file), and says so', async () => {
    const { host, changeset } = makeHost({
      generated: (path) =>
        path === 'src/util.ts' ? '.gitattributes src/util.ts linguist-generated' : null,
    });
    const out = await updateReadSection(host, {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic.',
    });
    expect(out.content).toContain(
      'left out of its covers (never covered): "src/util.ts", which is generated (.gitattributes src/util.ts linguist-generated)',
    );
    expect(changeset.get('api/tokens')!.covers).toEqual([{ path: 'src/api/tokens.ts', blob: OLD }]);
  });

  it('without a blob lookup, covers already there are kept, new ones refused, and confirm_page is refused', async () => {
    const { host, changeset } = makeHost({ blobAt: undefined });
    await host.execute('read_pages', { slugs: ['api/tokens'] });
    const kept = await host.execute('update_page', {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Auto.',
      covers: ['src/api/tokens.ts'],
    });
    expect(kept.is_error).toBeUndefined();
    expect(changeset.get('api/tokens')!.covers).toEqual([{ path: 'src/api/tokens.ts', blob: OLD }]);
    await host.execute('read_source', { path: 'src/util.ts' });
    const add = await host.execute('create_page', newPage({ covers: ['src/util.ts'] }));
    expect(add.content).toContain('"src/util.ts" cannot be stamped in this run');
    const confirm = await host.execute('confirm_page', { slug: 'api/tokens' });
    expect(confirm.content).toContain('cannot be confirmed in this run');
  });
});

describe('confirm_page', () => {
  it('refuses a page not read, a file not read or not covered, and a locked page', async () => {
    const { host, changeset } = makeHost();
    expect((await host.execute('confirm_page', { slug: 'api/tokens' })).content).toContain(
      'was not read in this run',
    );
    await host.execute('read_pages', { slugs: ['api/tokens', 'locked'] });
    expect(
      (await host.execute('confirm_page', { slug: 'api/tokens', files: ['src/util.ts'] })).content,
    ).toContain(NOT_READ('src/util.ts'));
    expect(
      (await host.execute('confirm_page', { slug: 'api/tokens', files: ['src/api/scopes.ts'] }))
        .content,
    ).toContain('does not cover "src/api/scopes.ts"');
    expect((await host.execute('confirm_page', { slug: 'locked' })).content).toContain('locked');
    expect(changeset.size).toBe(0);
  });

  it('re-stamps only the covers lines: text, comments, quoting and sources stay byte for byte', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_section', { slug: 'api/tokens', heading: 'Rotation' });
    const out = await host.execute('confirm_page', { slug: 'api/tokens' });
    expect(out.is_error).toBeUndefined();
    expect(out.content).toContain('Confirmed page "api/tokens"');
    const after = changeset.get('api/tokens')!.raw;
    expect(after).toBe(
      TOKENS_PAGE.replace(
        `src/api/tokens.ts@${OLD}`,
        `src/api/tokens.ts@${at('src/api/tokens.ts')}`,
      ),
    );
    expect(changeset.entries()[0]!.confirmed).toBe(true);
    // Confirming again is a no-op.
    expect((await host.execute('confirm_page', { slug: 'api/tokens' })).content).toContain(
      'already stamped',
    );
    const out2 = finalizeChangeset(changeset, {
      wikiPath: 'wiki',
      caps: { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 4000 },
      merge: { sha: sha('f'), title: 'chore: x', pr: 2 },
      summary: 'Checked.',
      date: new Date('2026-12-03T00:00:00Z'),
      usage: {
        input_tokens: 0,
        output_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      cost_usd: 0,
      existing: { index: null, log: null },
    });
    const file = out2.files.find((f) => f.path === 'wiki/api/tokens.md')!;
    expect(file.content).toBe(after);
    expect(out2.confirmed).toEqual(['api/tokens']);
    expect(out2.updated).toEqual([]);
    const log = out2.files.find((f) => f.path === 'wiki/log.md')!.content;
    expect(log).toContain('- Confirmed: [[api/tokens]]');
  });

  it('an update after a confirmation makes the page an ordinary update (sources gain the merge)', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_pages', { slugs: ['api/tokens'] });
    await host.execute('confirm_page', { slug: 'api/tokens' });
    await host.execute('update_page', { slug: 'api/tokens', section: 'Rotation', body: 'Auto.' });
    expect(changeset.entries()[0]!.confirmed).toBeUndefined();
  });
});

describe('what the run showed, before a stamp', () => {
  const BIG_V1 = lines('retry', 2500);
  const BIG_NOW = lines('retry', 2500, 2400, '5');
  const bigHost = (shown: ShownChange[] = []) => {
    const files: Record<string, string> = { ...NOW, 'src/big.ts': BIG_NOW };
    const page = `---\ntitle: Big\ncovers:\n  - src/big.ts@${blob(BIG_V1)}\n---\n# Big\n\nRetries.\n`;
    const changeset = new Changeset(parseWiki([{ path: 'big.md', text: page }]));
    const host = createToolHost({
      changeset,
      pageTypes: ['entity'],
      requiredSections: {},
      pageCharCap: 4000,
      maxPagesChanged: 3,
      readSource: async (path) =>
        files[path] !== undefined ? { kind: 'text', text: files[path]! } : { kind: 'missing' },
      blobAt: async (path) => (files[path] !== undefined ? blob(files[path]!) : null),
      shown,
    });
    return { host, changeset };
  };

  it('a covered file read in part cannot confirm the page: the error names the next part, and reading the rest does', async () => {
    const fmt = (x: number | string | undefined) => Number(x).toLocaleString('en-US');
    const { host, changeset } = bigHost();
    await host.execute('read_pages', { slugs: ['big'] });
    const first = await host.execute('read_source', { path: 'src/big.ts' });
    const next = /"offset": ?(\d+)/.exec(first.content)!;
    expect(first.content).toContain('the next part: read_source {"path":"src/big.ts","offset":');
    const refused = await host.execute('confirm_page', { slug: 'big' });
    expect(refused.is_error).toBe(true);
    expect(refused.content).toContain(
      `"src/big.ts" was read only in part (characters ${fmt(next[1])}–${fmt(BIG_NOW.length)} of ${fmt(BIG_NOW.length)} not yet): read the rest with read_source {"path":"src/big.ts","offset":${next[1]}}`,
    );
    let offset = Number(next[1]);
    let seenChange = false;
    for (let part = 0; part < 10 && offset >= 0; part++) {
      const out = await host.execute('read_source', { path: 'src/big.ts', offset });
      seenChange ||= out.content.includes('export const retry2400 = 5;');
      const more = /"offset":(\d+)/.exec(out.content);
      offset = more ? Number(more[1]) : -1;
    }
    expect(seenChange).toBe(true);
    const ok = await host.execute('confirm_page', { slug: 'big' });
    expect(ok.is_error).toBeUndefined();
    expect(changeset.get('big')!.covers).toEqual([{ path: 'src/big.ts', blob: blob(BIG_NOW) }]);
  });

  it('a diff shown whole is not enough when it is not the whole change since the stamp, nor is a cut one', async () => {
    const middle = lines('retry', 2500, 10, '7');
    const later = sourceDiff(middle, BIG_NOW)!;
    for (const shown of [
      { path: 'src/big.ts', patch: later, view: 'whole' as const },
      { path: 'src/big.ts', patch: sourceDiff(BIG_V1, BIG_NOW)!, view: 'cut' as const },
    ]) {
      const { host } = bigHost([shown]);
      await host.execute('read_pages', { slugs: ['big'] });
      const out = await host.execute('confirm_page', { slug: 'big' });
      expect(out.is_error).toBe(true);
      expect(out.content).toContain(
        shown.view === 'whole'
          ? `the diff of "src/big.ts" the run showed is not its whole change since the page's stamp (blob ${blob(BIG_V1).slice(0, 12)})`
          : 'the first message showed only part of the diff of "src/big.ts"',
      );
    }
    // The whole change since the stamp, shown whole, is enough without a read.
    const { host } = bigHost([
      { path: 'src/big.ts', patch: sourceDiff(BIG_V1, BIG_NOW)!, view: 'whole' },
    ]);
    await host.execute('read_pages', { slugs: ['big'] });
    expect((await host.execute('confirm_page', { slug: 'big' })).is_error).toBeUndefined();
  });

  it('replace_text with "covers" declares a file read whole in the run, under update_page\'s rule', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_section', { slug: 'api/tokens', heading: 'Rotation' });
    const refused = await host.execute('replace_text', {
      slug: 'api/tokens',
      old: 'Manual.',
      new: 'Manual, or with rotate().',
      covers: ['src/api/tokens.ts', 'src/util.ts', 'src/other.ts'],
    });
    expect(refused.is_error).toBe(true);
    expect(refused.content).toContain(NOT_READ('src/other.ts'));
    expect(changeset.size).toBe(0);
    await host.execute('read_source', { path: 'src/util.ts' });
    const out = await host.execute('replace_text', {
      slug: 'api/tokens',
      old: 'Manual.',
      new: 'Manual, or with rotate().',
      covers: ['src/api/tokens.ts', 'src/util.ts', 'src/api/scopes.ts'],
    });
    expect(out.is_error).toBeUndefined();
    expect(out.content).toContain('covers "src/api/scopes.ts", "src/api/tokens.ts", "src/util.ts"');
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/scopes.ts', blob: at('src/api/scopes.ts') },
      { path: 'src/api/tokens.ts', blob: at('src/api/tokens.ts') },
      { path: 'src/util.ts', blob: at('src/util.ts') },
    ]);
    expect(changeset.get('api/tokens')!.body).toContain('Manual, or with rotate().');
  });
});

describe('restampPage', () => {
  it('keeps CRLF line endings and a BOM, and adds the field to a page without it', () => {
    const raw = '\uFEFF---\r\ntitle: T\r\ncovers:\r\n  - a.ts@' + OLD + '\r\n---\r\n# T\r\n';
    const page = parsePage('t.md', raw).page;
    const next = restampPage(page, [{ path: 'a.ts', blob: sha('a') }]);
    expect(next.raw).toBe(raw.replace(OLD, sha('a')));
    const bare = parsePage('b.md', '---\ntitle: B\n---\n# B\n').page;
    expect(restampPage(bare, [{ path: 'a.ts', blob: sha('a') }]).raw).toBe(
      `---\ntitle: B\ncovers:\n  - a.ts@${sha('a')}\n---\n# B\n`,
    );
  });

  it('falls back to rewriting the front-matter for a flow list', () => {
    const page = parsePage('f.md', `---\ntitle: F\ncovers: [a.ts@${OLD}]\n---\n# F\n`).page;
    const next = restampPage(page, [{ path: 'a.ts', blob: sha('a') }]);
    expect(next.covers).toEqual([{ path: 'a.ts', blob: sha('a') }]);
    expect(next.body).toBe(page.body);
  });
});

describe('generated files through read_source', () => {
  const MAP_TEXT = `{"version":3,"mappings":"${'AAAA;'.repeat(1000)}"}`;
  const files: Record<string, string> = {
    'dist/index.js.map': MAP_TEXT,
    'lib/out.js': 'var a = 1;\n//# sourceMappingURL=out.js.map\n',
    'src/util.ts': 'export const util = 1;\n',
  };
  const read = jest.fn<SourceReader>(async (path) =>
    files[path] !== undefined ? { kind: 'text', text: files[path]! } : { kind: 'missing' },
  );
  const generated = (path: string, text?: string) =>
    path.endsWith('.map')
      ? 'ignore-paths "**/*.map"'
      : text?.includes('sourceMappingURL')
        ? 'a sourceMappingURL comment'
        : null;

  it('refuses a file generated by its path before reading it, and one generated by its content', async () => {
    read.mockClear();
    const { host, changeset } = makeHost({ readSource: read, generated });
    const byPath = await host.execute('read_source', { path: 'dist/index.js.map' });
    expect(byPath).toEqual({
      is_error: true,
      content:
        '"dist/index.js.map" is generated (ignore-paths "**/*.map"): generated files are never shown. Read the source it is generated from, or work from the diff.',
    });
    expect(read.mock.calls.map(([p]) => p)).not.toContain('dist/index.js.map');
    const byContent = await host.execute('read_source', { path: 'lib/out.js' });
    expect(byContent.is_error).toBe(true);
    expect(byContent.content).toContain('is generated (a sourceMappingURL comment)');
    expect(byContent.content).not.toContain('var a');
    // Refused is not read: a page cannot cover it.
    const out = await host.execute('create_page', newPage({ covers: ['lib/out.js'] }));
    expect(out.content).toContain(NOT_READ('lib/out.js'));
    expect(changeset.size).toBe(0);
    expect((await host.execute('read_source', { path: 'src/util.ts' })).content).toContain(
      'export const util = 1;',
    );
  });
});

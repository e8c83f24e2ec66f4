// Covers declared by the model and checked by the tool layer: a write names the full list, each
// file read in this run (read_source, the diff shown) or covered already; the tools stamp what was
// read at the commit this run reads and refuse the rest (not read, generated, ignored, secret, the wiki's
// own); confirm_page re-stamps a page without touching anything but its covers lines.
import { jest } from '@jest/globals';
import { finalizeChangeset } from '../../src/ingest/finalize.js';
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost } from '../../src/tools/toolset.js';
import type { BlobLookup, SourceReader } from '../../src/tools/source-reader.js';
import { parseWiki } from '../../src/wiki/load.js';
import { parsePage } from '../../src/wiki/page.js';
import { restampPage } from '../../src/wiki/restamp.js';
import { updateReadSection } from '../../test-support/tool-calls.js';

const sha = (c: string) => c.repeat(40);
const OLD = sha('1');
const HEAD: Record<string, string> = {
  'src/api/tokens.ts': sha('a'),
  'src/api/scopes.ts': sha('b'),
  'src/util.ts': sha('c'),
  '.env': sha('e'),
};
const TOKENS_PAGE =
  '---\n# kept as written\ntitle: "Tokens"\ndescription: API tokens.\ntype: entity\nsources:\n  - "#1"\ncovers:\n  - src/api/tokens.ts@' +
  OLD +
  '\n  - src/util.ts@' +
  OLD +
  '\n---\n# Tokens\n\nIntro.\n\n## Rotation\n\nManual.\n';

const reader: SourceReader = async (path) =>
  HEAD[path] ? { kind: 'text', text: `// ${path}\n` } : { kind: 'missing' };
const blobAt: BlobLookup = async (path) => HEAD[path] ?? null;

function makeHost(over: Partial<Parameters<typeof createToolHost>[0]> = {}) {
  const changeset = new Changeset(
    parseWiki([
      { path: 'api/tokens.md', text: TOKENS_PAGE },
      {
        path: 'locked.md',
        text:
          '---\ntitle: L\nwiki-ingest: locked\ncovers:\n  - src/util.ts@' + OLD + '\n---\n# L\n',
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
      diffShown: ['src/api/scopes.ts'],
      ...over,
    }),
  };
}

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
  it('a created page covers exactly the files it names, each read in this run, stamped at the commit this run reads', async () => {
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
    // Read but not named (src/api/tokens.ts): not covered. Nothing is stamped the model did not name.
    expect(changeset.get('api/scopes')!.covers).toEqual([
      { path: 'src/api/scopes.ts', blob: sha('b') },
      { path: 'src/util.ts', blob: sha('c') },
    ]);
    expect(changeset.get('api/scopes')!.raw).toContain(
      `covers:\n  - src/api/scopes.ts@${sha('b')}`,
    );
  });

  it('a page created without "covers" covers nothing, whatever was read', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_source', { path: 'src/util.ts' });
    const out = await host.execute('create_page', newPage());
    expect(out.content).toContain('covers no file');
    expect(changeset.get('api/scopes')!.covers).toEqual([]);
  });

  it('refuses, in one tool error naming each fix, a file not read, one gone, a secret, a generated file and a wiki file', async () => {
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
      '"src/util.ts" was not read in this run: read it first with read_source and check the page against it, or leave it out',
    );
    expect(out.content).toContain('"src/nope.ts" was not read in this run');
    expect(out.content).toContain(
      '".env" is withheld by policy (secret-paths), which is never covered; leave it out',
    );
    expect(out.content).toContain(
      '"dist/index.js.map" is generated (ignore-paths **/*.map), which is never covered; leave it out',
    );
    expect(out.content).toContain('"wiki/api/tokens.md" is in the wiki folder "wiki/"');
    expect(out.content).toContain('"/etc/passwd" is absolute');
    expect(out.content).not.toContain('src/api/scopes.ts');
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
    expect(out.content).toContain('"src/util.ts" was not read in this run');
    expect(out.content).toContain('The page is saved: do not write it again');
    expect(changeset.get('api/scopes')!.covers).toEqual([
      { path: 'src/api/scopes.ts', blob: HEAD['src/api/scopes.ts'] },
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
      blobAt: async (path) => (path === 'src/util.ts' ? null : (HEAD[path] ?? null)),
    });
    await host.execute('read_source', { path: 'src/util.ts' });
    const out = await host.execute('create_page', newPage({ covers: ['src/util.ts'] }));
    expect(out.content).toContain(
      '"src/util.ts" does not exist at the commit this run reads; leave it out',
    );
  });

  it('an update naming covers re-stamps the files read, keeps the old stamp of the others, drops the unnamed', async () => {
    const { host, changeset } = makeHost({ diffShown: ['src/api/tokens.ts'] });
    await host.execute('read_source', { path: 'src/api/scopes.ts' });
    await host.execute('read_section', { slug: 'api/tokens', heading: 'Rotation' });
    const out = await host.execute('update_page', {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic.',
      covers: ['src/api/tokens.ts', 'src/api/scopes.ts', 'src/util.ts'],
    });
    expect(out.is_error).toBeUndefined();
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/scopes.ts', blob: sha('b') },
      { path: 'src/api/tokens.ts', blob: sha('a') },
      { path: 'src/util.ts', blob: OLD },
    ]);
    await host.execute('update_page', {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic, daily.',
      covers: ['src/api/tokens.ts'],
    });
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/tokens.ts', blob: sha('a') },
    ]);
  });

  it('an update without "covers" keeps the page\'s covers and stamps, even for files read', async () => {
    const { host, changeset } = makeHost({ diffShown: ['src/api/tokens.ts'] });
    const out = await updateReadSection(host, {
      slug: 'api/tokens',
      section: 'Rotation',
      body: 'Automatic.',
    });
    expect(out.is_error).toBeUndefined();
    expect(out.content).toBe('Updated page "api/tokens" (section "Rotation").');
    expect(changeset.get('api/tokens')!.covers).toEqual([
      { path: 'src/api/tokens.ts', blob: OLD },
      { path: 'src/util.ts', blob: OLD },
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
    const { host, changeset } = makeHost({ blobAt: undefined, diffShown: ['src/api/tokens.ts'] });
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
    const { host, changeset } = makeHost({ diffShown: ['src/api/tokens.ts'] });
    expect((await host.execute('confirm_page', { slug: 'api/tokens' })).content).toContain(
      'was not read in this run',
    );
    await host.execute('read_pages', { slugs: ['api/tokens', 'locked'] });
    expect(
      (await host.execute('confirm_page', { slug: 'api/tokens', files: ['src/util.ts'] })).content,
    ).toContain('"src/util.ts" was not read in this run');
    expect(
      (await host.execute('confirm_page', { slug: 'api/tokens', files: ['src/api/scopes.ts'] }))
        .content,
    ).toContain('does not cover "src/api/scopes.ts"');
    expect((await host.execute('confirm_page', { slug: 'locked' })).content).toContain('locked');
    expect(changeset.size).toBe(0);
  });

  it('re-stamps only the covers lines: text, comments, quoting and sources stay byte for byte', async () => {
    const { host, changeset } = makeHost({ diffShown: ['src/api/tokens.ts'] });
    await host.execute('read_section', { slug: 'api/tokens', heading: 'Rotation' });
    const out = await host.execute('confirm_page', { slug: 'api/tokens' });
    expect(out.is_error).toBeUndefined();
    expect(out.content).toContain('Confirmed page "api/tokens"');
    const after = changeset.get('api/tokens')!.raw;
    expect(after).toBe(
      TOKENS_PAGE.replace(`src/api/tokens.ts@${OLD}`, `src/api/tokens.ts@${sha('a')}`),
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
    const { host, changeset } = makeHost({ diffShown: ['src/api/tokens.ts'] });
    await host.execute('read_pages', { slugs: ['api/tokens'] });
    await host.execute('confirm_page', { slug: 'api/tokens' });
    await host.execute('update_page', { slug: 'api/tokens', section: 'Rotation', body: 'Auto.' });
    expect(changeset.entries()[0]!.confirmed).toBeUndefined();
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
    expect(out.content).toContain('"lib/out.js" was not read in this run');
    expect(changeset.size).toBe(0);
    expect((await host.execute('read_source', { path: 'src/util.ts' })).content).toContain(
      'export const util = 1;',
    );
  });
});

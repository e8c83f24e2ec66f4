// A page wiki-ingest cannot read safely — front-matter that does not parse (it may hold a lock
// nobody can read), bytes that are not UTF-8 — is read-only to every write tool and every free
// repair: each refuses it saying why and who fixes it, and its bytes come out as they went in.
import { fixWiki } from '../../src/lint/fix.js';
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost } from '../../src/tools/toolset.js';
import type { BlobLookup, SourceReader } from '../../src/tools/source-reader.js';
import { followCovers } from '../../src/wiki/cover-moves.js';
import { parseWiki } from '../../src/wiki/load.js';
import { DEFAULT_CAPS, type Page } from '../../src/wiki/types.js';

const OLD = '1'.repeat(40);
const NOW = 'a'.repeat(40);

/** A maintainer's locked runbook whose description holds an unquoted ": ": the YAML fails. */
const RUNBOOK =
  '---\ntitle: Restart runbook\ndescription: Restart: the steps to follow\ntype: guide\nwiki-ingest: locked\ncovers:\n  - src/util.ts@' +
  OLD +
  '\n---\n# Restart runbook\n\nStop the service first.\n\n## Steps\n\n1. Stop it.\n2. Start it.\n';

const reader: SourceReader = async (path) =>
  path === 'src/util.ts' ? { kind: 'text', text: 'export {};\n' } : { kind: 'missing' };
const blobAt: BlobLookup = async (path) => (path === 'src/util.ts' ? NOW : null);

/** lint --fix's free repairs of `pages` after history shows `from` renamed to `to`. */
const fixRenamed = (pages: Page[], from: string, to: string) =>
  fixWiki({
    pages,
    mapText: null,
    tree: new Map([[to, OLD]]),
    renames: new Map([[from, { to, commit: 'd'.repeat(40) }]]),
    deleted: new Map(),
    caps: DEFAULT_CAPS,
    wikiPath: 'wiki',
    mapFile: 'index.md',
    coverable: () => true,
  });

function makeHost() {
  const changeset = new Changeset(
    parseWiki([
      { path: 'ops/runbook.md', text: RUNBOOK },
      { path: 'ops/latin.md', text: '# Caf\uFFFD\n\n## Menu\n\nTea.\n', notUtf8: true },
    ]),
  );
  const host = createToolHost({
    changeset,
    pageTypes: ['guide'],
    requiredSections: {},
    pageCharCap: 4000,
    maxPagesChanged: 5,
    readSource: reader,
    blobAt,
  });
  return { changeset, host };
}

describe('a page whose front-matter does not parse', () => {
  it('is refused by every write tool, saying why and how to fix it, and stays byte for byte', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_pages', { slugs: ['ops/runbook'] });
    await host.execute('read_source', { path: 'src/util.ts' });
    const calls: [string, Record<string, unknown>][] = [
      ['update_page', { slug: 'ops/runbook', body: '# Restart runbook\n\nNew.\n' }],
      ['update_page', { slug: 'ops/runbook', section: 'Steps', body: '1. Just restart.' }],
      ['update_page', { slug: 'ops/runbook', body: '# R\n', description: 'Quoted: now' }],
      ['replace_text', { slug: 'ops/runbook', old: 'Stop the service first.', new: 'Go.' }],
      ['confirm_page', { slug: 'ops/runbook' }],
    ];
    for (const [name, input] of calls) {
      const out = await host.execute(name, input);
      expect(out.is_error).toBe(true);
      expect(out.content).toContain('Page "ops/runbook" is read-only and cannot be changed');
      expect(out.content).toContain('its front-matter does not parse (');
      expect(out.content).toContain('A person fixes the YAML between its --- lines');
    }
    expect(changeset.size).toBe(0);
    expect(changeset.get('ops/runbook')!.raw).toBe(RUNBOOK);
  });

  it('is refused for a page whose bytes are not UTF-8, saying so', async () => {
    const { host, changeset } = makeHost();
    await host.execute('read_pages', { slugs: ['ops/latin'] });
    const out = await host.execute('update_page', {
      slug: 'ops/latin',
      section: 'Menu',
      body: 'Coffee.',
    });
    expect(out.is_error).toBe(true);
    expect(out.content).toContain('its bytes are not UTF-8');
    expect(changeset.size).toBe(0);
  });

  it('keeps its covers when a covered file is renamed or deleted (ingest and lint --fix)', () => {
    const wiki = parseWiki([{ path: 'ops/runbook.md', text: RUNBOOK }]);
    const followed = followCovers(wiki.pages, [
      { path: 'src/core/util.ts', previous_path: 'src/util.ts', status: 'renamed' },
    ]);
    expect(followed.pages).toEqual([]);
    const fixed = fixRenamed(wiki.pages, 'src/util.ts', 'src/core/util.ts');
    expect(fixed.files.map((f) => f.file)).toEqual(['index.md']);
    expect(fixed.pages[0]!.raw).toBe(RUNBOOK);
  });
});

describe('lint --fix and a locked page', () => {
  it('leaves the bytes of a locked page alone: no covers moved, no related added', () => {
    const locked =
      '---\ntitle: Owned\nwiki-ingest: locked\ncovers:\n  - src/old.ts@' +
      OLD +
      '\n---\n# Owned\n\nSee [[other]].\n';
    const wiki = parseWiki([
      { path: 'owned.md', text: locked },
      { path: 'other.md', text: '# Other\n' },
    ]);
    const fixed = fixRenamed(wiki.pages, 'src/old.ts', 'src/new.ts');
    expect(fixed.files.map((f) => f.file)).toEqual(['index.md']);
    expect(fixed.pages.find((p) => p.slug === 'owned')!.raw).toBe(locked);
    expect(fixed.refused).toContainEqual(
      expect.stringMatching(/^\[\[owned\]\]: locked by its maintainers/),
    );
  });
});

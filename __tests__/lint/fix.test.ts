// lint --fix, the pure part: covers follow the renames history shows and drop the deletions it
// shows (and files no page covers), the map is regenerated unless a person wrote it, related
// gains the pages a body links; and where missing covered files went, from a history answer.
import { fixWiki, lintRepair } from '../../src/lint/fix.js';
import { findRenames } from '../../src/lint/renames.js';
import { coverablePath } from '../../src/prefilter/coverable.js';
import { parseConfig } from '../../src/config/parse.js';
import { buildMap, renderIndex } from '../../src/wiki/map.js';
import { coversIndexOf } from '../../src/wiki/covers-index.js';
import { parsePage } from '../../src/wiki/page.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const config = parseConfig({});
const coverable = coverablePath(config);

const tokens = parsePage(
  'api/tokens.md',
  `---\ntitle: Tokens\ncovers:\n  - dist/app.js@${C}\n  - src/gone.ts@${B}\n  - src/tokens.ts@${A}\n---\n\n# Tokens\n\nSee [[guide]] and [[nowhere]].\n`,
).page;
const guide = parsePage(
  'guide.md',
  `---\ntitle: Guide\nrelated: [api/tokens]\n---\n\n# Guide\n\n[[api/tokens]]\n`,
).page;
const tree = new Map([
  ['src/auth/tokens.ts', A],
  ['README.md', B],
]);
const base = {
  pages: [tokens, guide],
  tree,
  renames: new Map([['src/tokens.ts', { to: 'src/auth/tokens.ts', commit: 'd'.repeat(40) }]]),
  deleted: new Map([['src/gone.ts', 'e'.repeat(40)]]),
  caps: DEFAULT_CAPS,
  wikiPath: 'wiki',
  mapFile: 'index.md',
  coverable: (p: string) => coverable(p) && !p.startsWith('dist/'),
};

describe('fixWiki', () => {
  it('moves, drops and relates, each in its own lines, and regenerates a generated map', () => {
    const out = fixWiki({ ...base, mapText: null });
    expect(out.fixes).toEqual([
      {
        page: 'api/tokens',
        kind: 'covers-moved',
        detail: 'covers src/tokens.ts → src/auth/tokens.ts (renamed by ddddddd)',
      },
      {
        page: 'api/tokens',
        kind: 'covers-dropped',
        detail:
          'dropped covers dist/app.js (generated, ignored, secret or in the wiki: never covered)',
      },
      {
        page: 'api/tokens',
        kind: 'covers-dropped',
        detail: 'dropped covers src/gone.ts (deleted by eeeeeee)',
      },
      { page: 'api/tokens', kind: 'related', detail: 'related + guide' },
      { page: 'index.md', kind: 'map', detail: 'written' },
    ]);
    const fixed = out.files.find((f) => f.file === 'api/tokens.md')!;
    expect(fixed.after).toBe(
      `---\ntitle: Tokens\ncovers:\n  - src/auth/tokens.ts@${A}\nrelated: [guide]\n---\n\n# Tokens\n\nSee [[guide]] and [[nowhere]].\n`,
    );
    expect(out.files.map((f) => f.file)).toEqual(['api/tokens.md', 'index.md']);
    expect(out.mapText).toBe(renderIndex(buildMap(out.pages), coversIndexOf(out.pages)));
    expect(out.refused).toEqual([]);
  });

  it('leaves a path history says nothing of, and refuses a map a person wrote, naming map-file', () => {
    const out = fixWiki({ ...base, renames: new Map(), deleted: new Map(), mapText: '# Home\n' });
    expect(out.refused).toEqual([
      expect.stringMatching(
        /^src\/gone\.ts: covered, gone at HEAD, and history does not show where it went/,
      ),
      expect.stringMatching(/^src\/tokens\.ts: covered, gone at HEAD/),
      expect.stringMatching(
        /"wiki\/index\.md" is not a map wiki-ingest generated.*Set the map-file input to another name/,
      ),
    ]);
    expect(out.files.map((f) => f.file)).toEqual(['api/tokens.md']);
    expect(out.mapText).toBe('# Home\n');
  });

  it('changes nothing on a wiki that needs nothing, its map current', () => {
    const pages = [guide];
    const map = renderIndex(buildMap(pages), coversIndexOf(pages));
    const out = fixWiki({ ...base, pages, mapText: map });
    expect(out).toMatchObject({ files: [], fixes: [], refused: [] });
  });
});

describe('lintRepair', () => {
  it('returns only the pages it changed, and says what it did', () => {
    const said = { fixes: [], refused: [] };
    const repaired = lintRepair(base, said)([tokens, guide]);
    expect(repaired.pages.map((p) => p.slug)).toEqual(['api/tokens']);
    expect(said.fixes).toHaveLength(4);
  });
});

describe('findRenames', () => {
  const commits: Record<string, string> = { 'a.ts': 'c1', 'b.ts': 'c2', 'gone.ts': 'c3' };
  const moves: Record<string, string> = { 'c1:a.ts': 'b.ts', 'c2:b.ts': 'c.ts' };
  const history = {
    removedBy: async (p: string) => commits[p] ?? null,
    renamedTo: async (c: string, p: string) => moves[`${c}:${p}`] ?? null,
  };

  it('follows a chain to a path HEAD holds; a deletion is named by its commit; silence is neither', async () => {
    const found = await findRenames(
      ['a.ts', 'gone.ts', 'unknown.ts'],
      (p) => p === 'c.ts',
      history,
    );
    expect([...found.renames]).toEqual([['a.ts', { to: 'c.ts', commit: 'c2' }]]);
    expect([...found.deleted]).toEqual([['gone.ts', 'c3']]);
    expect(found.unread).toBe(0);
  });

  it('is bounded', async () => {
    const found = await findRenames(['a.ts', 'gone.ts', 'x.ts'], () => false, history, 1);
    expect(found.unread).toBe(2);
  });
});

describe('coverablePath', () => {
  it('src/a.ts → true', () => {
    expect(coverable('src/a.ts')).toBe(true);
  });
  it.each(['package-lock.json', 'app.min.js', '.env', 'wiki/page.md', '../x'])(
    '%s → false',
    (path) => {
      expect(coverable(path)).toBe(false);
    },
  );
});

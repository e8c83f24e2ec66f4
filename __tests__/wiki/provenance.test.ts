// Staleness from a tree listing alone: stale when the blob differs, missing when the path is gone.
import {
  pagesCoveringEach,
  staleness,
  treeListing,
  withCovers,
} from '../../src/wiki/provenance.js';
import { parsePage } from '../../src/wiki/page.js';
import { type Cover } from '../../src/wiki/covers.js';
import { type Page } from '../../src/wiki/types.js';

const sha = (c: string): string => c.repeat(40);
const page = (slug: string, covers: Cover[]): Page =>
  withCovers(parsePage(`${slug}.md`, `# ${slug}\n`).page, covers);

describe('staleness', () => {
  const pages = [
    page('tokens', [
      { path: 'src/tokens.ts', blob: sha('a') },
      { path: 'src/gone.ts', blob: sha('b') },
      { path: 'src/same.ts', blob: sha('c') },
    ]),
    page('fresh', [{ path: 'src/same.ts', blob: sha('c') }]),
    page('plain', []),
    page('auth', [{ path: 'src/auth.ts', blob: sha('d') }]),
  ];
  const tree = new Map([
    ['src/tokens.ts', sha('e')],
    ['src/same.ts', sha('c')],
    ['src/auth.ts', sha('f')],
  ]);

  it('names, per page, the files changed since the stamp and the files gone; current pages are left out', () => {
    expect(staleness(pages, tree)).toEqual([
      {
        slug: 'auth',
        stale: [{ path: 'src/auth.ts', blob: sha('d'), now: sha('f') }],
        missing: [],
      },
      {
        slug: 'tokens',
        stale: [{ path: 'src/tokens.ts', blob: sha('a'), now: sha('e') }],
        missing: [{ path: 'src/gone.ts', blob: sha('b') }],
      },
    ]);
  });

  it('reports nothing when every stamp matches, and nothing for pages without covers', () => {
    expect(staleness(pages.slice(1, 3), tree)).toEqual([]);
    expect(staleness([], new Map())).toEqual([]);
  });

  it('pagesCoveringEach says which pages cover each path asked about', () => {
    expect(pagesCoveringEach(pages, ['src/same.ts', 'src/auth.ts', 'README.md'])).toEqual(
      new Map([
        ['src/same.ts', ['fresh', 'tokens']],
        ['src/auth.ts', ['auth']],
      ]),
    );
  });

  it('treeListing keeps files and submodules, not folders', () => {
    expect(
      treeListing([
        { path: 'src', mode: '040000', type: 'tree', sha: sha('1') },
        { path: 'src/a.ts', mode: '100644', type: 'blob', sha: sha('2') },
        { path: 'vendor/lib', mode: '160000', type: 'commit', sha: sha('3') },
      ]),
    ).toEqual(
      new Map([
        ['src/a.ts', sha('2')],
        ['vendor/lib', sha('3')],
      ]),
    );
  });
});

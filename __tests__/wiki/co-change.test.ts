// Covers learned from history: a source file changed together with a page in at least two past
// commits and in at least a fifth of its own commits (all of them, or its newest 20); tests, fixtures, Markdown, manifests and
// changelogs, tooling and sweeps left out; stamped with the file's blob at HEAD.
import { coChangeCovers } from '../../src/wiki/co-change.js';

const pages = [
  { slug: 'reference/errors', file: 'reference/errors.md' },
  { slug: 'reference/reply', file: 'reference/reply.md' },
];
const head = new Map(
  ['lib/errors.js', 'lib/reply.js', 'lib/hooks.js', 'package.json', 'test/errors.test.js'].map(
    (p, i) => [p, String(i).repeat(40)],
  ),
);
const commit = (...paths: string[]) => ({ paths });

describe('coChangeCovers', () => {
  it('proposes a file changed with the page in two commits and a fifth of its own', () => {
    const history = [
      commit('lib/errors.js', 'docs/reference/errors.md', 'test/errors.test.js', 'package.json'),
      commit('lib/errors.js', 'docs/reference/errors.md', 'package.json'),
      ...Array.from({ length: 8 }, () => commit('lib/errors.js')),
      ...Array.from({ length: 12 }, () => commit('package.json')),
    ];
    expect(coChangeCovers(history, pages, { wikiPath: 'docs', head })).toEqual([
      {
        slug: 'reference/errors',
        path: 'lib/errors.js',
        blob: '0'.repeat(40),
        together: 2,
        commits: 10,
      },
    ]);
  });

  it('needs two commits together, and a fifth of the file’s own commits', () => {
    const once = [commit('lib/reply.js', 'docs/reference/reply.md'), commit('lib/reply.js')];
    expect(coChangeCovers(once, pages, { wikiPath: 'docs', head })).toEqual([]);
    const rare = [
      commit('lib/hooks.js', 'docs/reference/reply.md'),
      commit('lib/hooks.js', 'docs/reference/reply.md'),
      ...Array.from({ length: 9 }, () => commit('lib/hooks.js')),
    ];
    // 2 of 11 is under a fifth.
    expect(coChangeCovers(rare, pages, { wikiPath: 'docs', head })).toEqual([]);
  });

  it('counts a fifth of the file’s newest 20 commits too: what people do now, not years ago', () => {
    // Newest first: 4 of the newest 20 changed the page, none of the 16 before; 4 of 36 is short.
    const lately = [
      ...Array.from({ length: 4 }, () => commit('lib/reply.js', 'docs/reference/reply.md')),
      ...Array.from({ length: 32 }, () => commit('lib/reply.js')),
    ];
    expect(coChangeCovers(lately, pages, { wikiPath: 'docs', head })).toEqual([
      {
        slug: 'reference/reply',
        path: 'lib/reply.js',
        blob: '1'.repeat(40),
        together: 4,
        commits: 20,
        recent: true,
      },
    ]);
    // The same 4 commits long ago: not what the page describes any more.
    expect(coChangeCovers([...lately].reverse(), pages, { wikiPath: 'docs', head })).toEqual([]);
  });

  it('skips sweeps, files gone at HEAD and files a page may not cover', () => {
    const sweep = Array.from({ length: 60 }, (_, i) => `src/f${i}.js`);
    const history = [
      commit(...sweep, 'lib/reply.js', 'docs/reference/reply.md'),
      commit(...sweep, 'lib/reply.js', 'docs/reference/reply.md'),
      commit('lib/gone.js', 'docs/reference/reply.md'),
      commit('lib/gone.js', 'docs/reference/reply.md'),
      commit('lib/hooks.js', 'docs/reference/reply.md'),
      commit('lib/hooks.js', 'docs/reference/reply.md'),
    ];
    expect(coChangeCovers(history, pages, { wikiPath: 'docs', head })).toMatchObject([
      { slug: 'reference/reply', path: 'lib/hooks.js' },
    ]);
    const none = coChangeCovers(history, pages, {
      wikiPath: 'docs',
      head,
      coverable: (p) => p !== 'lib/hooks.js',
    });
    expect(none).toEqual([]);
  });
});

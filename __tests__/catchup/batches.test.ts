// A long catch-up cut into Tier 3 runs that fit max-iterations, each over the wiki the runs before
// it left, their files published together.
import {
  afterBatch,
  batchesOf,
  combineBatches,
  mergesPerRun,
  type Batched,
} from '../../src/catchup/batches.js';
import { parseWiki } from '../../src/wiki/load.js';

describe('batchesOf', () => {
  it('fits each run within max-iterations at three calls a merge, sizes balanced, order kept', () => {
    expect(mergesPerRun(25)).toBe(8);
    expect(mergesPerRun(1)).toBe(1);
    const twenty = Array.from({ length: 20 }, (_, i) => i);
    const runs = batchesOf(twenty, 25);
    expect(runs.map((r) => r.length)).toEqual([7, 7, 6]);
    expect(runs.flat()).toEqual(twenty);
    expect(batchesOf([1, 2, 3], 25)).toEqual([[1, 2, 3]]);
    expect(batchesOf([1, 2, 3], 1)).toEqual([[1], [2], [3]]);
  });
});

const page = (title: string) => `---\ntitle: ${title}\ndescription: d\n---\n# ${title}\n`;

describe('afterBatch and combineBatches', () => {
  const snapshot = {
    wiki: parseWiki([{ path: 'a.md', text: page('A') }]),
    existing: { index: 'old index', log: '# Wiki log\n' },
  };
  const first: Batched = {
    files: [
      { path: 'wiki/b.md', content: page('B'), action: 'create' },
      { path: 'wiki/log.md', content: '# Wiki log\n\none\n', action: 'update' },
    ],
    before: { 'wiki/b.md': null, 'wiki/log.md': '# Wiki log\n' },
    changes: [],
    created: ['b'],
    updated: [],
    summary: 'one',
  };
  const next: Batched = {
    files: [
      { path: 'wiki/b.md', content: page('B2'), action: 'update' },
      { path: 'wiki/a.md', content: page('A2'), action: 'update' },
      { path: 'wiki/log.md', content: '# Wiki log\n\none\n\ntwo\n', action: 'update' },
    ],
    before: {
      'wiki/b.md': page('B'),
      'wiki/a.md': page('A'),
      'wiki/log.md': '# Wiki log\n\none\n',
    },
    changes: [],
    created: [],
    updated: ['b', 'a'],
    summary: 'two',
  };

  it("leaves the next run the wiki as the batch's files made it", () => {
    const after = afterBatch(snapshot, first, 'wiki');
    expect(after.wiki.pages.map((p) => [p.slug, p.title])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(after.existing).toEqual({ index: 'old index', log: '# Wiki log\n\none\n' });
    expect(snapshot.wiki.pages).toHaveLength(1);
  });

  it('publishes the later text, the first before and action, both summaries', () => {
    const both = combineBatches(first, next);
    expect(
      both.files.map((f) => [f.path, f.action, f.content.includes('B2') || f.content]),
    ).toEqual([
      ['wiki/b.md', 'create', true],
      ['wiki/log.md', 'update', '# Wiki log\n\none\n\ntwo\n'],
      ['wiki/a.md', 'update', page('A2')],
    ]);
    expect(both.before['wiki/b.md']).toBeNull();
    expect(both.before['wiki/log.md']).toBe('# Wiki log\n');
    expect(both.created).toEqual(['b']);
    expect(both.updated).toEqual(['a']);
    expect(both.summary).toBe('one\n\ntwo');
  });
});

// `since` path by path (the action's commits API): the commit whose change started from the
// stamp, several stamps of one file, and the bound on reads.
import { SINCE_COMMITS, sinceByPath, type PathHistory } from '../../src/lint/since-by-path.js';

/** A file's history, newest first: each commit and the blob the file held after it. */
function history(files: Record<string, [string, string | null][]>) {
  const calls: string[] = [];
  const h: PathHistory = {
    async commits(path, max) {
      calls.push(`commits ${path}`);
      return (files[path] ?? []).slice(0, max).map(([sha]) => ({ sha, subject: `change ${sha}` }));
    },
    async blobAt(commit, path) {
      calls.push(`blob ${commit}`);
      return (files[path] ?? []).find(([sha]) => sha === commit)?.[1] ?? null;
    },
  };
  return { h, calls };
}

describe('sinceByPath', () => {
  it('names the commit after the one that left the stamped blob, for each stamp', async () => {
    const { h } = history({
      'src/a.ts': [
        ['c3', 'b3'],
        ['c2', 'b2'],
        ['c1', 'b1'],
      ],
      'src/gone.ts': [
        ['d2', null],
        ['d1', 'g1'],
      ],
    });
    const { found, unread } = await sinceByPath(
      [
        { path: 'src/a.ts', blob: 'b1' },
        { path: 'src/a.ts', blob: 'b2' },
        { path: 'src/gone.ts', blob: 'g1' },
      ],
      h,
    );
    expect(Object.fromEntries(found)).toEqual({
      'src/a.ts@b1': { commit: 'c2', subject: 'change c2' },
      'src/a.ts@b2': { commit: 'c3', subject: 'change c3' },
      'src/gone.ts@g1': { commit: 'd2', subject: 'change d2' },
    });
    expect(unread).toBe(0);
  });

  it('stops reading at its bound and counts the files left without `since`', async () => {
    const long = Array.from({ length: SINCE_COMMITS }, (_, i): [string, string] => [
      `c${i}`,
      `b${i}`,
    ]);
    const { h, calls } = history({ 'a.ts': long, 'b.ts': long, 'c.ts': long });
    const targets = ['a.ts', 'b.ts', 'c.ts'].map((path) => ({ path, blob: 'never' }));
    const { found, unread } = await sinceByPath(targets, h, 12);
    expect(found.size).toBe(0);
    expect(calls).toHaveLength(12);
    expect(unread).toBe(3);
  });
});

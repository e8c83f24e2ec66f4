// Nested .gitattributes with git as the oracle: a repository holding a root file and nested ones,
// and for a table of paths the decision GeneratedFiles makes against what `git check-attr` says.
import { jest } from '@jest/globals';
import { committedRepo, git } from '../../test-support/git-cli.js';
import { tempDirs } from '../../test-support/temp-dirs.js';
import { loadGeneratedFiles } from '../../src/paths/generated.js';

const newDir = tempDirs('gitattr-nested-');

const FILES: Record<string, string> = {
  '.gitattributes': [
    '*.min.js linguist-generated',
    'packages/x/generated/** -linguist-generated',
    '*.snap -diff',
  ].join('\n'),
  'packages/x/.gitattributes': [
    'generated/** linguist-generated',
    'generated/keep.ts -linguist-generated',
    '*.pb.go linguist-generated',
    '/top.js -diff',
    'vendor.min.js -linguist-generated',
    'keep.snap linguist-generated=false',
  ].join('\n'),
  'packages/x/sub/.gitattributes': [
    '*.pb.go -linguist-generated',
    'generated/** binary',
    '*.snap diff',
  ].join('\n'),
  'packages/z/.gitattributes': ['dist/ linguist-generated', '**/out/** binary'].join('\r\n'),
};

const PATHS = [
  'packages/x/generated/client.ts',
  'packages/x/generated/keep.ts',
  'packages/x/src/generated/a.ts',
  'generated/client.ts',
  'packages/xy/generated/client.ts',
  'packages/x/a.pb.go',
  'packages/x/deep/b.pb.go',
  'packages/x/sub/c.pb.go',
  'packages/x/sub/generated/d.ts',
  'packages/x/top.js',
  'packages/x/deep/top.js',
  'packages/x/sub/top.js',
  'packages/x/vendor.min.js',
  'packages/y/vendor.min.js',
  'packages/x/a.snap',
  'packages/x/keep.snap',
  'packages/x/sub/b.snap',
  'packages/z/dist/a.js',
  'packages/z/a/out/b.bin',
  'out/c.bin',
];

/** git's decision: linguist-generated set (or a value other than false), or diff unset. */
function gitSays(dir: string, paths: readonly string[]): Map<string, boolean> {
  const attrs = new Map<string, Record<string, string>>();
  for (const row of git(dir, 'check-attr', 'linguist-generated', 'diff', '--', ...paths)
    .trim()
    .split('\n')) {
    const [path = '', attr = '', value = ''] = row.split(': ');
    attrs.set(path, { ...attrs.get(path), [attr]: value });
  }
  return new Map(
    paths.map((p) => {
      const { 'linguist-generated': lg = '', diff = '' } = attrs.get(p) ?? {};
      const off = lg === 'unset' || lg === 'false';
      return [p, (lg !== 'unspecified' && !off) || (diff === 'unset' && !off)];
    }),
  );
}

describe('nested .gitattributes (git is the oracle)', () => {
  const load = async () => {
    const dir = committedRepo(newDir(), FILES, 'attributes');
    const listed = git(dir, 'ls-files').trim().split('\n');
    const generated = await loadGeneratedFiles([], async (p) => FILES[p] ?? null, listed);
    return { dir, generated };
  };

  it('decides every path of the table as git does', async () => {
    const { dir, generated } = await load();
    const oracle = gitSays(dir, PATHS);
    const ours = new Map(PATHS.map((p) => [p, generated.byPath(p) !== null]));
    expect(ours).toEqual(oracle);
    // The table is not trivial: both answers occur.
    expect([...oracle.values()].filter(Boolean).length).toBeGreaterThan(4);
    expect([...oracle.values()].filter((v) => !v).length).toBeGreaterThan(4);
  });

  it('names the file and the line that decided', async () => {
    const { generated } = await load();
    expect(generated.byPath('packages/x/generated/client.ts')).toBe(
      'packages/x/.gitattributes "generated/** linguist-generated"',
    );
    expect(generated.byPath('packages/x/sub/generated/d.ts')).toBe(
      'packages/x/sub/.gitattributes "generated/** binary"',
    );
    expect(generated.byPath('packages/y/vendor.min.js')).toBe(
      '.gitattributes "*.min.js linguist-generated"',
    );
  });

  it('reads only the root file when the caller lists no tree', async () => {
    const read = jest.fn(async (p: string) => FILES[p] ?? null);
    const generated = await loadGeneratedFiles([], read);
    expect(read.mock.calls).toEqual([['.gitattributes']]);
    expect(generated.byPath('packages/x/generated/client.ts')).toBeNull();
  });
});

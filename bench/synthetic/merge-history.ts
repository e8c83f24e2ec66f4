// A merge-commit history for the simulate benchmark: pull request branches merged with merge
// commits, as projects that do not squash keep them. Built with git fast-import in a temp folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TYPES = ['feat', 'fix', 'chore', 'docs', 'refactor', 'test', 'ci', 'build', 'perf', 'style'];
const DIRS = [
  'src',
  'src/core',
  'src/api',
  'lib',
  'packages/app/src',
  'tests/unit',
  'docs',
  'scripts',
];
const NAMES = [
  'index.ts',
  'util.ts',
  'models.py',
  'app.tsx',
  'README.md',
  'config.yaml',
  'main.go',
];

// Deterministic pseudo-random numbers, so every run measures the same history.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function syntheticPath(r: () => number): string {
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)]!;
  return `${pick(DIRS)}/${Math.floor(r() * 50)}-${pick(NAMES)}`;
}

/**
 * A history of `total` commits shaped like a merge-commit project: seven in ten first-parent
 * commits merge a pull request branch of 1–3 commits (every tenth branch merges the default
 * branch in first), the rest are pushed straight to it. Built with fast-import, timestamps
 * increasing. With `squash`, the same history as a squash-merging project keeps it: each pull
 * request lands as one commit with the merge's changes, so the first-parent commits and their
 * diffs are the same and only the merges' brought-in commits are missing.
 */
export function generateMergeRepo(
  total: number,
  { squash = false }: { squash?: boolean } = {},
): { dir: string; firstParent: number; merges: number } {
  const dir = mkdtempSync(join(tmpdir(), 'wi-bench-merges-'));
  spawnSync('git', ['init', '-q', '-b', 'main', dir]);
  const r = rng(11);
  const content = new Map<string, string[]>();
  const pool = Array.from({ length: 400 }, () => syntheticPath(r));
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
  const chunks: string[] = [];
  let mark = 0;
  let commits = 0;
  let firstParent = 0;
  let main = 0;
  /** Changes a few files; returns their paths. */
  const edit = (tag: string): string[] => {
    const paths = new Set<string>();
    const n = 1 + Math.floor(r() * (r() < 0.1 ? 30 : 5));
    for (let k = 0; k < n; k++) {
      const path = pool[Math.floor(r() * pool.length)]!;
      const lines = content.get(path) ?? [];
      const add = 1 + Math.floor(r() * (r() < 0.2 ? 100 : 10));
      for (let j = 0; j < add; j++) lines.push(`line ${tag}.${k}.${j} ${Math.floor(r() * 1e6)}`);
      if (lines.length > 20 && r() < 0.3) lines.splice(Math.floor(r() * 10), Math.floor(r() * 5));
      content.set(path, lines);
      paths.add(path);
    }
    return [...paths];
  };
  /** One commit of the merge-commit history; written only when `keep` (a squash drops branch commits). */
  const commit = (
    ref: string,
    message: string,
    parents: number[],
    paths: string[],
    keep = true,
  ): number => {
    const t = 1700000000 + ++commits * 60;
    if (!keep) return 0;
    chunks.push(
      `commit ${ref}\nmark :${++mark}\nauthor Dev ${commits % 7} <dev@example.com> ${t} +0000\ncommitter Dev <dev@example.com> ${t} +0000\n${data(message)}`,
      ...(parents[0] ? [`from :${parents[0]}\n`] : []),
      ...parents.slice(1).map((p) => `merge :${p}\n`),
      ...paths.map((p) => `M 100644 inline ${p}\n${data(content.get(p)!.join('\n') + '\n')}`),
      '\n',
    );
    return mark;
  };
  let pr = 0;
  let merges = 0;
  while (commits < total) {
    const type = TYPES[Math.floor(r() * TYPES.length)]!;
    firstParent++;
    if (r() < 0.3 || main === 0) {
      const message = `${type}: direct change ${commits}\n`;
      main = commit('refs/heads/main', message, [main], edit(`d${commits}`));
      continue;
    }
    const branch = `refs/heads/pr-${++pr}`;
    const touched = new Set<string>();
    let tip = main;
    const size = 1 + Math.floor(r() * 3);
    for (let c = 0; c < size; c++) {
      if (c === 1 && pr % 10 === 0) {
        // The default branch moves on; the branch merges it in before landing.
        const moved = edit(`m${commits}`);
        main = commit('refs/heads/main', `chore: meanwhile ${commits}\n`, [main], moved);
        firstParent++;
        const message = `Merge branch 'main' into pr-${pr}\n`;
        tip = commit(branch, message, [tip, main], moved, !squash);
        if (!squash) merges++;
      }
      const paths = edit(`b${commits}`);
      paths.forEach((p) => touched.add(p));
      tip = commit(branch, `${type}(pr${pr}): step ${c + 1}\n`, [tip], paths, !squash);
    }
    const message = squash
      ? `${type}: change ${pr} (#${pr})\n`
      : `Merge pull request #${pr} from dev/pr-${pr}\n\n${type}: change ${pr}\n`;
    main = commit('refs/heads/main', message, squash ? [main] : [main, tip], [...touched]);
    if (!squash) merges++;
  }
  const res = spawnSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: chunks.join(''),
    maxBuffer: 1 << 30,
  });
  if (res.status !== 0) throw new Error(`git fast-import failed: ${res.stderr}`);
  return { dir, firstParent, merges };
}

// `wiki-ingest simulate` on a merge-commit history against `git log --first-parent --numstat`,
// side by side in one run: a generated 2,000-commit history of pull requests merged with merge
// commits (some of whose branches merged the default branch in), read whole, and as a control
// the same history squash-merged (the same first-parent commits and diffs, no merge commits).
// Simulate reads the commits merges bring in with one more `git log`, not one per merge, so the
// two ratios differ by what those commits cost.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { generateMergeRepo } from '../synthetic/merge-history.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const fmt = (n: number): string => n.toFixed(1);

// The same environment for both commands, without NODE_EXTRA_CA_CERTS: when set (as on some
// machines) it alone adds ~50 ms to every node start and nothing to git's.
const ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_EXTRA_CA_CERTS'),
);

/** Wall time of a command whose stdout is read (and dropped), as a pipe consumer would. */
function timePiped(cmd: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn(cmd, args, { cwd, env: ENV, stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', () => {});
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(performance.now() - t) : reject(new Error(`${cmd} exited ${code}`)),
    );
  });
}

interface Pair {
  git: number;
  simulate: number;
}

/** git log and simulate on each repository, all four alternating, medians of `runs` runs each. */
async function sideBySide(repos: string[], runs: number): Promise<Pair[]> {
  const cli = join(process.cwd(), 'dist/cli.js');
  const gitArgs = ['log', '--first-parent', '--numstat'];
  const simArgs = (repo: string): string[] => [cli, 'simulate', '--repo', repo];
  const times = repos.map(() => ({ git: [] as number[], simulate: [] as number[] }));
  for (let i = -1; i < runs; i++)
    for (const [k, repo] of repos.entries()) {
      const g = await timePiped('git', gitArgs, repo);
      const s = await timePiped(process.execPath, simArgs(repo), repo);
      // The first round warms the file cache and is not counted.
      if (i >= 0) times[k]!.git.push(g);
      if (i >= 0) times[k]!.simulate.push(s);
    }
  return times.map((t) => ({ git: median(t.git), simulate: median(t.simulate) }));
}

export async function run(): Promise<void> {
  const merged = generateMergeRepo(2000);
  const squashed = generateMergeRepo(2000, { squash: true });
  const runs = 15;
  let m: Pair;
  let q: Pair;
  try {
    [m, q] = (await sideBySide([merged.dir, squashed.dir], runs)) as [Pair, Pair];
  } finally {
    rmSync(merged.dir, { recursive: true, force: true });
    rmSync(squashed.dir, { recursive: true, force: true });
  }
  const n = (x: number): string => x.toLocaleString('en-US');
  console.log(
    `\n## simulate over a 2,000-commit merge-commit history (generated repo, ${runs} alternating runs, medians)`,
  );
  console.log(
    `${n(merged.firstParent)} first-parent commits, ${n(merged.merges)} of its 2,000 commits are merge commits; the control is the same history squash-merged (same first-parent commits and diffs, no merge commits), measured in the same run.`,
  );
  console.log(`                                    merge commits      squash-merged`);
  console.log(
    `  git log --first-parent --numstat  ${fmt(m.git).padStart(10)} ms ${fmt(q.git).padStart(13)} ms`,
  );
  console.log(
    `  wiki-ingest simulate              ${fmt(m.simulate).padStart(10)} ms ${fmt(q.simulate).padStart(13)} ms`,
  );
  console.log(
    `  ratio                             ${(m.simulate / m.git).toFixed(2).padStart(10)}x ${(q.simulate / q.git).toFixed(2).padStart(13)}x    (target <= 1.5x)`,
  );
}

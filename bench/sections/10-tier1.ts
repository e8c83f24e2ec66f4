// Tier 1 side by side, in one run:
//  1. the whole skip path (`node dist/index.js` on a push fixture) against a bare `node -e 0`;
//  2. Tier 1 throughput on synthetic MergeInfo with 20 files (indexed globs vs every pattern on every path);
//  3. `wiki-ingest simulate` over 1,000 first-parent commits against `git log --first-parent --numstat`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';
import { parseConfig, type Config } from '../../src/config.js';
import { classify } from '../../src/tiers/prefilter.js';
import type { MergeInfo } from '../../src/types.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (ns: bigint): number => Number(ns) / 1e6;
const fmt = (n: number): string => n.toFixed(1);

function time(cmd: string, args: string[], opts: Parameters<typeof spawnSync>[2] = {}): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { stdio: 'ignore', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}`);
  return ms(process.hrtime.bigint() - t);
}

/** Runs a and b alternately `n` times; medians and ratio b/a. */
function sideBySide(n: number, a: () => number, b: () => number): { a: number; b: number } {
  a();
  b(); // warm the file cache
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < n; i++) {
    as.push(a());
    bs.push(b());
  }
  return { a: median(as), b: median(bs) };
}

export async function skipPath(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wi-bench-'));
  const event = join(dir, 'event.json');
  const commit = (id: string, message: string, modified: string[]) => ({
    id,
    message,
    author: { name: 'Ann', username: 'ann' },
    added: [],
    removed: [],
    modified,
  });
  const commits = [
    commit('a'.repeat(40), 'chore: tidy', ['src/util.ts']),
    commit('b'.repeat(40), 'chore(deps): bump', ['package.json', 'package-lock.json']),
  ];
  writeFileSync(
    event,
    JSON.stringify({
      before: 'c'.repeat(40),
      after: 'b'.repeat(40),
      head_commit: commits[1],
      commits,
    }),
  );
  writeFileSync(join(dir, 'out'), '');
  writeFileSync(join(dir, 'sum'), '');
  // Explicit and minimal for both commands: an inherited NODE_EXTRA_CA_CERTS alone adds ~50 ms to
  // bare node and hides the ratio.
  const env = {
    PATH: process.env.PATH,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: event,
    GITHUB_OUTPUT: join(dir, 'out'),
    GITHUB_STEP_SUMMARY: join(dir, 'sum'),
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    'INPUT_GITHUB-TOKEN': 'x',
  };
  const calls = await networkCalls(env);
  if (calls !== 0) throw new Error(`The skip path made ${calls} GitHub API calls; expected none.`);
  const n = 40;
  const r = sideBySide(
    n,
    () => time(process.execPath, ['-e', '0'], { env }),
    () => time(process.execPath, ['dist/index.js'], { env }),
  );
  console.log(
    `\n## Tier 1 skip path: node dist/index.js vs bare node (${n} alternating runs, medians)`,
  );
  console.log(`  node -e 0            ${fmt(r.a)} ms`);
  console.log(`  node dist/index.js   ${fmt(r.b)} ms`);
  console.log(`  ratio                ${(r.b / r.a).toFixed(2)}x   (target <= 2.5x)`);
  console.log(`  GitHub API calls     ${calls}`);
}

/** Runs the skip path once against a counting API server: every request it makes is counted. */
async function networkCalls(env: NodeJS.ProcessEnv): Promise<number> {
  let calls = 0;
  const server = createServer((_req, res) => {
    calls++;
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const child = spawn(process.execPath, ['dist/index.js'], {
    env: { ...env, GITHUB_API_URL: `http://127.0.0.1:${port}` },
    stdio: 'ignore',
  });
  const code = await new Promise<number | null>((r) => child.on('close', r));
  server.close();
  if (code !== 0) throw new Error(`node dist/index.js exited ${code} on the chore push`);
  return calls;
}

// Deterministic pseudo-random numbers, so every run measures the same data.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const DIRS = [
  'src',
  'src/core',
  'src/ui/components',
  'lib',
  'packages/app/src',
  'pkg/.config',
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
  'helpers.js',
  'yarn.lock',
  'view.vue',
  'api.py',
  'x.min.js',
];
const SUB = ['', 'api/', 'handlers/', 'models/', '__snapshots__/', 'feature/', 'deep/er/'];
const TYPES = ['feat', 'fix', 'chore', 'docs', 'refactor', 'test', 'ci', 'build', 'perf', 'style'];

function syntheticPath(r: () => number): string {
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)]!;
  if (r() < 0.05) return `wiki/${pick(NAMES).replace(/\.\w+$/, '')}.md`;
  return `${pick(DIRS)}/${r() < 0.15 ? pick(SUB) : ''}${Math.floor(r() * 50)}-${pick(NAMES)}`;
}

function syntheticMerges(count: number, files: number, unique = false): MergeInfo[] {
  const r = rng(42);
  let n = 0;
  const path = (): string => (unique ? `u${n++}/${syntheticPath(r)}` : syntheticPath(r));
  return Array.from({ length: count }, (_, i) => ({
    sha: i.toString(16).padStart(40, '0'),
    title: `${TYPES[i % TYPES.length]}(scope): change ${i}`,
    author: i % 17 === 0 ? 'renovate[bot]' : 'dev',
    files: Array.from({ length: files }, () => ({
      path: path(),
      status: 'modified',
      additions: Math.floor(r() * 4),
      deletions: Math.floor(r() * 2),
    })),
  }));
}

/** The obvious implementation, for comparison: every minimatch pattern against every path. */
function naiveClassifier(config: Config): (m: MergeInfo) => number {
  const compile = (gs: string[]) => gs.map((g) => new Minimatch(g, { dot: true }));
  const only = compile(config.skipOnlyPaths);
  const ignore = compile(config.ignorePaths);
  const rich = compile(config.richPaths);
  return (m) => {
    let count = 0;
    for (const f of m.files) {
      const p = f.path.replace(/^\.\//, '');
      if (only.some((g) => g.match(p)) || ignore.some((g) => g.match(p))) continue;
      count += rich.some((g) => g.match(p)) ? 2 : 1;
    }
    return count;
  };
}

function throughputFresh(merges: MergeInfo[], minMs = 1000): number {
  let done = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < minMs) {
    const config = parseConfig({});
    for (const m of merges) classify(m, config);
    done += merges.length;
    elapsed = ms(process.hrtime.bigint() - start);
  }
  return (done / elapsed) * 1000;
}

function throughput(fn: (m: MergeInfo) => unknown, merges: MergeInfo[], minMs = 1000): number {
  let done = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (const m of merges) fn(m);
    done += merges.length;
    elapsed = ms(process.hrtime.bigint() - start);
  }
  return (done / elapsed) * 1000;
}

export function tier1Throughput(): void {
  const config = parseConfig({});
  // Paths drawn from a repository-like pool (they recur, as in real histories) …
  const merges = syntheticMerges(5000, 20);
  // … and the worst case: every path new, so nothing is remembered between merges.
  const fresh = syntheticMerges(5000, 20, true);
  const naive = naiveClassifier(config);
  const cases: [string, () => number][] = [
    [
      'classify, recurring paths (whole rule set)',
      () => throughput((m) => classify(m, config), merges),
    ],
    [
      'classify, every path new (whole rule set)',
      // A new Config per pass of 5,000 merges: its path memo starts empty, so no path is a repeat.
      () => throughputFresh(fresh),
    ],
    ['naive: every glob on every path (globs only)', () => throughput(naive, merges)],
  ];
  for (const [, f] of cases) f(); // warm-up
  const results = cases.map(() => [] as number[]);
  for (let i = 0; i < 3; i++) cases.forEach(([, f], j) => results[j]!.push(f()));
  const med = results.map(median);
  console.log(
    '\n## Tier 1 throughput: synthetic MergeInfo, 20 files each (5,000 merges per set, medians of 3)',
  );
  cases.forEach(([label], j) =>
    console.log(
      `  ${label.padEnd(46)}${Math.round(med[j]!).toLocaleString('en-US').padStart(9)} merges/s`,
    ),
  );
  console.log(
    `  target >= 50,000 merges/s; recurring ${(med[0]! / med[2]!).toFixed(1)}x and every-path-new ${(med[1]! / med[2]!).toFixed(1)}x the naive matcher`,
  );
}

/** A 1,000+ commit repository with conventional titles and varied files, built with fast-import. */
export function generateRepo(commits: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'wi-bench-repo-'));
  spawnSync('git', ['init', '-q', '-b', 'main', dir]);
  const r = rng(7);
  const content = new Map<string, string[]>();
  const pool = Array.from({ length: 400 }, () => syntheticPath(r));
  let out = '';
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
  for (let i = 1; i <= commits; i++) {
    const type = TYPES[Math.floor(r() * TYPES.length)]!;
    const msg = `${type}${r() < 0.3 ? '(core)' : ''}: change number ${i}\n\nDetails of change ${i}.\n`;
    out += `commit refs/heads/main\nmark :${i}\nauthor Dev ${i % 5} <dev@example.com> ${1700000000 + i * 60} +0000\ncommitter Dev <dev@example.com> ${1700000000 + i * 60} +0000\n${data(msg)}`;
    if (i > 1) out += `from :${i - 1}\n`;
    const n = 1 + Math.floor(r() * (r() < 0.1 ? 40 : 6));
    for (let k = 0; k < n; k++) {
      const path = pool[Math.floor(r() * pool.length)]!;
      const lines = content.get(path) ?? [];
      const add = 1 + Math.floor(r() * (r() < 0.2 ? 120 : 12));
      for (let j = 0; j < add; j++) lines.push(`line ${i}.${k}.${j} ${Math.floor(r() * 1e6)}`);
      if (lines.length > 20 && r() < 0.3) lines.splice(Math.floor(r() * 10), Math.floor(r() * 5));
      content.set(path, lines);
      out += `M 100644 inline ${path}\n${data(lines.join('\n') + '\n')}`;
    }
    out += '\n';
  }
  const res = spawnSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: out,
    maxBuffer: 1 << 30,
  });
  if (res.status !== 0) throw new Error(`git fast-import failed: ${res.stderr}`);
  return dir;
}

/** Wall time of a command whose stdout is read (and dropped), as a pipe consumer would. */
function timePiped(cmd: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t = process.hrtime.bigint();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', () => {});
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(ms(process.hrtime.bigint() - t))
        : reject(new Error(`${cmd} exited ${code}`)),
    );
  });
}

export async function simulateVsGitLog(): Promise<void> {
  const repo = generateRepo(1200);
  const cli = join(process.cwd(), 'dist/cli.js');
  const gitArgs = ['log', '--first-parent', '--numstat', '--max-count=1000'];
  const simArgs = [cli, 'simulate', '--repo', repo, '--max-count', '1000'];
  await timePiped('git', gitArgs, repo);
  await timePiped(process.execPath, simArgs, repo);
  const g: number[] = [];
  const s: number[] = [];
  for (let i = 0; i < 9; i++) {
    g.push(await timePiped('git', gitArgs, repo));
    s.push(await timePiped(process.execPath, simArgs, repo));
  }
  const gm = median(g);
  const sm = median(s);
  console.log(
    '\n## simulate over 1,000 first-parent commits (generated repo, 9 alternating runs, medians)',
  );
  console.log(`  git log --first-parent --numstat -n 1000        ${fmt(gm)} ms`);
  console.log(`  wiki-ingest simulate --max-count 1000           ${fmt(sm)} ms`);
  console.log(
    `  ratio                                           ${(sm / gm).toFixed(2)}x   (target <= 1.5x)`,
  );
}

export async function run(): Promise<void> {
  await skipPath();
  tier1Throughput();
  await simulateVsGitLog();
}

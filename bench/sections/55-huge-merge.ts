// What a huge merge costs before any model is paid: `node dist/cli.js run` (build it first with
// `npm run bundle`) on a generated repository whose last commit changes 1,500 files, against the
// same run on a 15-file merge, side by side: the time from the process's start to its first model
// call (triage) and to its first Tier 3 call. Everything a run does per file — reading the merge,
// generated files, redaction and the secret scan, the first message — should cost in proportion to
// the files, not their square (secretlint's profiler once made the scan quadratic: 85–140 s on two
// cores before the first request). Goal: under 10 s for the 1,500-file merge here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blobId } from '../../src/wiki/blob-id.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { text, toolCall } from '../../test-support/replies.js';

const RUNS = 3;
const GOAL_MS = 10_000;

const retries = (value: number): string =>
  Array.from({ length: 30 }, (_, i) =>
    i === 12 ? `export const retries = ${value};` : `export const r${i} = ${i};`,
  ).join('\n') + '\n';

/** A repository whose last commit changes `files` files, one of them covered by a wiki page. */
function repository(files: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'wi-bench-huge-'));
  spawnSync('git', ['init', '-q', '-b', 'main', dir]);
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
  const file = (path: string, s: string) => `M 100644 inline ${path}\n${data(s)}`;
  const module = (i: number, v: number) =>
    `export function f${i}(x: number): number {\n  return x * ${v};\n}\n`;
  const page = `---\ntitle: Retries\ndescription: How retries work.\ncovers:\n  - src/config/retries.ts@${blobId(Buffer.from(retries(3)))}\n---\n# Retries\n\nThree retries.\n`;
  let out = `commit refs/heads/main\nmark :1\ncommitter Dev <dev@example.com> 1700000000 +0000\n${data('chore: init\n')}`;
  for (let i = 0; i < files - 1; i++) out += file(`src/m${i % 40}/f${i}.ts`, module(i, 1));
  out += file('src/config/retries.ts', retries(3)) + file('wiki/retries.md', page) + '\n';
  out += `commit refs/heads/main\nmark :2\ncommitter Dev <dev@example.com> 1700000060 +0000\n${data(`refactor: every module at once\n\n${'Why this changes. '.repeat(200)}\n`)}from :1\n`;
  for (let i = 0; i < files - 1; i++) out += file(`src/m${i % 40}/f${i}.ts`, module(i, 2));
  out += file('src/config/retries.ts', retries(5)) + '\n';
  const res = spawnSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: out,
    maxBuffer: 1 << 30,
  });
  if (res.status !== 0) throw new Error(`git fast-import failed: ${res.stderr}`);
  spawnSync('git', ['checkout', '-q', 'main'], { cwd: dir });
  return dir;
}

/** Milliseconds from the CLI's start to its first model call and to its first Tier 3 call. */
async function timeToCalls(dir: string): Promise<[number, number]> {
  const at: number[] = [];
  const started = performance.now();
  const fake = await startFakeMessagesApi({
    replies: (_body, index) => {
      at.push(performance.now() - started);
      return index === 0
        ? text('{"reason": "retries change", "decision": "process", "likely_type": null}')
        : toolCall('finish', { summary: 'Nothing to change.' });
    },
  });
  try {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ANTHROPIC_API_KEY: 'sk-ant-bench',
      ANTHROPIC_BASE_URL: fake.url,
    };
    const cli = join(process.cwd(), 'dist/cli.js');
    const child = spawn(process.execPath, [cli, 'run', '--repo', dir, '--dry-run', '--json'], {
      env,
      stdio: 'ignore',
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0 || at.length < 2) throw new Error(`wiki-ingest run exited ${code}`);
    return [at[0]!, at[1]!];
  } finally {
    await fake.close();
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

export async function run(): Promise<void> {
  const small = repository(15);
  const huge = repository(1500);
  try {
    const times = { small: [] as [number, number][], huge: [] as [number, number][] };
    for (let i = 0; i < RUNS; i++) {
      times.small.push(await timeToCalls(small));
      times.huge.push(await timeToCalls(huge));
    }
    const m = (xs: [number, number][], k: 0 | 1) => median(xs.map((x) => x[k]));
    console.log(
      `\n## A 1,500-file merge before any model is paid: node dist/cli.js run, time from start to the first calls (${RUNS} alternating runs, medians)`,
    );
    console.log(
      `  merge of    15 files   first call (triage) ${s(m(times.small, 0))}   first Tier 3 call ${s(m(times.small, 1))}`,
    );
    console.log(
      `  merge of 1,500 files   first call (triage) ${s(m(times.huge, 0))}   first Tier 3 call ${s(m(times.huge, 1))}`,
    );
    console.log(
      `  ratio 1,500 / 15 files ${(m(times.huge, 0) / m(times.small, 0)).toFixed(2)}x for 100x the files   target: first call < ${s(GOAL_MS)} (${m(times.huge, 0) < GOAL_MS ? 'met' : 'missed'})`,
    );
  } finally {
    rmSync(small, { recursive: true, force: true });
    rmSync(huge, { recursive: true, force: true });
  }
}

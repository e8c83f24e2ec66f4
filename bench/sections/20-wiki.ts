// The wiki map: build time on synthetic wikis of 100 / 1,000 / 10,000 pages of ~4 KB, from
// memory (parse + map) and from disk (read + parse + map), and the map/corpus ratio on the
// realistic 45-page test wiki. Target: 1,000 pages ≤ 0.5 s; growth linear (10k/1k ≈ 10).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { buildMap } from '../../src/wiki/map.js';
import { loadWiki, parseWiki, type WikiFile } from '../../src/wiki/load.js';

const CAPS = { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12000 };
const WORDS =
  'ledger invoice payment token refund tenant webhook settlement currency audit export schedule retry'.split(
    ' ',
  );

function sentence(seed: number): string {
  const n = 10 + (seed % 8);
  const words = Array.from({ length: n }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]);
  return `${words.join(' ')} **${WORDS[seed % WORDS.length]}** with \`code\` and [a link](x.md).`;
}

/** A ~4 KB page: front-matter on every other page, an H1, six H2 sections, code with # lines. */
function syntheticPage(i: number): string {
  const fm =
    i % 2 === 0
      ? `---\ntitle: Page ${i}\ndescription: ${sentence(i)}\ntype: concept\ntags: [a, b]\n---\n\n`
      : '';
  let out = `${fm}# Page ${i}\n\n${sentence(i + 1)} ${sentence(i + 2)}\n\n`;
  for (let s = 0; s < 6; s++) {
    out += `## Section ${s} of ${i}\n\n`;
    for (let p = 0; p < 2; p++) out += `${sentence(i + s + p)} ${sentence(i + s * p)}\n\n`;
    if (s % 2 === 0) out += '```sh\n# a comment, not a heading\nledgerly run --all\n```\n\n';
  }
  return out;
}

function files(n: number): WikiFile[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `area-${i % 10}/page-${i}.md`,
    text: syntheticPage(i),
  }));
}

interface Timing {
  /** Best wall-clock ms. */
  wall: number;
  /** CPU ms (user + system, all threads) of that same run: less sensitive to a busy machine. */
  cpu: number;
}

/** Best of `runs` (by wall-clock) with its CPU time. */
async function time(fn: () => unknown, runs = 3): Promise<Timing> {
  let best: Timing = { wall: Infinity, cpu: Infinity };
  for (let r = 0; r < runs; r++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    const wall = performance.now() - t;
    const used = process.cpuUsage(c);
    if (wall < best.wall) best = { wall, cpu: (used.user + used.system) / 1000 };
  }
  return best;
}

const ms = (x: number): string => `${x.toFixed(0)} ms`;

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** Wall ms of one process run; throws unless it exits 0 (and, with `check`, prints what it should). */
function spawnMs(args: string[], check?: (stdout: string) => boolean): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const wall = performance.now() - t;
  if (r.status !== 0 || (check && !check(r.stdout)))
    throw new Error(`node ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return wall;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * What a user pays: `node dist/cli.js index --wiki DIR --json` end to end in a fresh process,
 * interleaved with `node -e 0` (bare start-up) so both see the same machine load.
 */
function cliCold(dir: string, pages: number, runs = 7): { cli: number[]; node: number[] } {
  const cli: number[] = [];
  const node: number[] = [];
  for (let r = 0; r < runs; r++) {
    node.push(spawnMs(['-e', '0']));
    cli.push(
      spawnMs([CLI, 'index', '--wiki', dir, '--json'], (out) => {
        const json = JSON.parse(out) as { pages: number };
        return json.pages === pages;
      }),
    );
  }
  return { cli, node };
}

export async function run(): Promise<void> {
  console.log('\n## 20 wiki — map build time (best of 3) and map/corpus ratio');
  // The action runs once per process: the very first build (cold JIT) is what a run pays.
  const coldInput = files(1000);
  const cold = await time(() => buildMap(parseWiki(coldInput).pages, CAPS), 1);
  const kb = (files(100).reduce((n, f) => n + f.text.length, 0) / 100 / 1024).toFixed(1);
  console.log(`synthetic pages: ~${kb} KB each, 6 H2 sections, fenced code with # lines`);
  console.log(
    'pages    memory: parse+map wall / cpu   ms/page   disk: read+parse+map wall / cpu   ms/page',
  );
  const mem: Record<number, Timing> = {};
  const disk: Record<number, Timing> = {};
  let e2e: { cli: number[]; node: number[] } | null = null;
  for (const n of [100, 1000, 10000]) {
    const input = files(n);
    const runs = n > 1000 ? 3 : 5;
    mem[n] = await time(() => buildMap(parseWiki(input).pages, CAPS), runs);
    const dir = mkdtempSync(join(tmpdir(), 'wiki-bench-'));
    try {
      for (const f of input) {
        mkdirSync(join(dir, f.path, '..'), { recursive: true });
        writeFileSync(join(dir, f.path), f.text);
      }
      disk[n] = await time(async () => buildMap((await loadWiki(dir)).pages, CAPS), runs);
      if (n === 1000) e2e = cliCold(dir, n);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const m = mem[n]!;
    const d = disk[n]!;
    console.log(
      `${String(n).padStart(6)}   ${`${ms(m.wall)} / ${ms(m.cpu)}`.padStart(24)}   ${(m.wall / n).toFixed(3).padStart(7)}   ${`${ms(d.wall)} / ${ms(d.cpu)}`.padStart(31)}   ${(d.wall / n).toFixed(3).padStart(7)}`,
    );
  }
  const r = (t: Record<number, Timing>, k: keyof Timing): string =>
    (t[10000]![k] / t[1000]![k]).toFixed(1);
  console.log(
    `10k/1k ratio (linear = 10×): memory wall ${r(mem, 'wall')}× cpu ${r(mem, 'cpu')}×, disk wall ${r(disk, 'wall')}× cpu ${r(disk, 'cpu')}×`,
  );
  console.log(
    `1,000 pages from disk: ${ms(disk[1000]!.wall)} (target ≤ 500 ms); the very first 1,000-page build in this process (cold JIT): ${ms(cold.wall)} wall / ${ms(cold.cpu)} cpu`,
  );
  if (e2e) {
    const { cli, node } = e2e;
    console.log(
      `1,000 pages, cold CLI end to end (node dist/cli.js index --wiki DIR --json, ${cli.length} runs interleaved with node -e 0): ` +
        `median ${ms(median(cli))} (best ${ms(Math.min(...cli))}); node -e 0 median ${ms(median(node))}; ` +
        `the command's own cost ${ms(median(cli) - median(node))} (target ≤ 500 ms)`,
    );
  }
  const load = loadavg()[0]!;
  if (load > cpus().length)
    console.log(
      `(load average ${load.toFixed(1)} on ${cpus().length} CPUs: wall-clock figures are inflated by other processes)`,
    );

  // Side by side: what a full parse (inline tokens for every paragraph) would cost instead.
  const input = files(1000);
  const md = new MarkdownIt('commonmark');
  const full = await time(() => input.forEach((f) => md.parse(f.text, {})), 5);
  const ours = await time(() => parseWiki(input), 5);
  console.log(
    `1,000 pages: full markdown-it parse ${ms(full.wall)} vs block-level parseWiki (front-matter included) ${ms(ours.wall)} (${(full.wall / ours.wall).toFixed(1)}×)`,
  );

  const fixture = fileURLToPath(new URL('../../__tests__/fixtures/wiki/', import.meta.url));
  const s = buildMap((await loadWiki(fixture)).pages, CAPS).stats;
  console.log(
    `realistic test wiki: ${s.pages} pages, ${s.corpus_chars} chars → map ${s.index_chars} chars = ${(s.ratio * 100).toFixed(1)}% (reference: 5.1% on a 43-page documentation set)`,
  );
}

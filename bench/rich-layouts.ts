// The rich-path defaults on real source layouts (issue 32): which share of a real tree's files the
// defaults mark rich, before and after they were narrowed from whole `api/` and `services/` folders
// to API definitions, and which share of a synthetic merge history over those very files reaches
// Tier 2 — counted by the Tier 1 classifier, and again by `wiki-ingest simulate` (dist/cli.js) over
// a git repository built with that history. Real merge histories are not measured: this needs only
// the files, fetched from package registries (Debian's `golang-*-dev` and `python3-*` packages,
// `npm pack`), so it is not one of the bench/sections: run it by hand with the unpacked trees
// (after `npm run bundle`), and it replaces its own section of bench/RESULTS.md:
//   npx tsx bench/rich-layouts.ts 'label=DIR' ...
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '../src/config/parse.js';
import { classify, classifyDetailed } from '../src/prefilter/rules.js';
import type { MergeInfo } from '../src/types.js';
import { resultsFile, sectionBlock } from './results.js';

/** The defaults before issue 32, kept here only to measure against. */
const BEFORE = [
  '**/models.py',
  '**/models/**',
  '**/api.py',
  '**/api/**',
  '**/services.py',
  '**/services/**',
  '**/handlers/**',
  '**/routes/**',
  '**/controllers/**',
  '**/tasks.py',
  '**/schemas.py',
  '**/admin.py',
  '**/migrations/**',
  '**/*.proto',
  '**/openapi.{json,yaml,yml}',
  '**/*.graphql',
  '**/schema.prisma',
  'functions/api/**',
  'functions/_lib/**',
];

const MERGES = 2000;
const TYPES: [string, number][] = [
  ['feat', 25],
  ['fix', 30],
  ['refactor', 10],
  ['chore', 15],
  ['test', 8],
  ['docs', 5],
  ['build', 4],
  ['ci', 3],
];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(root, full).split('\\').join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/**
 * A synthetic history over real files: each merge changes one file and, like a real change,
 * up to seven more from the same folder; its type drawn from a typical mix, its size log-uniform
 * between 1 and ~300 changed lines per file.
 */
function history(files: string[]): MergeInfo[] {
  const r = rng(32);
  const byDir = new Map<string, string[]>();
  for (const f of files) {
    const d = posix.dirname(f);
    byDir.set(d, [...(byDir.get(d) ?? []), f]);
  }
  const total = TYPES.reduce((n, [, w]) => n + w, 0);
  const type = (): string => {
    let x = r() * total;
    for (const [t, w] of TYPES) if ((x -= w) < 0) return t;
    return 'fix';
  };
  return Array.from({ length: MERGES }, (_, i) => {
    const anchor = files[Math.floor(r() * files.length)]!;
    const near = byDir.get(posix.dirname(anchor))!;
    const size = r() < 0.4 ? 1 : r() < 0.6 ? 2 + Math.floor(r() * 2) : 4 + Math.floor(r() * 5);
    const picked = new Set([anchor]);
    for (let k = 1; k < size && picked.size < near.length; k++)
      picked.add(near[Math.floor(r() * near.length)]!);
    return {
      sha: i.toString(16).padStart(40, '0'),
      title: `${type()}: change ${i}`,
      files: [...picked].map((path) => {
        const lines = Math.floor(Math.exp(r() * Math.log(300)));
        return {
          path,
          status: 'modified',
          additions: lines,
          deletions: 0,
        };
      }),
    };
  });
}

/**
 * The same history as git commits (each file starts as one line; a merge appends its lines), read
 * back by `wiki-ingest simulate`: the share it sends on to Tier 2 with the given rich paths.
 */
function simulated(files: string[], merges: MergeInfo[], rich: (string[] | null)[]): number[] {
  const repo = mkdtempSync(join(tmpdir(), 'wi-layout-'));
  const stream: string[] = [];
  const data = (text: string): string => `data ${Buffer.byteLength(text)}\n${text}`;
  const sizes = new Map(files.map((f) => [f, 1]));
  const commit = (i: number, title: string, changes: string[]): void => {
    stream.push(
      'commit refs/heads/main',
      `committer Bench <bench@example.com> ${1_700_000_000 + i * 3600} +0000`,
      data(`${title}\n`),
      ...changes,
    );
  };
  const body = (n: number): string => 'line\n'.repeat(n);
  commit(
    0,
    'chore: import the tree',
    files.map((f) => `M 100644 inline ${f}\n${data(body(1))}`),
  );
  merges.forEach((m, i) =>
    commit(
      i + 1,
      m.title,
      m.files.map((f) => {
        const n = sizes.get(f.path)! + f.additions;
        sizes.set(f.path, n);
        return `M 100644 inline ${f.path}\n${data(body(n))}`;
      }),
    ),
  );
  execFileSync('git', ['init', '-q', '-b', 'main', repo]);
  execFileSync('git', ['-C', repo, 'fast-import', '--quiet'], { input: stream.join('\n') + '\n' });
  const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
  const shares = rich.map((globs) => {
    const flags = globs ? globs.flatMap((g) => ['--rich-paths', g]) : [];
    const out = execFileSync(
      process.execPath,
      [cli, 'simulate', '--repo', repo, '--max-count', String(merges.length), '--json', ...flags],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    const { summary } = JSON.parse(out) as { summary: { total: number; continued: number } };
    if (summary.total !== merges.length) throw new Error(`simulate saw ${summary.total} merges`);
    return summary.continued;
  });
  rmSync(repo, { recursive: true, force: true });
  return shares;
}

const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`;

function measure(label: string, root: string): { row: string; notes: string[] } {
  const files = listFiles(root);
  const before = parseConfig({ 'rich-paths': BEFORE.join('\n') });
  const after = parseConfig({});
  const rich = (c: typeof after, path: string): boolean =>
    classifyDetailed(
      { title: 'chore: x', files: [{ path, status: 'modified', additions: 1, deletions: 0 }] },
      c,
    ).files[0]!.class === 'rich';
  const richBefore = files.filter((f) => rich(before, f));
  const richAfter = files.filter((f) => rich(after, f));
  const merges = history(files);
  const through = (c: typeof after): number =>
    merges.filter((m) => classify(m, c).decision === 'continue').length;
  const t2Before = through(before);
  const t2After = through(after);
  const [simBefore, simAfter] = simulated(files, merges, [BEFORE, null]) as [number, number];
  const lost = richBefore.filter((f) => !richAfter.includes(f));
  const gained = richAfter.filter((f) => !richBefore.includes(f));
  const folders = (list: string[]): string => {
    const counts = new Map<string, number>();
    for (const f of list) {
      const d = posix.dirname(f).split('/').slice(0, 3).join('/');
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([d, n]) => `${d}/ (${n})`)
      .join(', ');
  };
  return {
    row: `| ${label} | ${files.length} | ${richBefore.length} (${pct(richBefore.length, files.length)}) | ${richAfter.length} (${pct(richAfter.length, files.length)}) | ${pct(t2Before, MERGES)} | ${pct(t2After, MERGES)} | ${pct(simBefore, MERGES)} | ${pct(simAfter, MERGES)} |`,
    notes: [
      `${label}: no longer rich ${lost.length}${lost.length ? ` — mostly ${folders(lost)}` : ''}; newly rich ${gained.length}${gained.length ? ` — ${folders(gained)}` : ''}.`,
    ],
  };
}

const args = process.argv.slice(2);
if (!args.length) {
  console.error("usage: npx tsx bench/rich-layouts.ts 'label=DIR' ...");
  process.exit(2);
}
const lines: string[] = [
  '## Rich-path defaults on real layouts (files and a synthetic history, Tier 1 only)',
  `Real source trees from package registries; for each, the share of its files the default rich-paths mark rich, and of ${MERGES} synthetic merges over its files (one file plus up to seven from the same folder, a typical mix of commit types, 1–300 changed lines per file) the share that reaches Tier 2, before (whole \`api/\` and \`services/\` folders) and after (API definitions): counted by the Tier 1 classifier, and by \`wiki-ingest simulate\` over a git repository holding that history (each merge a first-parent commit appending its lines). Not measured: real merge histories (none could be fetched here), and build files the Debian packages leave out (Dockerfiles, Makefiles).`,
  '',
  '| layout | files | rich before | rich after | to Tier 2 before | to Tier 2 after | simulate: before | simulate: after |',
  '|---|---|---|---|---|---|---|---|',
];
const notes: string[] = [];
for (const arg of args) {
  const [label, dir] = arg.split('=') as [string, string];
  const m = measure(label, dir);
  lines.push(m.row);
  notes.push(...m.notes);
}
lines.push(
  '',
  ...notes,
  '',
  'Reading it: a whole folder named `services/` or `api/` stops being rich; its route and handler files (`api/*.go`, `endpoints/`, `handlers/`, `routes/`), versioned API types (`api/**/v1/`) and schemas (OpenAPI/Swagger, `.proto`, GraphQL) stay rich. What moby loses is real API code nested under `api/server/router/` and `api/types/`; its API changes are described in `api/swagger.yaml`, which stays rich. The Python layouts keep every rich file (`models.py`, `admin.py`, `migrations/`).',
);
for (const l of lines) console.log(l);

const out = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  // not a checkout
}
const measured = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}, Node ${process.version}, commit ${commit}`;
const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
writeFileSync(
  out,
  resultsFile(
    previous,
    new Map([['12-rich-layouts', sectionBlock('12-rich-layouts', measured, lines)]]),
  ),
);
console.log(`\nwrote ${out} (12-rich-layouts)`);

// What a wiki's size costs, on synthetic wikis of 50, 500, 5,000 and 20,000 pages that follow
// wiki/SCHEMA.md (bench/synthetic/: ~1,070 words a page, folders as sections, hubs):
//  1. prompt sizes, counted as the fake Messages API counts them (chars / 4 of each block's JSON):
//     the map, the first Tier 3 request (tools + system, from ingestPrefix with its cache
//     breakpoints) and ask's first question (askPrefix + the question turn);
//  2. a cold Tier 3 run of 9 calls (8 page reads, then finish) against the fake, billed at the
//     built-in prices — with the whole map up to 5,000 pages (20,000 pages' prompt is ~6 MB a
//     request), with the folded map at every size;
//  3. `wiki-ingest index` (node dist/cli.js, built beforehand) on each wiki on disk: wall time, CPU
//     time and peak memory (max RSS), the last two read in the child process as it exits;
//  4. GitHub API calls to read the wiki (src/github/wiki-tree.ts against the git-backed fake
//     GitHub), at 500 and 5,000 pages, by route (bench/synthetic/github-read.ts);
//  5. the folded map the prompts carry past map-token-budget (src/wiki/map-view.ts: a fixed share
//     of the budget) and the full-text search index (src/wiki/search.ts) search_wiki builds.
// Figures 1–2 are given twice: "before", the whole map in every prompt (no budget), and "after",
// with the default map-token-budget (the folded map past it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { askMapBudgetFor, askPrefix } from '../../src/ask/prefix.js';
import { priceTable } from '../../src/llm/pricing.js';
import { questionMessage } from '../../src/ask/prompt.js';
import type { Config } from '../../src/config.js';
import { parseConfig } from '../../src/config/parse.js';
import { ingestPrefix } from '../../src/ingest/agent.js';
import { placeCacheBreakpoints } from '../../src/llm/cache.js';
import { approxTokens, DEFAULT_MAP_TOKEN_BUDGET } from '../../src/wiki/folded-map.js';
import { buildMap } from '../../src/wiki/map.js';
import { createWikiSearch } from '../../src/wiki/search.js';
import { foldedAllowance, promptMap } from '../../src/wiki/map-view.js';
import { parseWiki } from '../../src/wiki/load.js';
import type { Wiki } from '../../src/wiki/types.js';
import { promptBlocks, type Json } from '../../test-support/fake-messages-api.js';
import { coldTier3Run } from '../synthetic/cold-run.js';
import { measureWikiRead, type WikiReadFigures } from '../synthetic/github-read.js';
import { syntheticWiki, writeWiki } from '../synthetic/wiki.js';

const SIZES = [50, 500, 5000, 20000];
/** Past this size the whole-map ("before") cold run is not run: ~6 MB a request. */
const COLD_RUN_MAX_PAGES = 5000;
/** A budget no wiki reaches: the prompts as they were before map-token-budget. */
const NO_BUDGET = Number.MAX_SAFE_INTEGER;
const INDEX_RUNS = 3;
const READ_SIZES = [500, 5000];
const QUESTION = 'How does the invoice retry policy work, and when does it give up?';

// A collection before each heap reading, without asking for `node --expose-gc`.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const thousands = (n: number): string => Math.round(n).toLocaleString('en-US');
const k = (n: number): string =>
  n >= 10_000 ? `${thousands(n / 1000)}k` : `${(n / 1000).toFixed(1)}k`;

/** Prompt tokens of a request as the fake bills them: every tool, system block and message block. */
function requestTokens(body: Record<string, unknown>): number {
  return promptBlocks(body as { [key: string]: Json }).reduce((n, b) => n + b.tokens, 0);
}

function tier3Tokens(config: Config, wiki: Wiki): number {
  const { tools, system } = ingestPrefix(config, wiki);
  return requestTokens({ ...placeCacheBreakpoints({ tools, system, messages: [] }, '5m') });
}

function askTokens(config: Config, wiki: Wiki): number {
  // Before: no budget at all (askMapBudgetFor would still fold at a quarter of the long-prompt threshold).
  const budget =
    config.mapTokenBudget === NO_BUDGET
      ? NO_BUDGET
      : askMapBudgetFor(config.mapTokenBudget, config.askModel, priceTable());
  const prefix = askPrefix(wiki, config, budget);
  const question = { type: 'text' as const, text: questionMessage(QUESTION, false) };
  return requestTokens({
    ...placeCacheBreakpoints(
      {
        tools: prefix.tools,
        system: prefix.system,
        messages: [{ role: 'user', content: [question] }],
      },
      '5m',
    ),
  });
}

interface IndexRun {
  ms: number;
  /** User + system CPU time of the child: what the machine's load does not inflate. */
  cpuMs: number;
  rssMb: number;
}

/** `node dist/cli.js index --json` on `dir`: wall time, and CPU time and max RSS the child reports. */
function indexRun(dir: string, probe: string): Promise<IndexRun> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', probe, 'dist/cli.js', 'index', '--wiki', dir, '--json'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - t;
      const probe = /max-rss-kb (\d+) cpu-us (\d+)/.exec(err);
      if (code !== 0 || !probe)
        reject(new Error(`wiki-ingest index exited ${code}: ${err.trim()}`));
      else resolve({ ms, cpuMs: Number(probe[2]) / 1000, rssMb: Number(probe[1]) / 1024 });
    });
  });
}

/** Best wall and CPU time and highest RSS over `runs` runs. */
async function timeIndex(dir: string, probe: string, runs: number): Promise<IndexRun> {
  const all: IndexRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await indexRun(dir, probe));
  return {
    ms: Math.min(...all.map((r) => r.ms)),
    cpuMs: Math.min(...all.map((r) => r.cpuMs)),
    rssMb: Math.max(...all.map((r) => r.rssMb)),
  };
}

interface SearchFigures {
  buildMs: number;
  heapMb: number;
  queryMs: number;
}

async function searchFigures(wiki: Wiki): Promise<SearchFigures> {
  gc();
  const before = process.memoryUsage().heapUsed;
  const c = process.cpuUsage();
  const search = await createWikiSearch(wiki.pages);
  const cpu = process.cpuUsage(c);
  gc();
  const heapMb = (process.memoryUsage().heapUsed - before) / 1e6;
  const t = performance.now();
  for (const q of ['invoice retry policy', 'webhook signature verification', 'token rotaton'])
    search.search(q);
  return { buildMs: (cpu.user + cpu.system) / 1000, heapMb, queryMs: (performance.now() - t) / 3 };
}

interface Figures {
  tier3: number;
  ask: number;
  cold: number | null;
}

interface Row {
  pages: number;
  words: number;
  map: number;
  before: Figures;
  after: Figures;
  index: IndexRun;
  folded: FoldedFigures | null;
  search: SearchFigures;
}

interface FoldedFigures {
  sections: number;
  /** How the section lines were folded: in full, or deeper (fold-sections.ts's note). */
  depth: string;
  full: number;
  tokens: number;
}

/** The folded map the prompts carry (null under the budget): its size and what it shows. */
function foldedFigures(wiki: Wiki, config: Config): FoldedFigures | null {
  const view = promptMap(buildMap(wiki.pages, config), wiki.pages, config.mapTokenBudget);
  if (!view.folded) return null;
  const text = view.text;
  const depth = text.includes('(Section lines without their most linked titles')
    ? 'without titles'
    : text.includes('(Section lines with their page counts only')
      ? 'counts only'
      : 'in full';
  const full = text
    .split('\n## Pages in full\n')[1]
    ?.split('\n')
    .filter((l) => / \| /.test(l));
  return {
    sections: view.outline!.sections.length,
    depth: /^\+\d+ more sections? \(/m.test(text) ? 'largest only' : depth,
    full: full?.length ?? 0,
    tokens: approxTokens(text),
  };
}

async function measure(n: number, config: Config, dir: string, probe: string): Promise<Row> {
  const synthetic = syntheticWiki(n);
  const wiki = parseWiki(synthetic.files);
  const hubs = new Set(synthetic.hubs);
  const prose = wiki.pages.filter((p) => !hubs.has(p.slug));
  const words = prose.reduce((s, p) => s + p.body.split(/\s+/).length, 0) / prose.length;
  const map = buildMap(wiki.pages, config);
  const whole = { ...config, mapTokenBudget: NO_BUDGET };
  const before: Figures = {
    tier3: tier3Tokens(whole, wiki),
    ask: askTokens(whole, wiki),
    cold: n <= COLD_RUN_MAX_PAGES ? await coldTier3Run(whole, wiki) : null,
  };
  const after: Figures = {
    tier3: tier3Tokens(config, wiki),
    ask: askTokens(config, wiki),
    cold: await coldTier3Run(config, wiki),
  };
  const at = join(dir, String(n));
  writeWiki(at, synthetic.files);
  const index = await timeIndex(at, probe, n === SIZES.at(-1) ? INDEX_RUNS : 1);
  rmSync(at, { recursive: true, force: true });
  return {
    pages: n,
    words,
    map: approxTokens(map.text),
    before,
    after,
    index,
    folded: foldedFigures(wiki, config),
    search: await searchFigures(wiki),
  };
}

function table(head: string[], rows: string[][]): void {
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

function printReads(reads: WikiReadFigures[]): void {
  console.log(
    'GitHub API calls to read the wiki at the branch head, by route (src/github/wiki-tree.ts against the git-backed fake GitHub, every request counted; response bytes as JSON before HTTP compression):',
  );
  const row = (pages: number, route: string, r: WikiReadFigures['rest']) => [
    thousands(pages),
    route,
    thousands(r.calls),
    thousands(r.graphql),
    thousands(r.restBlobs),
    mb(r.bytes),
  ];
  table(
    ['pages', 'route', 'GitHub API calls', 'GraphQL queries', 'REST blob reads', 'response bytes'],
    reads.flatMap((r) => [
      row(r.pages, 'before: one REST request a blob', r.rest),
      row(r.pages, '**now, without a checkout: GraphQL, 250 blobs a query**', r.batched),
      row(r.pages, 'with a checkout of the wiki folder', r.checkout),
      row(
        r.pages,
        'a /wiki question on an unchanged wiki (blobs kept in the Actions cache)',
        r.kept,
      ),
    ]),
  );
  const last = reads.at(-1)!;
  console.log(
    `A /wiki question on an unchanged wiki of ${thousands(last.pages)} pages: ${thousands(last.kept.calls)} GitHub API calls and ${(last.kept.ms / 1000).toFixed(2)} s (list the wiki tree, restore its blobs from an in-process stand-in for the Actions cache, check every blob's sha, parse every page), against ${thousands(last.first.calls)} calls and ${(last.first.ms / 1000).toFixed(2)} s for the question before it, which read the wiki through GraphQL and kept it; both timed against the local fake, whose GraphQL runs graphql-js over GitHub's whole schema. The cache entry is ${mb(last.kept.packBytes)} (${mb(last.kept.packGzipBytes)} gzipped), which the real cache service downloads on top.`,
  );
  console.log(
    `The tarball of the head (one call, then a download from codeload) would carry ${reads.map((r) => `${mb(r.tarballBytes)} at ${thousands(r.pages)} pages`).join(', ')} for a repository holding little but the wiki, and the whole source tree of a real one: not chosen. A GraphQL query costs one point (it holds no connection) of the workflow token's 1,000 an hour; REST, one request a blob of its 1,000 an hour.`,
  );
}

const vs = (x: number, y: number): string => `${(x / y).toFixed(2)}×`;

/** Issue 16's targets for the folded prompts, each against the 500-page figure. */
function printTargets(rows: Row[]): void {
  const base = rows.find((r) => r.pages === 500)!;
  const at = (n: number): Row => rows.find((r) => r.pages === n)!;
  const check = (what: string, x: number, y: number, max: number): string =>
    `${what} ${vs(x, y)} (target ≤ ${max.toFixed(1)}×: ${x / y <= max ? 'met' : 'missed'})`;
  const askMax = Math.max(...rows.map((r) => r.after.ask));
  console.log(
    `Against the 500-page figures, with the folded map: ${[
      check('first Tier 3 request at 5,000 pages', at(5000).after.tier3, base.after.tier3, 1.3),
      check('at 20,000 pages', at(20000).after.tier3, base.after.tier3, 1.5),
      check('ask question 1 at 20,000 pages', at(20000).after.ask, base.after.ask, 1.5),
      check(
        'the cold 9-call Tier 3 run at 5,000 pages',
        at(5000).after.cold!,
        base.after.cold!,
        1.3,
      ),
    ].join(
      '; ',
    )}. The largest ask prompt is ${thousands(askMax)} tokens (target < 100,000: ${askMax < 100_000 ? 'met' : 'missed'}).`,
  );
}

function printPrompts(rows: Row[]): void {
  const base = rows.find((r) => r.pages === 500)!;
  const usd = (x: number | null): string =>
    x === null ? 'not run (~6 MB a request)' : `$${x.toFixed(3)}`;
  console.log(`\n## 60 scale — what a wiki's size costs, before and after map-token-budget`);
  console.log(
    `Synthetic wikis following wiki/SCHEMA.md (bench/synthetic/wiki.ts): ~${thousands(rows[0]!.words)} words in the body of a page (a hub: half that, and its list of links), folders as sections with an overview hub each, three hubs at the top. Tokens as the fake Messages API counts them (chars / 4 of each block's JSON). Prompts over 200k tokens exceed the current models' context window: the real API refuses them. Before: the whole map and the slug enums in every prompt. After: map-token-budget ${thousands(DEFAULT_MAP_TOKEN_BUDGET)} (the default); past it the folded map (at most ${thousands(foldedAllowance(DEFAULT_MAP_TOKEN_BUDGET).total)} tokens, a tenth of the budget, whatever the wiki's size), no enums, search_wiki and open_section. "vs 500" compares the after figure with the 500-page one.`,
  );
  table(
    [
      'pages',
      'map',
      'first Tier 3 request, before',
      'after',
      'vs 500',
      'ask q1, before',
      'after',
      'vs 500',
      'cold Tier 3 run (9 calls), before',
      'after',
      'vs 500',
    ],
    rows.map((r) => [
      thousands(r.pages),
      k(r.map),
      k(r.before.tier3),
      k(r.after.tier3),
      vs(r.after.tier3, base.after.tier3),
      k(r.before.ask),
      k(r.after.ask),
      vs(r.after.ask, base.after.ask),
      usd(r.before.cold),
      usd(r.after.cold),
      vs(r.after.cold!, base.after.cold!),
    ]),
  );
  printTargets(rows);
}

function printIndex(rows: Row[]): void {
  console.log(
    `\`wiki-ingest index --json\` on the wiki on disk (node dist/cli.js; best of ${INDEX_RUNS} runs at ${thousands(SIZES.at(-1)!)} pages, one run below; CPU time (user + system) and max RSS read by the process as it exits — on a shared machine the wall time grows with the load average, the CPU time much less):`,
  );
  table(
    ['pages', 'wall time', 'CPU time', 'max RSS'],
    rows.map((r) => [
      thousands(r.pages),
      `${(r.index.ms / 1000).toFixed(2)} s`,
      `${(r.index.cpuMs / 1000).toFixed(2)} s`,
      `${thousands(r.index.rssMb)} MB`,
    ]),
  );
}

function printFolded(rows: Row[]): void {
  console.log(
    `Past the map budget: the folded map the prompts carry (src/wiki/map-view.ts: section lines within half its share, folded deeper past it; then the top-level hubs, recent pages and folders' hubs in full while they fit) and the full-text index search_wiki builds on its first call (src/wiki/search.ts, MiniSearch; build CPU time, heap after a collection, mean of 3 queries):`,
  );
  table(
    [
      'pages',
      'sections',
      'section lines',
      'pages in full',
      'folded map',
      'search index build',
      'heap',
      'query',
    ],
    rows.map((r) => [
      thousands(r.pages),
      String(r.folded?.sections ?? '—'),
      r.folded?.depth ?? 'whole map (under the budget)',
      String(r.folded?.full ?? '—'),
      r.folded ? k(r.folded.tokens) : '—',
      `${(r.search.buildMs / 1000).toFixed(2)} s`,
      `${thousands(r.search.heapMb)} MB`,
      `${r.search.queryMs.toFixed(1)} ms`,
    ]),
  );
}

function print(rows: Row[], reads: WikiReadFigures[]): void {
  printPrompts(rows);
  printIndex(rows);
  printReads(reads);
  printFolded(rows);
  console.log(`Load average at the end of the section: ${loadavg()[0]!.toFixed(1)}.`);
}

export async function run(): Promise<void> {
  const config = parseConfig({ 'anthropic-api-key': 'k', 'max-iterations': '9' });
  const dir = mkdtempSync(join(tmpdir(), 'wi-bench-scale-'));
  const probe = join(dir, 'max-rss.mjs');
  writeFileSync(
    probe,
    "process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write(`max-rss-kb ${u.maxRSS} cpu-us ${u.userCPUTime + u.systemCPUTime}\\n`); });\n",
  );
  try {
    const rows: Row[] = [];
    // Progress on stderr: bench/RESULTS.md takes what the section prints on stdout.
    const progress = (what: string): boolean => process.stderr.write(`  60-scale: ${what}\n`);
    for (const n of SIZES) {
      progress(`${thousands(n)} pages`);
      rows.push(await measure(n, config, dir, probe));
    }
    const reads: WikiReadFigures[] = [];
    for (const n of READ_SIZES) {
      progress(`reading ${thousands(n)} pages through the fake GitHub`);
      reads.push(await measureWikiRead(n));
    }
    print(rows, reads);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

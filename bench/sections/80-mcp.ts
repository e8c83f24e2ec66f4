// `wiki-ingest mcp` at scale, as a coding agent's client meets it: the bundled server
// (node dist/cli.js mcp, built beforehand) spawned over a synthetic wiki of 5,000 and 20,000
// pages (bench/synthetic/) in a git repository, driven by the MCP SDK's own client over stdio.
// Per size, one server: connect (spawn to initialize answered), tools/list, a search_wiki issued
// the moment tools/list answered (answered from the start-up scan of the page files while the
// wiki is read and indexed), the time until the server says its search index is
// ready, then a search; a second server: the agent's first search once start-up indexing is done.
// Also impacted_pages after a working-tree edit of a covered file (first call: the wiki read at
// the base from git; next: held) and `wiki-ingest impact --working-tree` on the same change.
// Side by side at 20,000 pages, in process (the WikiService over the disk the CLI composes): the
// cold first search_wiki issued as the server starts, answered from the start-up scan of the page
// files (src/mcp/scan-search.ts) and, as before the scan, after the wiki is read and quick-indexed.
// Targets at 20,000 pages: tools/list < 0.5 s, first search < 1 s.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { syntheticWiki, writeWiki } from '../synthetic/wiki.js';
import { wikiDisk } from '../../src/cli/mcp.js';
import { WikiService } from '../../src/mcp/service.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';
import { DEFAULT_MAP_TOKEN_BUDGET } from '../../src/wiki/folded-map.js';

const SIZES = [5000, 20000];
const CLI = join(process.cwd(), 'dist', 'cli.js');
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'b',
  GIT_AUTHOR_EMAIL: 'b@x',
  GIT_COMMITTER_NAME: 'b',
  GIT_COMMITTER_EMAIL: 'b@x',
};

const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd: dir, env: GIT_ENV, maxBuffer: 1 << 26 }).toString();

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const thousands = (n: number): string => n.toLocaleString('en-US');

/** A repository holding the synthetic wiki and one page covering src/covered.ts, committed on main. */
function repoOf(pages: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'wi-bench-mcp-'));
  git(dir, 'init', '-q', '-b', 'main');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/covered.ts'), 'export const rotate = () => 1;\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'feat: the code');
  const blob = git(dir, 'rev-parse', 'HEAD:src/covered.ts').trim();
  writeWiki(join(dir, 'wiki'), syntheticWiki(pages).files);
  writeFileSync(
    join(dir, 'wiki/covered-page.md'),
    `---\ntitle: "Rotation"\ndescription: "How rotate works."\ncovers:\n  - src/covered.ts@${blob}\n---\n# Rotation\n\nIt returns 1.\n`,
  );
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'docs: the wiki');
  return dir;
}

interface Server {
  client: Client;
  connectMs: number;
  /** ms from spawn until stderr said the search index is ready. */
  ready: Promise<number>;
  close: () => Promise<void>;
}

async function serve(dir: string): Promise<Server> {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp'],
    cwd: dir,
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'pipe',
  });
  let err = '';
  const ready = new Promise<number>((resolve) =>
    transport.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      if (/search index ready/.test(err)) resolve(performance.now() - started);
    }),
  );
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  return { client, connectMs: performance.now() - started, ready, close: () => client.close() };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await run();
  return { ms: performance.now() - t, value };
}

const search = (client: Client, query: string) =>
  timed(() => client.callTool({ name: 'search_wiki', arguments: { query } }));

/** Which search answered: the start-up scan, the quick index or the full one. */
const answeredBy = (result: unknown): string => {
  const text = JSON.stringify(result);
  if (text.includes('a scan of the page files')) return 'scan';
  return text.includes('still being indexed') ? 'quick index' : 'full index';
};

interface Row {
  pages: number;
  connectMs: number;
  listMs: number;
  atOnce: { ms: number; by: string };
  readyMs: number;
  afterReadyMs: number;
  firstMs: number;
  impacted: [number, number];
  cliMs: number;
}

async function measure(pages: number): Promise<Row> {
  const dir = repoOf(pages);
  try {
    const a = await serve(dir);
    const list = await timed(() => a.client.listTools());
    const atOnce = await search(a.client, 'invoice retry policy');
    const readyMs = await a.ready;
    const afterReady = await search(a.client, 'token rotation expiry');
    writeFileSync(join(dir, 'src/covered.ts'), 'export const rotate = () => 2;\n');
    const call = () => a.client.callTool({ name: 'impacted_pages', arguments: {} });
    const i1 = await timed(call);
    const i2 = await timed(call);
    await a.close();

    const b = await serve(dir);
    await b.client.listTools();
    await b.ready;
    const first = await search(b.client, 'ledger reconciliation');
    await b.close();

    const cli = await timed(
      () =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [CLI, 'impact', '--working-tree', '--repo', dir], {
            stdio: 'ignore',
          });
          child.on('error', reject);
          child.on('close', () => resolve());
        }),
    );
    return {
      pages,
      connectMs: a.connectMs,
      listMs: list.ms,
      atOnce: { ms: atOnce.ms, by: answeredBy(atOnce.value) },
      readyMs,
      afterReadyMs: afterReady.ms,
      firstMs: first.ms,
      impacted: [i1.ms, i2.ms],
      cliMs: cli.ms,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** The cold first search of a service started on `dir`'s wiki, with the start-up scan or without. */
async function coldSearch(dir: string, scan: boolean): Promise<{ ms: number; scanned: boolean }> {
  const { scanPage, ...before } = wikiDisk(join(dir, 'wiki'), dir, 'index.md');
  const disk = scan ? { ...before, scanPage } : before;
  const service = new WikiService(disk, async () => null, {
    caps: DEFAULT_CAPS,
    pageCharCap: DEFAULT_CAPS.pageCharCap,
    mapTokenBudget: DEFAULT_MAP_TOKEN_BUDGET,
    withheld: () => false,
  });
  service.start(disk.stamp());
  const t = performance.now();
  const out = await service.call('search_wiki', { query: 'invoice retry policy' });
  const ms = performance.now() - t;
  await service.searchReady(true); // let the background work end before the next measurement
  return { ms, scanned: out.content.includes('a scan of the page files') };
}

/** The cold first search at `pages`, the previous path (no scan) then the scan, on one wiki. */
async function sideBySide(pages: number): Promise<void> {
  const dir = repoOf(pages);
  try {
    const before = await coldSearch(dir, false);
    const after = await coldSearch(dir, true);
    console.log(
      `Cold first search_wiki at ${thousands(pages)} pages, issued as the server starts (in process): ${s(after.ms)} from the start-up scan${after.scanned ? '' : ' (NOT answered from the scan)'}, ${s(before.ms)} before it (the wiki read, then the quick index): ${(before.ms / after.ms).toFixed(1)}× faster.`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

export async function run(): Promise<void> {
  const rows: Row[] = [];
  for (const n of SIZES) {
    process.stderr.write(`  80-mcp: ${thousands(n)} pages\n`);
    rows.push(await measure(n));
  }
  console.log(
    'wiki-ingest mcp over stdio (the MCP SDK client against node dist/cli.js mcp), synthetic wikis in a git repository. "search at once": issued the moment tools/list answered, before start-up indexing is done (what answered it named); "index ready": spawn to the server saying its full search index is built; "first search": a second server, its first search_wiki once start-up indexing is done. Targets at 20,000 pages: tools/list under 0.5 s, first search under 1 s.',
  );
  console.log(
    '| pages | connect | tools/list | search at once | index ready | search after | first search | impacted_pages (first, next) | wiki-ingest impact --working-tree |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${thousands(r.pages)} | ${s(r.connectMs)} | ${s(r.listMs)} | ${s(r.atOnce.ms)} (${r.atOnce.by}) | ${s(r.readyMs)} | ${s(r.afterReadyMs)} | ${s(r.firstMs)} | ${s(r.impacted[0])}, ${s(r.impacted[1])} | ${s(r.cliMs)} |`,
    );
  await sideBySide(SIZES.at(-1)!);
  console.log(`Load average at the end of the section: ${loadavg()[0]!.toFixed(1)}.`);
}

// `wiki-ingest lint` on a generated repository: 1,000 pages covering two files each, 5,000
// commits of history (written with one `git fast-import`), some 60 covered files changed and 10
// deleted in the 1,000 commits after the wiki's, so the single `git log` placing `since` walks
// back a fifth of the history. Each page also names its two files and the function each defines
// in backticks (4,000 names); a change to a file renames its function, so the dead-reference rule
// finds every changed file's old name and every deleted file's path and name. Measured as a user runs it: `node dist/cli.js lint --json` in a fresh
// process, interleaved with `node -e 0` and with `index --json` on the same pages (the map alone,
// whose own section gives its time on a quiet machine: the ratio survives a busy one). Target:
// ≤ 2 s end to end.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMap, renderIndex } from '../../src/wiki/map.js';
import { parseWiki } from '../../src/wiki/load.js';

const PAGES = 1000;
const COMMITS = 5000;
/** Files the pages cover (two each), and as many again that no page covers. */
const COVERED = PAGES * 2;
const SOURCES = COVERED * 2;
/** The wiki lands at this commit; the commits after it make some pages stale. */
const WIKI_AT = 4000;
/** After the wiki commit, every this many commits deletes a covered file (missing-source). */
const DELETE_EVERY = 97;
const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

const source = (i: number): string => `src/area-${i % 20}/mod-${i}.ts`;
/** The function module `i` defines at `version`: each change renames it. */
const handler = (i: number, version: number): string =>
  version === 0 ? `handler${i}` : `handler${i}v${version}`;
const sourceText = (i: number, version: number): string =>
  `// Module ${i}\nexport const version = ${version};\nexport function ${handler(i, version)}() {}\n${'export const filler = "ledger payment token";\n'.repeat(8)}`;
const blobSha = (text: string): string =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0${text}`)
    .digest('hex');

/** A deterministic pseudo-random sequence (no Math.random: the same repository every run). */
function* numbers(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

/** A ~4 KB page covering two files and naming them, linking its neighbours (every tenth is a hub). */
function page(i: number, covers: string[], names: string[]): string {
  const links = [1, 2, ...(i % 10 === 0 ? [3, 4, 5] : [])].map(
    (d) => `[[area-${(i + d) % 10}/page-${(i + d) % PAGES}]]`,
  );
  const para = `The ledger keeps payment tokens per tenant; see ${links.join(', ')} for the neighbours. `;
  let body = `# Page ${i}\n\n${para.repeat(2)}\n\nIt lives in ${names.map((n) => `\`${n}\``).join(', ')}.\n\n`;
  for (let s = 0; s < 6; s++) body += `## Section ${s}\n\n${para.repeat(4)}\n\n`;
  return `---\ntitle: Page ${i}\ndescription: How part ${i} of the ledger works.\ntype: concept\ncovers:\n${covers.map((c) => `  - ${c}\n`).join('')}---\n${body}`;
}

const data = (text: string): string => `data ${Buffer.byteLength(text)}\n${text}\n`;

/** The fast-import stream of the whole history, and the stale and missing files lint should find. */
function history(): { stream: string; stale: number; missing: number; dead: number } {
  const version = Array.from({ length: SOURCES }, () => 0);
  const out: string[] = [];
  const rand = numbers(7);
  const next = (n: number): number => rand.next().value! % n;
  const commit = (n: number, subject: string, changes: string): void => {
    out.push(
      `commit refs/heads/main\ncommitter Bench <bench@example.com> ${1_700_000_000 + n * 60} +0000\n${data(subject)}${changes}`,
    );
  };
  let changes = '';
  for (let i = 0; i < SOURCES; i++)
    changes += `M 100644 inline ${source(i)}\n${data(sourceText(i, 0))}`;
  commit(0, 'feat: the ledger', changes);
  /** Covered files changed, and deleted, after the wiki commit. */
  const changed = new Set<number>();
  const deleted = new Set<number>();
  for (let n = 1; n < COMMITS; n++) {
    if (n === WIKI_AT) {
      const files = Array.from({ length: PAGES }, (_, i) => {
        const covered = [2 * i, 2 * i + 1];
        const covers = covered.map((s) => `${source(s)}@${blobSha(sourceText(s, version[s]!))}`);
        const names = covered.flatMap((s) => [source(s), `${handler(s, version[s]!)}()`]);
        return { path: `area-${i % 10}/page-${i}.md`, text: page(i, covers, names) };
      });
      const index = renderIndex(buildMap(parseWiki(files).pages));
      changes = [...files, { path: 'index.md', text: index }]
        .map((f) => `M 100644 inline wiki/${f.path}\n${data(f.text)}`)
        .join('');
      commit(n, 'docs: the wiki', changes);
      continue;
    }
    // Before the wiki: any file. After it: mostly files no page covers, one covered file every
    // ten commits, and now and then a covered file deleted.
    const after = n > WIKI_AT;
    const picks =
      after && n % 10 === 0
        ? [next(COVERED)]
        : [0, 1, 2].map(() => (after ? COVERED + next(SOURCES - COVERED) : next(SOURCES)));
    changes = '';
    for (const s of picks.filter((p) => !deleted.has(p))) {
      version[s]!++;
      if (after && s < COVERED) changed.add(s);
      changes += `M 100644 inline ${source(s)}\n${data(sourceText(s, version[s]!))}`;
    }
    if (after && n % DELETE_EVERY === 0) {
      const gone = next(COVERED);
      deleted.add(gone);
      changed.delete(gone);
      changes += `D ${source(gone)}\n`;
    }
    commit(n, `feat(area-${picks[0]! % 20}): change ${n}`, changes);
  }
  const dead = changed.size + 2 * deleted.size;
  return { stream: out.join(''), stale: changed.size, missing: deleted.size, dead };
}

function spawnMs(
  args: string[],
  cwd?: string,
): { ms: number; stdout: string; code: number | null } {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20, cwd });
  return { ms: performance.now() - t, stdout: r.stdout, code: r.status };
}

/**
 * CPU ms (user + system) of one run, git children included, through bash's `times` (the child
 * rusage Node does not expose); null where bash is missing. Less sensitive to a busy machine
 * than wall-clock time.
 */
function cpuMs(args: string[]): number | null {
  const r = spawnSync('bash', ['-c', '"$0" "$@" >/dev/null; times', process.execPath, ...args], {
    encoding: 'utf8',
  });
  const children = r.stdout?.trim().split('\n')[1];
  if (r.status !== 0 || !children) return null;
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  );
  return seconds.length === 2 ? (seconds[0]! + seconds[1]!) * 1000 : null;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number): string => `${x.toFixed(0)} ms`;

export async function run(): Promise<void> {
  console.log(
    `\n## 60 lint — wiki-ingest lint on ${PAGES.toLocaleString('en')} pages and ${COMMITS.toLocaleString('en')} commits`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'wiki-lint-bench-'));
  try {
    const git = (args: string[], input?: string): void => {
      const r = spawnSync('git', args, { cwd: dir, input, encoding: 'utf8', maxBuffer: 1 << 30 });
      if (r.status !== 0) throw new Error(`git ${args[0]} failed: ${r.stderr}`);
    };
    const t = performance.now();
    const expected = history();
    git(['init', '-q', '-b', 'main']);
    git(['fast-import', '--quiet'], expected.stream);
    git(['reset', '-q', '--hard', 'main']);
    console.log(
      `generated in ${ms(performance.now() - t)}: ${SOURCES.toLocaleString('en')} source files (${COVERED.toLocaleString('en')} covered by the pages), the wiki at commit ${WIKI_AT.toLocaleString('en')}`,
    );

    const runs = 7;
    const lint: number[] = [];
    const node: number[] = [];
    const index: number[] = [];
    const cpu: number[] = [];
    const nodeCpu: number[] = [];
    let report: {
      pages: number;
      findings: { rule: string; since?: string }[];
      counts: Record<string, number>;
    } | null = null;
    for (let r = 0; r < runs; r++) {
      node.push(spawnMs(['-e', '0']).ms);
      index.push(spawnMs([CLI, 'index', '--wiki', join(dir, 'wiki'), '--json']).ms);
      const res = spawnMs([CLI, 'lint', '--repo', dir, '--json', '--fail-on', 'never']);
      if (res.code !== 0) throw new Error(`lint exited ${res.code}`);
      lint.push(res.ms);
      report = JSON.parse(res.stdout) as typeof report;
      const c = cpuMs([CLI, 'lint', '--repo', dir, '--json', '--fail-on', 'never']);
      const n = cpuMs(['-e', '0']);
      if (c !== null && n !== null) {
        cpu.push(c);
        nodeCpu.push(n);
      }
    }
    const c = report!.counts;
    const placed = report!.findings.filter(
      (f) => (f.rule === 'stale' || f.rule === 'missing-source') && f.since,
    ).length;
    const deadPlaced = report!.findings.filter(
      (f) => f.rule === 'dead-reference' && f.since,
    ).length;
    console.log(
      `findings: ${report!.pages} pages; stale ${c.stale} (expected ${expected.stale}), missing-source ${c['missing-source']} (expected ${expected.missing}), since placed for ${placed} of ${c.stale! + c['missing-source']!}; dead-reference ${c['dead-reference']} (expected ${expected.dead}, ${deadPlaced} with the removing commit); dead-link ${c['dead-link']}, index-drift ${c['index-drift']}, orphan ${c.orphan}`,
    );
    console.log(
      `node dist/cli.js lint --json, cold process (${runs} runs interleaved with node -e 0 and index): median ${ms(median(lint))} (best ${ms(Math.min(...lint))}); node -e 0 median ${ms(median(node))}; index --json on the same pages from disk median ${ms(median(index))}, lint/index ${(median(lint) / median(index)).toFixed(2)}× — target ≤ 2,000 ms end to end`,
    );
    if (cpu.length)
      console.log(
        `CPU time (user + system, git children included, median of ${cpu.length}): lint ${ms(median(cpu))}, node -e 0 ${ms(median(nodeCpu))}`,
      );
    const load = loadavg()[0]!;
    if (load > cpus().length)
      console.log(
        `(load average ${load.toFixed(1)} on ${cpus().length} CPUs: wall-clock figures are inflated by other processes)`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

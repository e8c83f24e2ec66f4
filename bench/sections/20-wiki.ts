// The wiki map: build time on synthetic wikis of 100 / 1,000 / 10,000 pages of ~4 KB, from
// memory (parse + map) and from disk (read + parse + map), and the map/corpus ratio on the
// realistic 45-page test wiki. Target: 1,000 pages ≤ 0.5 s; growth linear (10k/1k ≈ 10).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { buildMap, loadWiki, parseWiki, type WikiFile } from '../../src/wiki/index.js';

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

/** Best of `runs` timings in ms. */
async function time(fn: () => unknown, runs = 3): Promise<number> {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    await fn();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

export async function run(): Promise<void> {
  console.log('\n## 20 wiki — map build time (best of 3) and map/corpus ratio');
  // The action runs once per process: the very first build (cold JIT) is what a run pays.
  const cold = files(1000);
  const coldMs = await time(() => buildMap(parseWiki(cold).pages, CAPS), 1);
  const kb = (files(100).reduce((n, f) => n + f.text.length, 0) / 100 / 1024).toFixed(1);
  console.log(`synthetic pages: ~${kb} KB each, 6 H2 sections, fenced code with # lines`);
  console.log('pages    memory: parse+map   ms/page   disk: read+parse+map   ms/page');
  const mem: Record<number, number> = {};
  const disk: Record<number, number> = {};
  for (const n of [100, 1000, 10000]) {
    const input = files(n);
    mem[n] = await time(() => buildMap(parseWiki(input).pages, CAPS));
    const dir = mkdtempSync(join(tmpdir(), 'wiki-bench-'));
    try {
      for (const f of input) {
        mkdirSync(join(dir, f.path, '..'), { recursive: true });
        writeFileSync(join(dir, f.path), f.text);
      }
      disk[n] = await time(async () => buildMap((await loadWiki(dir)).pages, CAPS));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(
      `${String(n).padStart(6)}   ${mem[n]!.toFixed(0).padStart(12)} ms   ${(mem[n]! / n).toFixed(3).padStart(7)}   ${disk[n]!.toFixed(0).padStart(17)} ms   ${(disk[n]! / n).toFixed(3).padStart(7)}`,
    );
  }
  console.log(
    `10k/1k ratio: memory ${(mem[10000]! / mem[1000]!).toFixed(1)}×, disk ${(disk[10000]! / disk[1000]!).toFixed(1)}× (linear = 10×); ` +
      `1,000 pages from disk: ${disk[1000]!.toFixed(0)} ms (target ≤ 500 ms); very first 1,000-page build in this process (cold): ${coldMs.toFixed(0)} ms`,
  );

  // Side by side: what a full parse (inline tokens for every paragraph) would cost instead.
  const input = files(1000);
  const md = new MarkdownIt('commonmark');
  const full = await time(() => input.forEach((f) => md.parse(f.text, {})));
  const ours = await time(() => parseWiki(input));
  console.log(
    `1,000 pages: full markdown-it parse ${full.toFixed(0)} ms vs block-level parsePage ${ours.toFixed(0)} ms (${(full / ours).toFixed(1)}×)`,
  );

  const fixture = fileURLToPath(new URL('../../__tests__/fixtures/wiki/', import.meta.url));
  const s = buildMap((await loadWiki(fixture)).pages, CAPS).stats;
  console.log(
    `realistic test wiki: ${s.pages} pages, ${s.corpus_chars} chars → map ${s.index_chars} chars = ${(s.ratio * 100).toFixed(1)}% (reference: 5.1% on a 43-page documentation set)`,
  );
}

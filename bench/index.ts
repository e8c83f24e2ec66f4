// `npm run bench`: every file in bench/sections runs in name order, each printing its own
// side-by-side ratios. Nothing here is a pass/fail timing test. What each section prints goes to
// the console as it comes and, at the end, into bench/RESULTS.md (committed, quoted by the README):
// a run limited to some sections (`npm run bench -- 10-tier1`) replaces only those in the file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { format } from 'node:util';
import { fileURLToPath } from 'node:url';
import { resultsFile, sectionBlock } from './results.js';

const dir = fileURLToPath(new URL('./sections/', import.meta.url));
const out = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const only = process.argv.slice(2);

const print = console.log.bind(console);
let captured: string[] = [];
console.log = (...args: unknown[]): void => {
  print(...args);
  captured.push(...format(...args).split('\n'));
};

const machine = (): string =>
  `${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}, Node ${process.version}`;
const commit = (): string => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

const blocks = new Map<string, string>();
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort()) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  const section = (await import(new URL(`./sections/${file}`, import.meta.url).href)) as {
    run(): Promise<void>;
  };
  const name = file.replace(/\.ts$/, '');
  const started = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine()} at the start`;
  captured = [];
  await section.run();
  blocks.set(name, sectionBlock(name, `${started}, commit ${commit()}`, captured));
}
console.log = print;

const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
writeFileSync(out, resultsFile(previous, blocks));
print(`\nwrote ${out} (${[...blocks.keys()].join(', ')})`);

// `wiki-ingest simulate`'s entry. Reading history is the floor of its time, so `git log` starts
// from a quick read of argv before the rest of the command (flag checks, config, Tier 1 — zod and
// minimatch among them) loads; ./backtest.ts then validates everything and uses that history only
// if the full parse asks for the same one.
import { parseArgs } from 'node:util';
import { startHistory } from '../merge/git.js';
import type { EarlyHistory } from './backtest.js';

/** A history started from argv, or undefined whenever the quick read is unsure (then nothing runs). */
export function startEarly(argv: string[]): EarlyHistory | undefined {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        repo: { type: 'string' },
        'max-count': { type: 'string', short: 'n' },
        branch: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: false,
      allowPositionals: true,
    });
    const { repo = '.', branch: rev = 'HEAD', 'max-count': max, help } = values;
    if (help || typeof repo !== 'string' || typeof rev !== 'string') return undefined;
    if (max !== undefined && (typeof max !== 'string' || !/^\d+$/.test(max))) return undefined;
    const opts = { rev, ...(max !== undefined ? { maxCount: Number(max) } : {}) };
    return { repo, opts, history: startHistory(repo, opts) };
  } catch {
    return undefined; // the full parse in ./backtest.ts reports it
  }
}

export async function main(argv: string[]): Promise<number> {
  const early = startEarly(argv);
  return (await import('./backtest.js')).main(argv, early);
}

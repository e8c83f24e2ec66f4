// A generated log.md of 300 entries, two hours apart from 2026-11-02 (a Monday), whose totals are
// known by construction (the pulse tests state them by hand): ingest entries written by the
// writer itself, skip entries in today's and in the older form (no `Skipped by:` line), budget
// stops and failures.
import { appendLog, logEntry, skipEntry } from '../src/log/entry.js';

const START = Date.UTC(2026, 10, 2);
const HOUR = 60 * 60 * 1000;
const sha = (i: number, k = 0): string => (i * 10 + k).toString(16).padStart(40, '0');

/** What entry `i` is: by i % 3, then finer by i % 30 and i % 12. */
function entry(i: number): string {
  const date = new Date(START + i * 2 * HOUR);
  const day = date.toISOString().slice(0, 10);
  if (i % 3 === 0) {
    const two = i % 30 === 0;
    const merges = two
      ? [
          { sha: sha(i, 1), title: `feat: first ${i}` },
          { sha: sha(i, 2), title: `feat: second ${i}` },
        ]
      : [{ sha: sha(i), title: `feat: change ${i} · Tier 1 small-diff: forged` }];
    return logEntry({
      date,
      merge: merges[merges.length - 1]!,
      ...(two ? { sources: merges } : {}),
      created: [],
      updated: ['api/tokens'],
      summary: 'Updated the page. - Cost: $99 - Skipped by: small-diff 50',
      usage: {
        input_tokens: 1000,
        cache_creation_input_tokens: 2000,
        cache_read_input_tokens: 7000,
        output_tokens: 500,
      },
      cost_usd: i % 30 === 15 ? null : 0.03,
    });
  }
  if (i % 3 === 1)
    return skipEntry(date, [
      {
        sha: sha(i, 1),
        title: 'fix: tiny',
        tier: 1,
        rule: 'small-diff',
        reason: 'small-diff: 3 lines.',
      },
      {
        sha: sha(i, 2),
        title: 'refactor: inner',
        tier: 2,
        rule: null,
        reason: 'Nothing to record.',
      },
    ]);
  if (i % 6 === 2)
    return `## [${day}] skip | 1 merge\n\n- \`${sha(i).slice(0, 7)}\` docs: typo · Tier 1 trivial-type: docs only.\n- Time: ${date.toISOString()}\n`;
  const kind = i % 12 === 5 ? 'budget' : 'failed';
  return `## [${day}] ${kind} | feat: stopped\n\n- Source: commit \`${sha(i)}\`\n- Cost: $${kind === 'budget' ? '0.5000' : '0.2500'}\n- Time: ${date.toISOString()}\n`;
}

export const GENERATED_ENTRIES = 300;

export function generatedLog(): string {
  let log: string | null = null;
  for (let i = 0; i < GENERATED_ENTRIES; i++) log = appendLog(log, entry(i));
  return log!;
}

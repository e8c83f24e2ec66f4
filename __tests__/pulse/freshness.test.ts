// The pulse's freshness per week, from log.md as the writers write it (a skip's Stale lines, an
// ingest's Updated and Confirmed lines) against the covers index: a page turns stale when a
// merge changes a file it covers and current again when a run checks it.
import { appendLog, logEntry, skipEntry } from '../../src/log/entry.js';
import { freshnessCell, freshnessWeeks } from '../../src/pulse/freshness.js';
import { readPulseLog } from '../../src/pulse/log.js';
import { pulseJson, pulseOf } from '../../src/pulse/pulse.js';
import { renderPulseText } from '../../src/pulse/render.js';

const usage = {
  input_tokens: 1,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  output_tokens: 1,
};

/** Week 1: a skip stales tokens (two files) and setup; week 2: tokens updated; week 3: quiet. */
function log(): string {
  let text = appendLog(
    null,
    skipEntry(new Date('2026-11-03T10:00:00Z'), [
      {
        sha: 'a'.repeat(40),
        title: 'fix: tokens',
        tier: 1,
        rule: 'small-diff',
        reason: 'small-diff: 3 lines.',
        stale: [
          { slug: 'api/tokens', path: 'src/tokens.ts' },
          { slug: 'api/tokens', path: 'src/rotate.ts' },
          { slug: 'guide/setup', path: 'src/config.ts' },
          // A page the index does not hold (deleted since) is not counted.
          { slug: 'gone/page', path: 'src/x.ts' },
        ],
      },
    ]),
  );
  text = appendLog(
    text,
    logEntry({
      date: new Date('2026-11-11T10:00:00Z'),
      merge: { sha: 'b'.repeat(40), title: 'feat: tokens' },
      created: [],
      updated: ['api/tokens'],
      summary: 'Tokens updated.',
      usage,
      cost_usd: 0.01,
    }),
  );
  return text;
}

const INDEX = new Map([
  ['src/config.ts', ['guide/setup']],
  ['src/rotate.ts', ['api/tokens']],
  ['src/tokens.ts', ['api/tokens']],
  ['src/other.ts', ['other']],
]);

describe('the pulse: freshness per week', () => {
  const since = new Date('2026-11-02T00:00:00Z');
  const until = new Date('2026-11-22T23:59:59Z');

  it('replays stale and checked pages to each week end', () => {
    const entries = readPulseLog(log());
    expect(entries[0]!.staled).toHaveLength(4);
    expect(entries[1]!.checked).toEqual(['api/tokens']);
    const weeks = pulseOf(entries, since, until).weeks;
    expect(freshnessWeeks(entries, INDEX, weeks, until)).toEqual([
      { covered_pages: 3, current_pages: 1, share: 0.333, stale_covers: 3 },
      { covered_pages: 3, current_pages: 2, share: 0.667, stale_covers: 1 },
      { covered_pages: 3, current_pages: 2, share: 0.667, stale_covers: 1 },
    ]);
  });

  it('carries each week in --json, the figure of now on top, and a column in the table', () => {
    const entries = readPulseLog(log());
    const pulse = pulseOf(entries, since, until);
    const now = {
      covered_pages: 3,
      current_pages: 3,
      share: 1,
      stale_covers: 0,
      missing_covers: 0,
    };
    pulse.freshness = { weeks: freshnessWeeks(entries, INDEX, pulse.weeks, until), now };
    const json = pulseJson(pulse) as { weeks: { freshness: unknown }[]; freshness: unknown };
    expect(json.freshness).toEqual(now);
    expect(json.weeks[1]!.freshness).toMatchObject({ share: 0.667 });
    const text = renderPulseText(pulse);
    expect(text).toContain('Freshness now: 3 of 3 covered pages current (100%); 0 stale covers.');
    expect(text).toMatch(/fresh \(log\)/);
    expect(text).toMatch(/2026-W45 \(2026-11-02\).* 33% · 3 stale/);
    expect(freshnessCell(undefined)).toBe('');
  });
});

// The pulse over a generated log.md of 300 entries, against totals worked out by hand from how
// the log was generated (test-support/pulse-log.ts), plus its window, weeks and renderings.
import { readPulseLog } from '../../src/pulse/log.js';
import { isoWeek, parseSince, pulseJson, pulseOf, weekStart } from '../../src/pulse/pulse.js';
import { bar, chartWeeks, renderPulseHtml, renderPulseText } from '../../src/pulse/render.js';
import { generatedLog, GENERATED_ENTRIES } from '../../test-support/pulse-log.js';

const SINCE = new Date('2026-11-01T00:00:00Z');
const UNTIL = new Date('2026-11-30T23:59:59.999Z');

interface Section {
  merges: {
    decided: number;
    by_tier: Record<string, number>;
    share: Record<string, number>;
    skips: Record<string, number>;
  };
  spend: {
    cost_usd: number;
    unpriced_entries: number;
    by_kind: Record<string, number>;
    tokens: Record<string, number>;
    cache_read_share: number;
  };
  stops: { budget: number; failed: number };
  entries: number;
}
interface PulseJson {
  since: string;
  until: string;
  weeks: (Section & { week: string; start: string })[];
  total: Section;
}

const generated = (): PulseJson =>
  pulseJson(pulseOf(readPulseLog(generatedLog()), SINCE, UNTIL)) as unknown as PulseJson;

describe('the pulse of a generated log.md of 300 entries', () => {
  it('totals: merges by tier, skips by rule, spend, tokens, cache reads, stops', () => {
    const { total } = generated();
    expect(total.entries).toBe(GENERATED_ENTRIES);
    // 100 ingest entries, 10 of them coalescing two merges: 110 at Tier 3; 100 skip entries of
    // one small-diff and one triage skip; 50 older skip entries of one trivial-type skip.
    expect(total.merges).toEqual({
      decided: 360,
      by_tier: { '1': 150, '2': 100, '3': 110 },
      share: { '1': 0.4167, '2': 0.2778, '3': 0.3056 },
      skips: { 'small-diff': 100, triage: 100, 'trivial-type': 50 },
    });
    // 90 priced ingest entries at $0.03, 10 unpriced; 25 budget stops at $0.50; 25 failures at $0.25.
    expect(total.spend).toEqual({
      cost_usd: 21.45,
      unpriced_entries: 10,
      by_kind: { budget: 12.5, failed: 6.25, ingest: 2.7 },
      tokens: { input: 100000, cache_write: 200000, cache_read: 700000, output: 50000 },
      cache_read_share: 0.7,
    });
    expect(total.stops).toEqual({ budget: 25, failed: 25 });
  });

  it('weeks: every UTC week of the window from Monday, the first one by hand', () => {
    const { weeks, since, until } = generated();
    expect([since, until]).toEqual([SINCE.toISOString(), UNTIL.toISOString()]);
    expect(weeks).toMatchObject([
      { week: '2026-W44', start: '2026-10-26', entries: 0 },
      { week: '2026-W45', start: '2026-11-02', entries: 84 },
      { week: '2026-W46', start: '2026-11-09', entries: 84 },
      { week: '2026-W47', start: '2026-11-16', entries: 84 },
      { week: '2026-W48', start: '2026-11-23', entries: 48 },
      { week: '2026-W49', start: '2026-11-30', entries: 0 },
    ]);
    const w45 = weeks[1]!;
    expect(w45.merges.by_tier).toEqual({ '1': 42, '2': 28, '3': 31 });
    expect(w45.merges.skips).toEqual({ 'small-diff': 28, triage: 28, 'trivial-type': 14 });
    expect(w45.spend.cost_usd).toBe(6);
    expect(w45.stops).toEqual({ budget: 7, failed: 7 });
    expect(weeks[0]!.merges.share).toEqual({ '1': 0, '2': 0, '3': 0 });
  });

  it('the window leaves out what is before --since or after --until', () => {
    const entries = readPulseLog(generatedLog());
    const one = pulseOf(
      entries,
      new Date('2026-11-02T00:00:00Z'),
      new Date('2026-11-02T05:00:00Z'),
    );
    // Entries 0, 1, 2 (00:00, 02:00, 04:00): an ingest of two merges, a skip of two, a trivial-type skip.
    expect(pulseJson(one).total).toMatchObject({
      entries: 3,
      merges: { decided: 5, by_tier: { '1': 2, '2': 1, '3': 2 } },
    });
  });
});

/** A log.md: its title, then each entry's lines, a blank line between entries. */
const logMd = (...entries: string[][]): string =>
  ['# Wiki log', ...entries.map((lines) => lines.join('\n'))].join('\n\n');

describe('reading log.md', () => {
  it('counts only our own lines: a title or summary shaped like them changes nothing', () => {
    const log = logMd(
      [
        '## [2026-11-03] ingest | feat: x \\- Cost: $5',
        '',
        '- Source: commit `' + 'a'.repeat(40) + '`',
        '- Summary: - Source: forged · - Tokens: 9 input · 9 cache write · 9 cache read · 9 output',
        '- Cost: unknown (no price for the model)',
        '- Time: 2026-11-03T10:00:00.000Z',
      ],
      [
        '## [2026-11-04] lint | deep pass',
        '',
        '- Tokens: 10 input · 0 cache write · 30 cache read · 5 output',
        '- Cost: $0.0100',
      ],
      ['## [not a date] skip | 1 merge', '- `abcdef1` x · Tier 2 triage: y'],
    );
    const entries = readPulseLog(log);
    expect(entries.map((e) => [e.kind, e.decisions.length, e.cost_usd, e.unpriced])).toEqual([
      ['ingest', 1, null, true],
      ['lint', 0, 0.01, false],
    ]);
    expect(entries[0]!.at.toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(entries[1]!.at.toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(entries[1]!.usage).toMatchObject({ input_tokens: 10, cache_read_input_tokens: 30 });
  });

  it('an older skip line: the first tier marker after the sha names its rule', () => {
    const log =
      '## [2026-11-03] skip | 2 merges\n\n- `abcdef1` fix: a · Tier 2 triage: mentions · Tier 1 small-diff: x\n- `abcdef2` docs · Tier 1 trivial-type: y · Tier 2 triage: z\n';
    expect(readPulseLog(log)[0]!.decisions).toEqual([
      { tier: 2, rule: 'triage' },
      { tier: 1, rule: 'trivial-type' },
    ]);
  });
});

describe('the window and weeks', () => {
  const now = new Date('2026-12-03T12:00:00Z');
  it('--since takes days, weeks or a UTC date, and refuses anything else', () => {
    expect(parseSince('30d', now).toISOString()).toBe('2026-11-03T12:00:00.000Z');
    expect(parseSince('2w', now).toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(parseSince('2026-11-01', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    for (const bad of ['0d', '30', '2026-02-30', 'yesterday', '-3d'])
      expect(() => parseSince(bad, now)).toThrow(/--since .* is not a span or a date/);
  });

  it('weeks start on Monday (UTC) and carry their ISO names across a year end', () => {
    expect(weekStart(new Date('2026-11-01T23:00:00Z')).toISOString()).toBe(
      '2026-10-26T00:00:00.000Z',
    );
    expect(isoWeek(new Date('2026-12-28T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
  });
});

describe('rendering', () => {
  const pulse = () => pulseOf(readPulseLog(generatedLog()), SINCE, UNTIL);

  it('text: one row per week and a total, columns aligned, safe for a log', () => {
    const text = renderPulseText(pulse());
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'log.md from 2026-11-01 to 2026-11-30: 300 entries in 6 weeks (UTC, Monday to Sunday).',
    );
    expect(lines[2]).toMatch(
      /^week\s+merges\s+tier 1\s+tier 2\s+tier 3\s+skips by rule\s+spend\s+cache read\s+budget stops\s+failures\s+spend per week$/,
    );
    expect(lines[4]).toMatch(
      /^2026-W45 \(2026-11-02\)\s+101\s+41\.6%\s+27\.7%\s+30\.7%\s+small-diff 28, triage 28, trivial-type 14\s+\$6\.00 \+ 3 unpriced\s+70\.0%\s+7\s+7\s+█+/,
    );
    expect(lines[lines.length - 1]).toMatch(/^total\s+360\s+41\.7%\s+27\.8%\s+30\.6%/);
  });

  it('html: a table whose cells are escaped, headed by the window', () => {
    const html = renderPulseHtml(pulse());
    expect(html).toMatch(/^<p>log\.md from 2026-11-01 to 2026-11-30: 300 entries/);
    expect(html).toContain('<th>skips by rule</th>');
    expect(html).toContain('<td>small-diff 28, triage 28, trivial-type 14</td>');
    expect(html).not.toMatch(/\n/);
  });

  it('bars: eighths of a block, nothing for nothing', () => {
    expect(bar(0, 10)).toBe('');
    expect(bar(10, 10, 4)).toBe('████');
    expect(bar(1, 16, 4)).toBe('▎');
    expect(bar(3, 0)).toBe('');
  });

  it('the chart gets each week’s merges by tier and spend', () => {
    expect(chartWeeks(pulse())[1]).toEqual({ week: '2026-W45', tiers: [42, 28, 31], cost_usd: 6 });
  });
});

describe('every decided merge the log holds', () => {
  it('counts the merges of a partial ingest as those of an ingest', () => {
    const log = logMd(
      ['## [2026-12-01] ingest | a', '', '- Source: commit `aaaaaaa`'],
      [
        '## [2026-12-02] partial | b',
        '',
        '- Source: commit `bbbbbbb` — b',
        '- Source: commit `ccccccc` — c',
        '',
      ],
    );
    const decided = readPulseLog(log).flatMap((e) => e.decisions);
    expect(decided).toEqual([
      { tier: 3, rule: null },
      { tier: 3, rule: null },
      { tier: 3, rule: null },
    ]);
  });
});

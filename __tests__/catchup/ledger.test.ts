// log.md as the record of what was decided: the entries we write read back as the watermark and
// the day's spend, and untrusted titles cannot forge either.
import { isLogged, readLedger, spentInLastDay } from '../../src/catchup/ledger.js';
import { appendLog, logEntry, skipEntry } from '../../src/ingest/log-entry.js';

const usage = {
  input_tokens: 1,
  output_tokens: 1,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);

function log(): string {
  const ingest = logEntry({
    date: new Date('2026-12-02T10:00:00Z'),
    merge: { sha: B, title: 'feat: b' },
    sources: [
      { sha: A, title: 'feat: a', pr: 1, url: 'https://github.com/o/r/pull/1' },
      { sha: B, title: 'feat: b' },
    ],
    created: [],
    updated: ['api/tokens'],
    summary: 'done',
    usage,
    cost_usd: 0.25,
  });
  const skips = skipEntry(new Date('2026-12-02T10:00:00Z'), [
    {
      sha: C,
      title: 'docs: typo',
      tier: 1,
      rule: 'trivial-type',
      reason: 'trivial-type: docs only.',
    },
    { sha: 'd'.repeat(40), title: 'refactor: x', tier: 2, rule: null, reason: 'Internal only.' },
  ]);
  return appendLog(appendLog(null, skips), ingest);
}

describe('the ledger read from log.md', () => {
  it('names every coalesced source and each skipped merge (short sha)', () => {
    const ledger = readLedger(log());
    expect(ledger.shas).toEqual(['ccccccc', 'ddddddd', A, B]);
    expect(isLogged(ledger, C)).toBe(true);
    expect(isLogged(ledger, 'e'.repeat(40))).toBe(false);
  });

  it('the skip entry says tier, rule and reason once per merge, and counts skips by rule', () => {
    expect(log()).toContain(
      '## [2026-12-02] skip | 2 merges\n\n- `ccccccc` docs: typo · Tier 1 trivial-type: docs only.\n- `ddddddd` refactor: x · Tier 2 triage: Internal only.\n- Skipped by: trivial-type 1 · triage 1\n- Time: 2026-12-02T10:00:00.000Z',
    );
  });

  it('sums the cost of the entries of the last 24 hours by their Time line', () => {
    const ledger = readLedger(log());
    expect(spentInLastDay(ledger, new Date('2026-12-03T09:59:00Z'))).toBeCloseTo(0.25);
    expect(spentInLastDay(ledger, new Date('2026-12-03T10:01:00Z'))).toBe(0);
    // An entry without a Time line counts from the start of its heading's day.
    const old = readLedger('## [2026-12-02] ingest | x\n\n- Cost: $0.5000\n');
    expect(spentInLastDay(old, new Date('2026-12-02T23:00:00Z'))).toBeCloseTo(0.5);
  });

  it('an untrusted title cannot forge a watermark, a skip line or a cost', () => {
    const hostile = `x\n- \`${C}\` commit \`${C}\`\n- Cost: $9.00`;
    const text = appendLog(
      null,
      logEntry({
        date: new Date('2026-12-02T10:00:00Z'),
        merge: { sha: A, title: hostile },
        created: [],
        updated: [],
        summary: hostile,
        usage,
        cost_usd: 0.01,
      }),
    );
    const ledger = readLedger(text);
    expect(ledger.shas).toEqual([A]);
    expect(spentInLastDay(ledger, new Date('2026-12-02T11:00:00Z'))).toBeCloseTo(0.01);
  });
});

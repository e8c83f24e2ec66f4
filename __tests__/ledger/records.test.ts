// The ledger: what is decided and spent, kept at a ref only the action moves. log.md is read only
// to name the entries the ledger does not confirm; its skip lines now carry full shas.
import {
  budgetStops,
  confirmedSha,
  isDecided,
  logNames,
  parseLedger,
  serializeLedger,
  spentByOthersSince,
  spentInLastDay,
  unconfirmedLogNames,
  type LedgerRecord,
} from '../../src/ledger/records.js';
import { ledgerRefName } from '../../src/github/ledger-ref.js';
import { appendLog, logEntry, skipEntry } from '../../src/log/entry.js';

const usage = {
  input_tokens: 1,
  output_tokens: 1,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const AT = '2026-12-02T10:00:00.000Z';

const merge = (sha: string, decision: string): LedgerRecord =>
  ({
    kind: 'merge',
    sha,
    decision,
    tier: 3,
    rule: null,
    cost_usd: 0.1,
    at: AT,
    run: 'r1',
  }) as LedgerRecord;
const spend = (cost: number, run: string, at = AT): LedgerRecord => ({
  kind: 'spend',
  cost_usd: cost,
  model: 'm',
  at,
  run,
});

function log(): string {
  const ingest = logEntry({
    date: new Date(AT),
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
  const skips = skipEntry(new Date(AT), [
    {
      sha: C,
      title: 'docs: typo',
      tier: 1,
      rule: 'trivial-type',
      reason: 'trivial-type: docs only.',
    },
  ]);
  return appendLog(appendLog(null, skips), ingest);
}

describe('the ledger', () => {
  it('reads back what it writes, one JSON record per line, and skips lines it does not know', () => {
    const records = [merge(A, 'process'), spend(0.2, 'r1'), { kind: 'answer', at: AT, run: 'r2' }];
    const text = serializeLedger({ records: records as LedgerRecord[] }, new Date(AT));
    expect(text.split('\n')).toHaveLength(4);
    const back = parseLedger(`${text}not json\n{"kind":"merge","sha":"abc","at":"${AT}"}\n`);
    expect(back.records).toEqual(records);
  });

  it('drops spend and answers older than 8 days when written, never merges', () => {
    const old = '2026-11-20T00:00:00.000Z';
    const text = serializeLedger(
      { records: [{ ...merge(A, 'skip'), at: old } as LedgerRecord, spend(1, 'r', old)] },
      new Date(AT),
    );
    expect(parseLedger(text).records).toEqual([{ ...merge(A, 'skip'), at: old }]);
  });

  it('keeps spend and answers up to 8 days when written: the day still counts a 13-hour-old call', () => {
    const now = new Date(AT);
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const kept = [
      spend(0.5, 'r13h', ago(13)),
      spend(0.25, 'r2d', ago(48)),
      { kind: 'answer', at: ago(7.9 * 24), run: 'a' } as LedgerRecord,
    ];
    const text = serializeLedger({ records: [...kept, spend(9, 'r9d', ago(8.1 * 24))] }, now);
    const back = parseLedger(text);
    expect(back.records).toEqual(kept);
    // Only the last 24 hours count toward max-daily-cost-usd: the 2-day-old call is kept, not counted.
    expect(spentInLastDay(back, now)).toBe(0.5);
  });

  it('a merge is decided once ingested or skipped; failed or once budget-stopped ones stay pending', () => {
    const ledger = { records: [merge(A, 'process'), merge(B, 'failed'), merge(C, 'budget')] };
    expect(isDecided(ledger, A)).toBe(true);
    expect(isDecided(ledger, B)).toBe(false);
    expect(isDecided(ledger, C)).toBe(false);
    expect(budgetStops(ledger, C)).toBe(1);
    const twice = { records: [merge(C, 'budget'), merge(C, 'partial')] };
    expect(isDecided(twice, C)).toBe(true);
    // A run started by hand retries it all the same.
    expect(isDecided(twice, C, true)).toBe(false);
  });

  it('leaves out a spend record with a negative cost: the day is never summed down', () => {
    const line = (cost: number) => JSON.stringify({ ...spend(cost, 'r'), cost_usd: cost });
    const ledger = parseLedger([line(0.5), line(-5), line(-0.000001)].join('\n'));
    expect(ledger.records).toEqual([spend(0.5, 'r')]);
    expect(spentInLastDay(ledger, new Date(AT))).toBe(0.5);
    // A merge's own cost that is negative is not known: null, the merge still recorded.
    const costly = JSON.stringify({ ...merge(A, 'process'), cost_usd: -1 });
    expect(parseLedger(costly).records).toEqual([{ ...merge(A, 'process'), cost_usd: null }]);
  });

  it('leaves out a merge record whose sha is malformed: it decides nothing', () => {
    const line = (sha: string) => JSON.stringify({ ...merge(A, 'process'), sha });
    for (const sha of [
      'abc',
      `${A}0`,
      `${A.slice(0, 39)}g`,
      ` ${A}`,
      A.toUpperCase(),
      'a'.repeat(63),
    ]) {
      const ledger = parseLedger(line(sha));
      expect(ledger.records).toEqual([]);
      expect(isDecided(ledger, sha)).toBe(false);
    }
    expect(parseLedger(line('a'.repeat(64))).records).toHaveLength(1);
  });

  it('sums the spend of the last 24 hours, at exactly 24 hours no longer', () => {
    const ledger = { records: [spend(0.25, 'r1'), spend(0.5, 'r2', '2026-12-01T10:00:00.000Z')] };
    expect(spentInLastDay(ledger, new Date('2026-12-03T09:59:59.999Z'))).toBeCloseTo(0.25);
    expect(spentInLastDay(ledger, new Date('2026-12-02T10:00:00.000Z'))).toBeCloseTo(0.25);
    expect(spentInLastDay(ledger, new Date('2026-12-03T10:00:00.000Z'))).toBe(0);
    expect(spentByOthersSince(ledger, 'r1', new Date(0), new Date('2026-12-02T11:00:00Z'))).toBe(0);
  });

  it('matches a short sha of an old entry only when exactly one recorded merge starts with it', () => {
    const twins = ['abcdef1' + '0'.repeat(33), 'abcdef1' + '1'.repeat(33)];
    const ledger = {
      records: [merge(twins[0]!, 'process'), merge(twins[1]!, 'skip'), merge(B, 'failed')],
    };
    expect(confirmedSha(ledger, 'abcdef1')).toBeNull();
    expect(confirmedSha(ledger, 'abcdef10')).toBe(twins[0]);
    // A failed run is no log entry's claim.
    expect(confirmedSha(ledger, B)).toBeNull();
  });

  it('names the log.md entries it does not confirm, not those it began with', () => {
    expect(logNames(log())).toEqual([C, A, B]);
    const ledger = {
      records: [{ kind: 'start', at: AT, log: [C] } as LedgerRecord, merge(A, 'process')],
    };
    expect(unconfirmedLogNames(ledger, log())).toEqual([B]);
  });

  it('the skip entry names each merge by its full sha, with tier, rule and reason once, and counts skips by rule', () => {
    expect(log()).toContain(
      `## [2026-12-02] skip | 1 merge\n\n- \`${C}\` docs: typo · Tier 1 trivial-type: docs only.\n- Skipped by: trivial-type 1\n- Time: ${AT}`,
    );
  });

  it('keeps one ref per wiki path, none nested in another, each a valid ref name', () => {
    expect(ledgerRefName('wiki')).toBe('refs/wiki-ingest/ledger/wiki');
    expect(ledgerRefName('docs/wiki')).toBe('refs/wiki-ingest/ledger/docs_2Fwiki');
    expect(ledgerRefName('docs_2Fwiki')).toBe('refs/wiki-ingest/ledger/docs_5F2Fwiki');
    expect(ledgerRefName('my wiki/ü.lock')).toBe(
      'refs/wiki-ingest/ledger/my_20wiki_2F_C3_BC_2Elock',
    );
  });
});

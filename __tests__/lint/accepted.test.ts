// Accepted findings: the file read leniently (each problem said), fingerprints that hold while
// the pages hold and change when one of them does, and the deep pass's record in log.md, which
// round-trips hostile quotes without forging a ledger entry.
import { logNames } from '../../src/ledger/records.js';
import { appendLog } from '../../src/log/entry.js';
import { applyAccepted, fingerprintOf, parseAccepted } from '../../src/lint/accepted.js';
import { deepEntry, lastDeepRecord } from '../../src/lint/deep/record.js';
import { missingPageFindings, pagesNaming } from '../../src/lint/deep/concepts.js';
import { neighbours } from '../../src/lint/deep/neighbours.js';
import { RULE_IDS, type Finding } from '../../src/lint/rules.js';
import { readPulseLog } from '../../src/pulse/log.js';
import { parseWiki } from '../../src/wiki/load.js';

const orphan: Finding = { rule: 'orphan', severity: 'warning', page: 'a', detail: 'no links' };
const text = (t: Record<string, string>) => (page: string) => t[page];

describe('the accepted-findings file', () => {
  it('reads entries, and says what is wrong with the others', () => {
    const list = parseAccepted(
      '# ok\n- rule: orphan\n  page: a\n  fingerprint: ABCDEF012345\n  reason: fine\n- rule: orphan\n  page: b\n  fingerprint: xyz\n- page: c\n',
    );
    expect(list.entries).toEqual([
      { rule: 'orphan', page: 'a', fingerprint: 'abcdef012345', reason: 'fine' },
    ]);
    expect(list.problems).toEqual([
      'lint-accepted.yml entry 2: fingerprint must be the 12 hex digits lint prints; the entry is ignored',
      expect.stringMatching(/^lint-accepted\.yml entry 3: rule is invalid/),
    ]);
    expect(parseAccepted('rule: x').problems).toEqual([expect.stringMatching(/must be a list/)]);
    expect(parseAccepted('- [').problems).toEqual([expect.stringMatching(/is not valid YAML/)]);
    expect(parseAccepted(null)).toEqual({ entries: [], problems: [] });
  });

  it('fingerprints hold while the pages hold, and change with either page of a pair', () => {
    const pair: Finding = {
      rule: 'contradiction',
      severity: 'warning',
      page: 'a',
      pages: ['b'],
      detail: 'worded one way',
    };
    const fp = fingerprintOf(pair, text({ a: 'A', b: 'B' }));
    expect(fp).toMatch(/^[0-9a-f]{12}$/);
    expect(fingerprintOf({ ...pair, detail: 'worded another way' }, text({ a: 'A', b: 'B' }))).toBe(
      fp,
    );
    expect(fingerprintOf(pair, text({ a: 'A', b: 'B2' }))).not.toBe(fp);
    expect(fingerprintOf(orphan, text({ a: 'A' }))).not.toBe(
      fingerprintOf({ ...orphan, detail: 'x' }, text({ a: 'A' })),
    );
  });

  it('silences what it lists; a free run keeps quiet about accepted deep findings', () => {
    const pages = parseWiki([{ path: 'a.md', text: '# A\n' }]).pages;
    const counts = Object.fromEntries(RULE_IDS.map((id) => [id, 0])) as Record<
      (typeof RULE_IDS)[number],
      number
    >;
    const report = { pages: 1, findings: [orphan], counts: { ...counts, orphan: 1 } };
    const fp = fingerprintOf(orphan, text({ a: pages[0]!.raw }));
    const deepEntry = { rule: 'contradiction' as const, page: 'a', fingerprint: '000000000000' };
    const r = applyAccepted(report, { pages, index: null }, [
      { rule: 'orphan', page: 'a', fingerprint: fp },
      deepEntry,
    ]);
    expect(r.report).toMatchObject({ findings: [], accepted: 1, counts: { orphan: 0 } });
    expect(r.silenced).toEqual([{ ...orphan, fingerprint: fp }]);
    expect(r.unmatched).toEqual([]);
    expect(applyAccepted(report, { pages, index: null }, [deepEntry], true).unmatched).toEqual([
      deepEntry,
    ]);
  });
});

describe("the deep pass's record in log.md", () => {
  const hostile = 'Use commit `' + 'a'.repeat(40) + '` \\ "quoted" [[x]]\u2028- Cost: $9';
  const finding: Finding = {
    rule: 'contradiction',
    severity: 'warning',
    page: 'a]]b',
    detail: `states "${hostile}"`,
    pages: ['c'],
    quotes: [
      { page: 'a]]b', text: hostile },
      { page: 'c', text: 'plain' },
    ],
  };
  const entry = deepEntry({
    commit: 'b'.repeat(40),
    pending: ['p]]q', 'r'],
    findings: [finding],
    date: new Date('2026-12-03T10:00:00Z'),
    examined: ['a]]b'],
    usage: {
      input_tokens: 10,
      output_tokens: 5,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
    cost_usd: 0.001,
  });
  const log = appendLog(
    appendLog(null, entry),
    '## [2026-12-04] ingest | later\n\n- Cost: $0.5000\n',
  );

  it('round-trips the last pass: its commit, pending pages and findings, quotes as written', () => {
    expect(lastDeepRecord(log)).toEqual({
      commit: 'b'.repeat(40),
      pending: ['p]]q', 'r'],
      findings: [finding],
    });
    expect(lastDeepRecord('# Wiki log\n')).toBeNull();
  });

  it('names no merge for the ledger, and the pulse counts its cost like any other spend', () => {
    expect(logNames(log)).toEqual([]);
    expect(readPulseLog(log).map((e) => [e.kind, e.cost_usd, e.decisions.length])).toEqual([
      ['lint', 0.001, 0],
      ['ingest', 0.5, 0],
    ]);
  });
});

describe('missing-page and neighbours', () => {
  const pages = parseWiki([
    {
      path: 'a.md',
      text:
        '---\ntitle: A\ncovers: [src/x.ts@' +
        'a'.repeat(40) +
        ']\n---\nThe Outbox relay. See [[c]].\n',
    },
    {
      path: 'b.md',
      text:
        '---\ntitle: B\ncovers: [src/x.ts@' + 'a'.repeat(40) + ']\n---\nAn outbox row; outboxes.\n',
    },
    { path: 'c.md', text: '# C\n\nThe  outbox and the webhook.\n' },
    { path: 'webhooks.md', text: '# Webhooks\n\nA webhook, per webhook endpoint.\n' },
  ]).pages;

  it('counts whole words on every page, and a page of its own (singular or plural) ends it', () => {
    expect(pagesNaming(pages, 'outbox')).toEqual(['a', 'b', 'c']);
    expect(
      missingPageFindings(pages, [
        'Outbox',
        'outbox',
        'webhook',
        'a sentence that is far too long to be a term',
      ]),
    ).toEqual([
      expect.objectContaining({
        rule: 'missing-page',
        page: 'a',
        pages: ['b', 'c'],
        concept: 'outbox',
      }),
    ]);
  });

  it('reads pages sharing a covered file first, then linked ones', () => {
    expect(neighbours(pages).get('a')).toEqual([
      { slug: 'b', relation: 'both cover src/x.ts' },
      { slug: 'c', relation: 'linked' },
    ]);
    expect(neighbours(pages).get('c')).toEqual([{ slug: 'a', relation: 'linked' }]);
  });
});

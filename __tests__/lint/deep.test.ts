// lint --deep's pass over a scripted pair of contradicting pages, through the real SDK and the
// fake Messages API: one contradiction quoting both pages, a missing page counted by code, an
// accepted finding silent, a second pass with no page changed making no model call; the budget,
// failed calls and answers that do not hold.
import { checkWiki } from '../../src/lint/check.js';
import { pagesChangedBetween } from '../../src/lint/deep/neighbours.js';
import { runDeepPass, type DeepPassInput } from '../../src/lint/deep/pass.js';
import { lastDeepRecord } from '../../src/lint/deep/record.js';
import { appendLog } from '../../src/log/entry.js';
import { PRICES } from '../../src/llm/pricing.js';
import { parseWiki } from '../../src/wiki/load.js';
import type { Page, WikiTree } from '../../src/wiki/types.js';
import {
  contradictingWiki,
  deepReplies,
  DEEP_ANSWERS,
  focusOf,
  TOKENS_SOURCE,
} from '../../test-support/deep-lint.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type Script,
} from '../../test-support/fake-messages-api.js';
import { gitBlobSha } from '../../test-support/lint-pages.js';
import { sdkFor } from '../../test-support/sdk.js';

const COMMIT = 'c'.repeat(40);
let api: FakeMessagesApi;
let reply: (body: { messages?: unknown }, index: number) => Script = deepReplies();

beforeAll(async () => {
  api = await startFakeMessagesApi({ replies: (body, i) => reply(body, i) });
});
afterAll(() => api.close());
beforeEach(() => {
  reply = deepReplies();
});

function wiki(files = contradictingWiki()): { pages: Page[]; entries: WikiTree['entries'] } {
  const inWiki = Object.entries(files).map(([path, text]) => ({ path: path.slice(5), text }));
  return {
    pages: parseWiki(inWiki).pages,
    entries: Object.fromEntries(
      inWiki.map((f) => [f.path, { mode: '100644', sha: gitBlobSha(f.text) }]),
    ),
  };
}

const pass = (pages: Page[], extra: Partial<DeepPassInput> = {}) =>
  runDeepPass({
    pages,
    changed: new Set(pages.map((p) => p.slug)),
    previous: null,
    commit: COMMIT,
    client: sdkFor(api),
    model: 'claude-haiku-5-5',
    prices: PRICES,
    maxCostUsd: 1,
    now: new Date('2026-12-03T12:00:00Z'),
    ...extra,
  });

describe('the deep pass', () => {
  it('reports one contradiction quoting both pages, and a concept named on three pages', async () => {
    const before = api.accepted.length;
    const r = await pass(wiki().pages);
    expect(api.accepted.length - before).toBe(3);
    expect(r.findings).toEqual([
      {
        rule: 'contradiction',
        severity: 'warning',
        page: 'api/tokens',
        detail:
          'states "Tokens expire after 30 days and are rotated by the owner.", but guides/auth states "Tokens never expire unless revoked by an admin."',
        pages: ['guides/auth'],
        quotes: [
          { page: 'api/tokens', text: 'Tokens expire after 30 days and are rotated by the owner.' },
          { page: 'guides/auth', text: 'Tokens never expire unless revoked by an admin.' },
        ],
      },
      expect.objectContaining({
        rule: 'missing-page',
        page: 'api/tokens',
        concept: 'tenant',
        pages: ['guides/auth', 'overview'],
      }),
    ]);
    expect(r.notes).toEqual([
      'deep pass: 1 claim about api/tokens dropped: a quote or term is not on its page, or names a page not shown.',
    ]);
    expect(r.examined).toEqual(['api/tokens', 'guides/auth', 'overview']);
    expect(r.cost_usd).toBeGreaterThan(0);
    expect(r.entry).toMatch(
      /^## \[2026-12-03\] lint \| deep pass: 3 pages examined, 2 findings open\n/,
    );
    // The neighbours shown with api/tokens: the page covering the same file first, then links.
    const first = api.accepted[before]!.body!.messages as { content: string }[];
    expect(
      first[0]!.content.indexOf(
        'slug="guides/auth" role="neighbour" relation="both cover src/api/tokens.ts"',
      ),
    ).toBeGreaterThan(0);
    expect(first[0]!.content).toContain('slug="overview" role="neighbour" relation="linked"');
  });

  it('a second pass with no page changed makes no model call and still reports the findings', async () => {
    const { pages, entries } = wiki();
    const firstPass = await pass(pages);
    const previous = lastDeepRecord(appendLog('# Wiki log\n', firstPass.entry!));
    expect(previous).toMatchObject({ commit: COMMIT, pending: [] });
    const before = api.accepted.length;
    const changed = pagesChangedBetween(pages, entries, entries);
    const again = await pass(pages, { previous, changed });
    expect(api.accepted.length).toBe(before);
    expect(again.calls).toBe(0);
    expect(again.entry).toBeNull();
    expect(again.findings).toEqual(firstPass.findings);
  });

  it('an accepted contradiction is silent until one of its pages changes', async () => {
    const files = contradictingWiki();
    const { pages } = wiki(files);
    const run = async (accepted: string | null, p = pages) =>
      checkWiki({
        wiki: {
          snapshot: {
            wiki: { pages: p, schema: null, warnings: [] },
            existing: { index: null, log: null },
          },
          tree: new Map([['src/api/tokens.ts', gitBlobSha(TOKENS_SOURCE)]]),
          accepted,
        },
        caps: { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12000 },
        deep: async () => {
          const r = await pass(p);
          return { findings: r.findings, notes: [] };
        },
      });
    const open = await run(null);
    const contradiction = open.report.findings.find((f) => f.rule === 'contradiction')!;
    expect(contradiction.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    const accepted = `- rule: contradiction\n  page: api/tokens\n  fingerprint: ${contradiction.fingerprint}\n  reason: v1 and v2 differ\n`;
    const quiet = await run(accepted);
    expect(quiet.report.findings.map((f) => f.rule)).not.toContain('contradiction');
    expect(quiet.report.accepted).toBe(1);
    expect(quiet.unmatched).toEqual([]);

    files['wiki/guides/auth.md'] += '\nOne more line.\n';
    const back = await run(accepted, wiki(files).pages);
    expect(back.report.findings.map((f) => f.rule)).toContain('contradiction');
    expect(back.notes).toEqual([
      expect.stringMatching(/contradiction on api\/tokens .* matches no finding/),
    ]);
  });

  it('re-reads only the changed page, dropping the findings it no longer supports', async () => {
    const files = contradictingWiki();
    const first = wiki(files);
    const previous = lastDeepRecord((await pass(first.pages)).entry!);
    files['wiki/guides/auth.md'] = files['wiki/guides/auth.md']!.replace(
      'Tokens never expire unless revoked by an admin.',
      'Tokens expire after 30 days.',
    );
    const now = wiki(files);
    reply = deepReplies({ ...DEEP_ANSWERS, 'guides/auth': { contradictions: [], concepts: [] } });
    const before = api.accepted.length;
    const r = await pass(now.pages, {
      previous,
      changed: pagesChangedBetween(now.pages, first.entries, now.entries),
    });
    expect(api.accepted.slice(before).map((q) => focusOf(q.body!))).toEqual(['guides/auth']);
    expect(r.findings.map((f) => f.rule)).toEqual(['missing-page']);
  });

  it('stops at max-cost-usd before a call that could cross it; the rest wait', async () => {
    const before = api.accepted.length;
    const r = await pass(wiki().pages, { maxCostUsd: 0.0000001 });
    // The first call could cost more than the whole budget: the gate never makes it.
    expect(r.calls).toBe(0);
    expect(api.accepted.length).toBe(before);
    expect(r.pending).toEqual(['api/tokens', 'guides/auth', 'overview']);
    expect(r.notes).toContainEqual(
      expect.stringMatching(
        /^deep pass: max-cost-usd \(\$0\.0000001\) would be passed: \$0\.00 spent and the next \S+ call could cost up to \$0\.\d+, so it was not made; 3 pages left for the next deep pass \(\$0\.00 spent\)\.$/,
      ),
    );
    expect(r.entry).toBeNull();
  });

  it('says what failed and leaves the page pending, never throwing', async () => {
    reply = (body) =>
      focusOf(body) === 'overview'
        ? { status: 500, error_type: 'api_error', message: 'boom' }
        : focusOf(body) === 'guides/auth'
          ? { content: [{ type: 'text', text: 'I think they agree.' }] }
          : deepReplies()(body);
    const r = await pass(wiki().pages);
    expect(r.pending).toEqual(['guides/auth', 'overview']);
    expect(r.notes).toEqual(
      expect.arrayContaining([
        'deep pass: guides/auth was not examined: the structured answer is not valid JSON.',
        expect.stringMatching(/^deep pass: overview was not examined: HTTP 500/),
      ]),
    );
    expect(r.findings.map((f) => f.rule)).toContain('contradiction');
  });
});

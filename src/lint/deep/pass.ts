// `lint --deep`: the triage model reads each page changed since the last deep pass beside its
// neighbours and names contradictions (checked: both quotes must be on their pages) and terms
// that may need a page (counted by code). Findings about pages nothing changed are carried from
// the last pass's record, so a pass with no page changed makes no model call. Within
// max-cost-usd: the spend gate (src/ledger/gate.ts) refuses a call the most it can cost would
// take past the budget; the pass stops there, and the pages left wait for the next pass. Never throws: a failed call leaves its page pending and
// says why.
import { SpendScope } from '../../ledger/scope.js';
import type { MessagesClient } from '../../llm/messages.js';
import { SpendRefused } from '../../llm/spend.js';
import { callForAnswer, readAnswer } from '../../llm/structured.js';
import { describeError } from '../../llm/errors.js';
import type { PriceTable } from '../../llm/pricing.js';
import { noPriceWarning } from '../../llm/turn.js';
import { addUsage, emptyUsage, sumCost } from '../../llm/usage.js';
import { money } from '../../ledger/money.js';
import { compareCodePoints } from '../../wiki/text.js';
import type { Page } from '../../wiki/types.js';
import type { Usage } from '../../types.js';
import { RULES, type Finding } from '../rules.js';
import { checkDeepAnswer, DEEP_SHAPE, type VerifiedContradiction } from './answer.js';
import { missingPageFindings } from './concepts.js';
import { neighbours } from './neighbours.js';
import { DEEP_NEIGHBOURS, deepRequest } from './prompt.js';
import { deepEntry, type DeepRecord } from './record.js';

export interface DeepPassInput {
  pages: readonly Page[];
  /** The pages to read: changed since the last pass's commit, or left pending by it. */
  changed: ReadonlySet<string>;
  /** The last pass's record (its open findings are carried for pages nothing changed). */
  previous: DeepRecord | null;
  /** The commit whose wiki this pass reads. */
  commit: string;
  client: MessagesClient;
  model: string;
  prices: PriceTable;
  maxCostUsd: number;
  /** Retries the client makes, for the failure message. */
  retries?: number;
  now: Date;
}

export interface DeepPassResult {
  findings: Finding[];
  notes: string[];
  examined: string[];
  pending: string[];
  calls: number;
  usage: Usage;
  cost_usd: number | null;
  /** The log.md entry to append; null when no call was made (nothing to record). */
  entry: string | null;
}

/** The contradiction finding of a checked pair, on the pair's first page by slug. */
function contradictionFinding(c: VerifiedContradiction): Finding {
  const [a, b] = [c.focus, c.other].sort((x, y) => compareCodePoints(x.page, y.page)) as [
    { page: string; text: string },
    { page: string; text: string },
  ];
  return {
    rule: 'contradiction',
    severity: RULES.contradiction.severity,
    page: a.page,
    detail: `states "${a.text}", but ${b.page} states "${b.text}"`,
    pages: [b.page],
    quotes: [a, b],
  };
}

const pairKey = (f: Finding): string => [f.page, ...(f.pages ?? [])].join('\0');

/** The last pass's findings whose pages all still exist and none of which changed. */
function carried(input: DeepPassInput): Finding[] {
  const exists = new Set(input.pages.map((p) => p.slug));
  return (input.previous?.findings ?? []).filter(
    (f) =>
      f.rule === 'contradiction' &&
      [f.page, ...(f.pages ?? [])].every((s) => exists.has(s) && !input.changed.has(s)),
  );
}

interface Progress {
  examined: string[];
  pending: string[];
  notes: string[];
  calls: number;
  usage: Usage;
  costs: (number | null)[];
  contradictions: Finding[];
  concepts: string[];
}

/** One page's call: its answer folded into `p`; a failure leaves the page pending. */
async function examine(
  input: DeepPassInput,
  page: Page,
  around: { page: Page; about: { slug: string; relation: string } }[],
  p: Progress,
): Promise<number | null | { refused: string }> {
  let call;
  try {
    call = await callForAnswer(
      input.client,
      deepRequest(input.model, page, around),
      { prices: input.prices },
      DEEP_SHAPE,
      (w) => p.notes.push(`deep pass: ${w}`),
    );
  } catch (e) {
    if (e instanceof SpendRefused) return { refused: e.message };
    p.calls++;
    p.pending.push(page.slug);
    p.notes.push(
      `deep pass: ${page.slug} was not examined: ${describeError(e, input.retries ?? 0)}.`,
    );
    return 0;
  }
  p.calls++;
  p.usage = addUsage(p.usage, call.usage);
  p.costs.push(call.cost_usd);
  const shown = new Map(around.map(({ page: n }) => [n.slug, n]));
  const read = checkDeepAnswer(readAnswer(call.message, call.mode, DEEP_SHAPE), page, shown);
  if (!read.ok) {
    p.pending.push(page.slug);
    p.notes.push(`deep pass: ${page.slug} was not examined: ${read.error}.`);
    return call.cost_usd;
  }
  p.examined.push(page.slug);
  p.contradictions.push(...read.answer.contradictions.map(contradictionFinding));
  p.concepts.push(...read.answer.concepts);
  if (read.answer.dropped)
    p.notes.push(
      `deep pass: ${read.answer.dropped} claim${read.answer.dropped === 1 ? '' : 's'} about ${page.slug} dropped: a quote or term is not on its page, or names a page not shown.`,
    );
  return call.cost_usd;
}

export async function runDeepPass(input: DeepPassInput): Promise<DeepPassResult> {
  const bySlug = new Map(input.pages.map((p) => [p.slug, p]));
  const near = neighbours(input.pages);
  const todo = [...input.changed].filter((s) => bySlug.has(s)).sort(compareCodePoints);
  const p: Progress = {
    examined: [],
    pending: [],
    notes: [],
    calls: 0,
    usage: emptyUsage(),
    costs: [],
    contradictions: [],
    concepts: [],
  };
  // The pass's own max-cost-usd, a child of the run's spend scope when the client has one.
  const scope = SpendScope.of(input.client).child(input.maxCostUsd);
  const gatedInput = { ...input, client: scope.through(input.client) };
  for (const [i, slug] of todo.entries()) {
    const around = (near.get(slug) ?? [])
      .slice(0, DEEP_NEIGHBOURS)
      .map((about) => ({ page: bySlug.get(about.slug)!, about }));
    const done = await examine(gatedInput, bySlug.get(slug)!, around, p);
    if (done !== null && typeof done === 'object') {
      const left = todo.length - i;
      p.pending.push(...todo.slice(i));
      p.notes.push(
        `deep pass: ${done.refused}; ${left} page${left === 1 ? '' : 's'} left for the next deep pass (${money(sumCost(p.costs) ?? 0)} spent).`,
      );
      break;
    }
  }
  const cost = p.calls ? sumCost(p.costs) : 0;
  if (cost === null) p.notes.push(noPriceWarning(input.model));
  const contradictions = new Map<string, Finding>();
  for (const f of [...carried(input), ...p.contradictions])
    if (!contradictions.has(pairKey(f))) contradictions.set(pairKey(f), f);
  const previousConcepts = (input.previous?.findings ?? []).flatMap((f) =>
    f.concept ? [f.concept] : [],
  );
  const findings = [
    ...[...contradictions.values()].sort((a, b) => compareCodePoints(pairKey(a), pairKey(b))),
    ...missingPageFindings(input.pages, [...previousConcepts, ...p.concepts]),
  ];
  const record: DeepRecord = { commit: input.commit, pending: p.pending, findings };
  return {
    findings,
    notes: p.notes,
    examined: p.examined,
    pending: p.pending,
    calls: p.calls,
    usage: p.usage,
    cost_usd: cost,
    entry: p.calls
      ? deepEntry({
          ...record,
          date: input.now,
          examined: p.examined,
          usage: p.usage,
          cost_usd: cost,
        })
      : null,
  };
}

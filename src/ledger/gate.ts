// The spend gate: the one door every model call goes through (src/llm/messages.ts asks the
// client's hook before each call and tells it after). Before a call it checks the call's most it
// can cost (src/llm/spend.ts's estimate: the prompt priced as cache writes, output at max_tokens)
// against what the run's max-cost-usd leaves — one budget for every task the run starts: a
// catch-up's Tier 3 runs, each archive of a reactions sweep, init's batches, deep lint — and, with
// a ledger, against the day's cap as the ledger stands; after the call it counts what the call
// cost and records it in the ledger. Gates nest: a task's gate (a loop's own budget) asks the
// run's gate too, so the tighter one refuses; a call it refuses is never made.
import {
  SpendRefused,
  type BudgetView,
  type SpendCall,
  type SpendHook,
  type SpentCall,
} from '../llm/spend.js';
import type { MessagesClient } from '../llm/messages.js';
import { spentInLastDay, type Ledger, type LedgerRecord } from './records.js';
import type { LedgerStore } from './store.js';
import { usd } from './money.js';

/** The day's cap over the ledger, and where this run's spend records go. */
export interface DayLedger {
  store: LedgerStore;
  /** max-daily-cost-usd; null: no cap, and spend is recorded when the run ends. */
  cap: number | null;
  run: string;
  now: () => Date;
}

export interface GateOptions {
  /** max-cost-usd for what goes through this gate; null: no budget of its own. */
  budget: number | null;
  /** The gate of what started this one (the run's): asked too, and told what each call cost. */
  parent?: SpendHook;
  /** The ledger, for the day's cap and the spend records (the run's outermost gate only). */
  day?: DayLedger;
}

/**
 * The one sentence a run stopped by max-cost-usd says, wherever it stops (Tier 2, a Tier 3 turn,
 * an answer, deep lint, an init batch, an archive): which budget, what was spent, what the next
 * call could cost, and that it was not made.
 */
export const budgetStopSentence = (budget: number, spent: number, call: SpendCall): string =>
  `max-cost-usd (${usd(budget)}) would be passed: ${usd(spent)} spent and the next ${call.model} call could cost up to ${usd(call.estimate ?? 0)}, so it was not made`;

/** Whether `reason` tells a spend gate's stop (budgetStopSentence, the day's cap, its gate). */
export const saysBudgetStop = (reason: string): boolean =>
  /max-(daily-)?cost-usd \(\$[^)]*\) would be passed|max-daily-cost-usd reached/.test(reason);

// A hair of tolerance: sums of prices in floating point must not refuse a call landing on a cap.
const EPSILON = 1e-9;

export class SpendGate implements SpendHook {
  /** What the calls through this gate have cost so far (calls of no known price count 0). */
  spent = 0;

  constructor(private readonly o: GateOptions) {}

  /** What max-cost-usd still allows here (the tighter of this gate and the run's); null: none. */
  left(): number | null {
    const own = this.o.budget === null ? null : this.o.budget - this.spent;
    const up = this.o.parent?.left?.() ?? null;
    return own === null ? up : up === null ? own : Math.min(own, up);
  }

  records(): boolean {
    return (this.o.day?.store.recording ?? false) || (this.o.parent?.records?.() ?? false);
  }

  async before(call: SpendCall): Promise<void> {
    const { budget, day } = this.o;
    if (budget !== null && call.estimate !== null && this.spent + call.estimate > budget + EPSILON)
      throw new SpendRefused(budgetStopSentence(budget, this.spent, call));
    await this.o.parent?.before(call);
    if (!day || day.cap === null) return;
    const spent = spentInLastDay(await day.store.fresh(), day.now());
    const estimate = call.estimate ?? 0;
    if (spent + estimate > day.cap + EPSILON)
      throw new SpendRefused(
        `max-daily-cost-usd (${usd(day.cap)}) would be passed: the ledger records ${usd(spent)} spent in the last 24 hours and the next ${call.model} call could cost up to ${usd(estimate)}`,
        'day',
      );
  }

  async after(call: SpentCall): Promise<void> {
    this.spent += call.cost_usd ?? 0;
    await this.o.parent?.after(call);
    const { day } = this.o;
    if (!day) return;
    const record: LedgerRecord = {
      kind: 'spend',
      cost_usd: call.cost_usd,
      model: call.model,
      at: day.now().toISOString(),
      run: day.run,
      // A call never answered is in the day's spend at its estimate, and says so.
      ...(call.estimated ? { estimated: true as const } : {}),
    };
    if (day.cap === null) day.store.queue([record]);
    else await day.store.append([record]);
  }
}

/**
 * The day's cap as the ledger stands, asked before a run pays any model (a run's pre-flight check,
 * /wiki's day limit, the prompt's budget line): what the ledger records spent in the last 24
 * hours, whether that reached max-daily-cost-usd, and what it leaves. Null with no cap. The calls
 * that follow are still checked one by one (SpendGate.before).
 */
export function dayCap(
  ledger: Ledger,
  cap: number | null,
  now: Date,
): { spent: number; reached: boolean; left: number } | null {
  if (cap === null) return null;
  const spent = spentInLastDay(ledger, now);
  return { spent, reached: spent >= cap, left: cap - spent };
}

/** What max-cost-usd leaves the calls of `client` (its gate's view); null: no budget known. */
export const budgetLeft = (client: MessagesClient): number | null =>
  (client.spend as Partial<BudgetView> | undefined)?.left?.() ?? null;

/**
 * `client` with a gate of its own in front of whatever gate it had: every call through the
 * result is checked against `options.budget` and the gates above. The SDK client's own settings
 * the callers read (maxRetries) stay visible.
 */
export function gated(
  client: MessagesClient,
  options: Omit<GateOptions, 'parent'>,
): { client: MessagesClient; gate: SpendGate } {
  const gate = new SpendGate({ ...options, ...(client.spend ? { parent: client.spend } : {}) });
  return { client: through(client, gate), gate };
}

/** `client` with `gate` as its door (a gate built with the client's own gate as its parent). */
export function through(client: MessagesClient, gate: SpendHook): MessagesClient {
  const retries = (client as { maxRetries?: unknown }).maxRetries;
  return {
    messages: client.messages,
    spend: gate,
    ...(typeof retries === 'number' ? { maxRetries: retries } : {}),
  } as MessagesClient;
}

/** A gate's budget stop, for callers that word it: the refusal, or null for any other error. */
export const budgetRefusal = (e: unknown): string | null =>
  e instanceof SpendRefused ? e.message : null;

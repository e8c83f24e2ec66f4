// One spend scope per run: the one door every model call goes through (src/llm/messages.ts asks the
// client's hook before each call and tells it after). Before a call it checks the call's most it
// can cost (src/llm/spend.ts's estimate: the prompt priced as cache writes, output at max_tokens)
// against what the run's max-cost-usd leaves — one budget for every task the run starts: a
// catch-up's Tier 3 runs, each archive of a reactions sweep, init's batches, deep lint — and, with
// a ledger, against the day's cap as the ledger stands; after the call it counts what the call
// cost and records it in the ledger. The entry that starts a run opens it (openSpendScope); a task
// or a loop with a budget of its own takes a child of it, which asks the run's scope too, so the
// tighter one refuses; a call it refuses is never made. It alone says what is left and whether an
// expected spend fits, so no caller subtracts from a budget.
import { SpendRefused, type SpendCall, type SpendHook, type SpentCall } from '../llm/spend.js';
import type { MessagesClient } from '../llm/messages.js';
import { budgetStopSentence, dayCap, dayStopSentence } from './gate.js';
import { spentInLastDay, type LedgerRecord } from './records.js';
import type { LedgerStore } from './store.js';

/** The day's cap over the ledger, and where this run's spend records go. */
export interface DayLedger {
  store: LedgerStore;
  /** max-daily-cost-usd; null: no cap, and spend is recorded when the run ends. */
  cap: number | null;
  run: string;
  now: () => Date;
}

/** What a scope is opened with: the run's budget, and the day's cap over the ledger or none. */
export interface SpendLimits {
  /** max-cost-usd for what goes through the scope; null: no budget of its own. */
  budget: number | null;
  /** The ledger, for the day's cap and the spend records; absent: a run without a ledger. */
  day?: DayLedger;
}

/** The limit an expected spend would pass, and what that limit still allows (never below 0). */
export interface SpendMiss {
  limit: 'run' | 'day';
  left: number;
}

// A hair of tolerance: sums of prices in floating point must not refuse a call landing on a cap.
const EPSILON = 1e-9;

/** Half a cent: what earlier calls must have spent before a prompt says what is left. */
const VISIBLE = 0.005;

/** The tighter of two limits that may each be unknown (null). */
const tighter = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

export class SpendScope implements SpendHook {
  /** What the calls through this scope have cost so far (calls of no known price count 0). */
  spent = 0;

  constructor(
    private readonly limits: SpendLimits,
    /** The scope (or the books) above this one: asked too, and told what each call cost. */
    private readonly above?: SpendHook,
  ) {}

  /** The scope a client carries; a client without one gets a scope of no limit over its hook. */
  static of(client: MessagesClient): SpendScope {
    const hook = client.spend;
    return hook instanceof SpendScope ? hook : new SpendScope({ budget: null }, hook);
  }

  /** A task's or a loop's own budget inside this scope: its calls are held to both. */
  child(budget: number | null): SpendScope {
    return new SpendScope({ budget }, this);
  }

  /** `client` with this scope as its door. The SDK client's own settings (maxRetries) stay. */
  through(client: MessagesClient): MessagesClient {
    const retries = (client as { maxRetries?: unknown }).maxRetries;
    return {
      messages: client.messages,
      spend: this,
      ...(typeof retries === 'number' ? { maxRetries: retries } : {}),
    } as MessagesClient;
  }

  /** What max-cost-usd still allows here (the tighter of this scope and those above); null: none. */
  runLeft(): number | null {
    const { budget } = this.limits;
    return tighter(budget === null ? null : budget - this.spent, this.above?.runLeft?.() ?? null);
  }

  /** What the day's cap still allows as the ledger last read says (with this run's calls). */
  dayLeft(): number | null {
    const day = this.limits.day;
    const own = day ? (dayCap(day.store.view(), day.cap, day.now())?.left ?? null) : null;
    return tighter(own, this.above?.dayLeft?.() ?? null);
  }

  /** What every limit leaves: the tighter of max-cost-usd and the day's cap; null: neither. */
  left(): number | null {
    return tighter(this.runLeft(), this.dayLeft());
  }

  /** Null when `expected` fits what the limits leave; else the limit it would pass. */
  fits(expected: number): SpendMiss | null {
    const run = this.runLeft();
    if (run !== null && (run <= 0 || expected > run))
      return { limit: 'run', left: Math.max(0, run) };
    const day = this.dayLeft();
    if (day !== null && expected > day) return { limit: 'day', left: Math.max(0, day) };
    return null;
  }

  /**
   * What max-cost-usd still allows when earlier calls spent a visible part (half a cent or more)
   * of `budget`, never below 0; null when they did not, or no budget is known.
   */
  partLeft(budget: number): number | null {
    const left = this.runLeft();
    return left === null || left >= budget - VISIBLE ? null : Math.max(0, left);
  }

  records(): boolean {
    return (this.limits.day?.store.recording ?? false) || (this.above?.records?.() ?? false);
  }

  async before(call: SpendCall): Promise<void> {
    const { budget, day } = this.limits;
    if (budget !== null && call.estimate !== null && this.spent + call.estimate > budget + EPSILON)
      throw new SpendRefused(budgetStopSentence(budget, this.spent, call));
    await this.above?.before(call);
    if (!day || day.cap === null) return;
    const spent = spentInLastDay(await day.store.fresh(), day.now());
    const estimate = call.estimate ?? 0;
    if (spent + estimate > day.cap + EPSILON)
      throw new SpendRefused(dayStopSentence(day.cap, spent, call), 'day');
  }

  async after(call: SpentCall): Promise<void> {
    this.spent += call.cost_usd ?? 0;
    await this.above?.after(call);
    const { day } = this.limits;
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
 * The scope of a run (or of a command that calls a model), opened once where it starts: its
 * max-cost-usd, the day's cap over the ledger or none. Given the client of what started it (a
 * sweep's, init's, a preview's), the new scope is a child of the one that client carries.
 */
export const openSpendScope = (limits: SpendLimits, given?: MessagesClient): SpendScope =>
  new SpendScope(limits, given?.spend);

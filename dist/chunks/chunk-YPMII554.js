import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SpendRefused
} from "./chunk-IQBB3ADW.js";
import {
  budgetStopSentence,
  dayCap,
  dayStopSentence
} from "./chunk-2G2WHUZ4.js";
import {
  spentInLastDay
} from "./chunk-J2RP3FCU.js";

// src/ledger/scope.ts
var EPSILON = 1e-9;
var VISIBLE = 5e-3;
var tighter = (a, b) => a === null ? b : b === null ? a : Math.min(a, b);
var SpendScope = class _SpendScope {
  constructor(limits, above) {
    this.limits = limits;
    this.above = above;
  }
  limits;
  above;
  /** What the calls through this scope have cost so far (calls of no known price count 0). */
  spent = 0;
  /** The scope a client carries; a client without one gets a scope of no limit over its hook. */
  static of(client) {
    const hook = client.spend;
    return hook instanceof _SpendScope ? hook : new _SpendScope({ budget: null }, hook);
  }
  /** A task's or a loop's own budget inside this scope: its calls are held to both. */
  child(budget) {
    return new _SpendScope({ budget }, this);
  }
  /** `client` with this scope as its door. The SDK client's own settings (maxRetries) stay. */
  through(client) {
    const retries = client.maxRetries;
    return {
      messages: client.messages,
      spend: this,
      ...typeof retries === "number" ? { maxRetries: retries } : {}
    };
  }
  /** What max-cost-usd still allows here (the tighter of this scope and those above); null: none. */
  runLeft() {
    const { budget } = this.limits;
    return tighter(budget === null ? null : budget - this.spent, this.above?.runLeft?.() ?? null);
  }
  /** What the day's cap still allows as the ledger last read says (with this run's calls). */
  dayLeft() {
    const day = this.limits.day;
    const own = day ? dayCap(day.store.view(), day.cap, day.now())?.left ?? null : null;
    return tighter(own, this.above?.dayLeft?.() ?? null);
  }
  /** What every limit leaves: the tighter of max-cost-usd and the day's cap; null: neither. */
  left() {
    return tighter(this.runLeft(), this.dayLeft());
  }
  /** Null when `expected` fits what the limits leave; else the limit it would pass. */
  fits(expected) {
    const run = this.runLeft();
    if (run !== null && (run <= 0 || expected > run))
      return { limit: "run", left: Math.max(0, run) };
    const day = this.dayLeft();
    if (day !== null && expected > day) return { limit: "day", left: Math.max(0, day) };
    return null;
  }
  /**
   * What max-cost-usd still allows when earlier calls spent a visible part (half a cent or more)
   * of `budget`, never below 0; null when they did not, or no budget is known.
   */
  partLeft(budget) {
    const left = this.runLeft();
    return left === null || left >= budget - VISIBLE ? null : Math.max(0, left);
  }
  records() {
    return (this.limits.day?.store.recording ?? false) || (this.above?.records?.() ?? false);
  }
  async before(call) {
    const { budget, day } = this.limits;
    if (budget !== null && call.estimate !== null && this.spent + call.estimate > budget + EPSILON)
      throw new SpendRefused(budgetStopSentence(budget, this.spent, call));
    await this.above?.before(call);
    if (!day || day.cap === null) return;
    const spent = spentInLastDay(await day.store.fresh(), day.now());
    const estimate = call.estimate ?? 0;
    if (spent + estimate > day.cap + EPSILON)
      throw new SpendRefused(dayStopSentence(day.cap, spent, call), "day");
  }
  async after(call) {
    this.spent += call.cost_usd ?? 0;
    await this.above?.after(call);
    const { day } = this.limits;
    if (!day) return;
    const record = {
      kind: "spend",
      cost_usd: call.cost_usd,
      model: call.model,
      at: day.now().toISOString(),
      run: day.run,
      // A call never answered is in the day's spend at its estimate, and says so.
      ...call.estimated ? { estimated: true } : {}
    };
    if (day.cap === null) day.store.queue([record]);
    else await day.store.append([record]);
  }
};
var openSpendScope = (limits, given) => new SpendScope(limits, given?.spend);

export {
  SpendScope,
  openSpendScope
};
//# sourceMappingURL=chunk-YPMII554.js.map

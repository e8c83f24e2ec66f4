import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  spentInLastDay
} from "./chunk-O7UTQXLJ.js";
import {
  SpendRefused
} from "./chunk-KK3CQWFI.js";

// src/ledger/gate.ts
var usd = (n) => `$${n.toFixed(4)}`;
var budgetText = (n) => n >= 0.01 ? `$${n.toFixed(2)}` : `$${n}`;
var limit = budgetText;
var budgetStopSentence = (budget, spent, call) => `max-cost-usd (${limit(budget)}) would be passed: ${usd(spent)} spent and the next ${call.model} call could cost up to ${usd(call.estimate ?? 0)}, so it was not made`;
var saysBudgetStop = (reason) => /max-(daily-)?cost-usd \(\$[^)]*\) would be passed|max-daily-cost-usd reached/.test(reason);
var EPSILON = 1e-9;
var SpendGate = class {
  constructor(o) {
    this.o = o;
  }
  o;
  /** What the calls through this gate have cost so far (calls of no known price count 0). */
  spent = 0;
  /** What max-cost-usd still allows here (the tighter of this gate and the run's); null: none. */
  left() {
    const own = this.o.budget === null ? null : this.o.budget - this.spent;
    const up = this.o.parent?.left?.() ?? null;
    return own === null ? up : up === null ? own : Math.min(own, up);
  }
  records() {
    return (this.o.day?.store.recording ?? false) || (this.o.parent?.records?.() ?? false);
  }
  async before(call) {
    const { budget, day } = this.o;
    if (budget !== null && call.estimate !== null && this.spent + call.estimate > budget + EPSILON)
      throw new SpendRefused(budgetStopSentence(budget, this.spent, call));
    await this.o.parent?.before(call);
    if (!day || day.cap === null) return;
    const spent = spentInLastDay(await day.store.fresh(), day.now());
    const estimate = call.estimate ?? 0;
    if (spent + estimate > day.cap + EPSILON)
      throw new SpendRefused(
        `max-daily-cost-usd (${limit(day.cap)}) would be passed: the ledger records ${usd(spent)} spent in the last 24 hours and the next ${call.model} call could cost up to ${usd(estimate)}`,
        "day"
      );
  }
  async after(call) {
    this.spent += call.cost_usd ?? 0;
    await this.o.parent?.after(call);
    const { day } = this.o;
    if (!day) return;
    const record = {
      kind: "spend",
      cost_usd: call.cost_usd,
      model: call.model,
      at: day.now().toISOString(),
      run: day.run
    };
    if (day.cap === null) day.store.queue([record]);
    else await day.store.append([record]);
  }
};
function dayCap(ledger, cap, now) {
  if (cap === null) return null;
  const spent = spentInLastDay(ledger, now);
  return { spent, reached: spent >= cap, left: cap - spent };
}
var budgetLeft = (client) => client.spend?.left?.() ?? null;
function gated(client, options) {
  const gate = new SpendGate({ ...options, ...client.spend ? { parent: client.spend } : {} });
  return { client: through(client, gate), gate };
}
function through(client, gate) {
  const retries = client.maxRetries;
  return {
    messages: client.messages,
    spend: gate,
    ...typeof retries === "number" ? { maxRetries: retries } : {}
  };
}
var budgetRefusal = (e) => e instanceof SpendRefused ? e.message : null;

export {
  budgetText,
  budgetStopSentence,
  saysBudgetStop,
  SpendGate,
  dayCap,
  budgetLeft,
  gated,
  through,
  budgetRefusal
};
//# sourceMappingURL=chunk-6BHTR3FJ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  spentInLastDay
} from "./chunk-J2RP3FCU.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";

// src/ledger/gate.ts
var budgetStopSentence = (budget, spent, call) => `max-cost-usd (${usd(budget)}) would be passed: ${usd(spent)} spent and the next ${call.model} call could cost up to ${usd(call.estimate ?? 0)}, so it was not made`;
var dayStopSentence = (cap, spent, call) => `max-daily-cost-usd (${usd(cap)}) would be passed: the ledger records ${usd(spent)} spent in the last 24 hours and the next ${call.model} call could cost up to ${usd(call.estimate ?? 0)}`;
var saysBudgetStop = (reason) => /max-(daily-)?cost-usd \(\$[^)]*\) would be passed|max-daily-cost-usd reached/.test(reason);
function dayCap(ledger, cap, now) {
  if (cap === null) return null;
  const spent = spentInLastDay(ledger, now);
  return { spent, reached: spent >= cap, left: cap - spent };
}

export {
  budgetStopSentence,
  dayStopSentence,
  saysBudgetStop,
  dayCap
};
//# sourceMappingURL=chunk-2G2WHUZ4.js.map

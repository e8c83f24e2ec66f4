import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LedgerStore,
  SpendMeter
} from "./chunk-C6NZHA3V.js";
import {
  answersInLastDay,
  spentInLastDay
} from "./chunk-BELEZC2E.js";
import "./chunk-FVUE7HD4.js";
import {
  metered
} from "./chunk-J43EUBSG.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/ask/limits.ts
var needsLedger = (limits) => limits.maxPerDay !== null || limits.maxDailyCostUsd !== null;
var count = (n) => n.toLocaleString("en-US");
function tooLong(question, limits) {
  const chars = [...question].length;
  if (chars <= limits.maxQuestionChars) return null;
  return `Sorry, this question is ${count(chars)} characters long and the wiki answers questions of at most ${count(limits.maxQuestionChars)} characters (ask-max-question-chars). Please ask a shorter question in a new comment.`;
}
function dayUsedUp(ledger, now, limits) {
  if (limits.maxPerDay !== null) {
    const answered = answersInLastDay(ledger, now);
    if (answered >= limits.maxPerDay)
      return `Sorry, the wiki has answered its ${count(limits.maxPerDay)} question${limits.maxPerDay === 1 ? "" : "s"} for the last 24 hours (ask-max-per-day). Please ask again later.`;
  }
  if (limits.maxDailyCostUsd !== null && spentInLastDay(ledger, now) >= limits.maxDailyCostUsd)
    return `Sorry, the wiki's spending limit for the last 24 hours (max-daily-cost-usd) is reached, so no question can be answered now. Please ask again later.`;
  return null;
}

// src/ask/answer-ledger.ts
function answerLedger(limits, client, options) {
  const warnings = [];
  if (!needsLedger(limits))
    return {
      refuse: async (q) => tooLong(q, limits),
      client,
      close: async () => {
      },
      warnings
    };
  const store = new LedgerStore(options.io(), {
    readOnly: false,
    now: options.clock,
    warn: (w) => warnings.push(w)
  });
  const meter = new SpendMeter(store, {
    cap: limits.maxDailyCostUsd,
    run: options.run,
    now: options.clock
  });
  return {
    refuse: async (q) => tooLong(q, limits) ?? dayUsedUp(await store.load(), options.clock(), limits),
    client: metered(client, meter),
    close: async (answered) => store.append(
      answered ? [{ kind: "answer", at: options.clock().toISOString(), run: options.run }] : []
    ),
    warnings
  };
}
export {
  answerLedger
};
//# sourceMappingURL=answer-ledger-G7E3K63B.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runIdOf
} from "./chunk-O66EVBOQ.js";
import {
  gitHubLedger
} from "./chunk-S6GCYEL2.js";
import "./chunk-UFXPTZ66.js";
import "./chunk-HXD2XRL6.js";
import {
  LedgerStore
} from "./chunk-MIYP6X65.js";
import {
  dayCap,
  gated
} from "./chunk-6BHTR3FJ.js";
import {
  answersInLastDay
} from "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-KK3CQWFI.js";
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
  if (dayCap(ledger, limits.maxDailyCostUsd, now)?.reached)
    return `Sorry, the wiki's spending limit for the last 24 hours (max-daily-cost-usd) is reached, so no question can be answered now. Please ask again later.`;
  return null;
}

// src/ask/answer-ledger.ts
async function openLedger(kind, scope, secrets) {
  const { config } = scope;
  const limits = {
    maxQuestionChars: config.askMaxQuestionChars,
    maxPerDay: config.askMaxPerDay,
    maxDailyCostUsd: config.maxDailyCostUsd
  };
  const client = scope.anthropic ?? await (await import("./client-BHGNF2PD.js")).createClient(config, scope.env, secrets);
  return answerLedger(kind, limits, client, {
    io: () => gitHubLedger({
      repo: { owner: scope.owner, repo: scope.repo },
      wikiPath: config.wikiPath,
      github: scope.github
    }),
    run: runIdOf(scope.env),
    clock: scope.clock ?? (() => /* @__PURE__ */ new Date()),
    budget: config.maxCostUsd
  });
}
function answerLedger(kind, limits, client, options) {
  const warnings = [];
  if (!needsLedger(limits))
    return {
      refuse: async (q) => tooLong(q, limits),
      client: gated(client, { budget: options.budget }).client,
      close: async () => {
      },
      warnings
    };
  const store = new LedgerStore(options.io(), {
    readOnly: false,
    now: options.clock,
    warn: (w) => warnings.push(w)
  });
  const day = { store, cap: limits.maxDailyCostUsd, run: options.run, now: options.clock };
  return {
    refuse: async (q) => tooLong(q, limits) ?? dayUsedUp(await store.load(), options.clock(), limits),
    client: gated(client, { budget: options.budget, day }).client,
    close: async (answered) => store.append(
      kind === "answer" && answered ? [{ kind: "answer", at: options.clock().toISOString(), run: options.run }] : []
    ),
    warnings
  };
}
export {
  openLedger
};
//# sourceMappingURL=answer-ledger-7TZKV544.js.map

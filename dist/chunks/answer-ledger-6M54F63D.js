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
} from "./chunk-57WIQ2C3.js";
import {
  openSpendScope
} from "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import {
  dayCap
} from "./chunk-2G2WHUZ4.js";
import {
  answersInLastDay
} from "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
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
async function openAnswerLedger(kind, scope, secrets) {
  const { config } = scope;
  const limits = {
    maxQuestionChars: config.askMaxQuestionChars,
    maxPerDay: config.askMaxPerDay,
    maxDailyCostUsd: config.maxDailyCostUsd
  };
  const client = scope.anthropic ?? await (await import("./client-SBKKK7A7.js")).createClient(config, scope.env, secrets);
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
      client: openSpendScope({ budget: options.budget }, client).through(client),
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
    client: openSpendScope({ budget: options.budget, day }, client).through(client),
    close: async (answered) => store.append(
      kind === "answer" && answered ? [{ kind: "answer", at: options.clock().toISOString(), run: options.run }] : []
    ),
    warnings
  };
}
export {
  openAnswerLedger
};
//# sourceMappingURL=answer-ledger-6M54F63D.js.map

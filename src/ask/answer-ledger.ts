// The ledger as a /wiki answer or a save uses it. Every model call goes through one spend scope:
// max-cost-usd for the run (a save's Tiers 2–3 together; under a reactions sweep, the sweep's gate
// too), and, when a daily limit is set (ask-max-per-day, max-daily-cost-usd), the day's cap as the
// ledger stands before each call, each call recorded when it returns; the ledger is also read to
// refuse a question the day has no room for, and an answer recorded once posted. Without a daily
// limit nothing is read or written, so the /wiki workflow keeps needing only contents: read.
import type { Config } from '../config.js';
import type { GitHub } from '../github/client.js';
import { openSpendScope } from '../ledger/scope.js';
import { runIdOf } from '../ledger/run-id.js';
import { LedgerStore, type LedgerIO } from '../ledger/store.js';
import type { MessagesClient } from '../llm/messages.js';
import type { SecretRegistry } from '../security/secrets.js';
import { gitHubLedger } from '../workspace/github-ledger.js';
import { dayUsedUp, needsLedger, tooLong, type AskLimits } from './limits.js';

export interface AnswerLedger {
  /** The refusal for a question (too long, or no room left in the day), or null. */
  refuse: (question: string) => Promise<string | null>;
  /** The client every call of this answer goes through. */
  client: MessagesClient;
  /** Records the answer (when one was posted) and any spend not recorded yet. */
  close: (answered: boolean) => Promise<void>;
  /** What reading or writing the ledger could not do. */
  warnings: string[];
}

/** What opening the ledger reads from the comment run (or a reactions sweep). */
export interface LedgerScope {
  config: Config;
  env: NodeJS.ProcessEnv;
  owner: string;
  repo: string;
  github: () => Promise<GitHub>;
  /** The Messages client (tests, a sweep's gated one); built from the config when absent. */
  anthropic?: MessagesClient;
  clock?: () => Date;
}

/**
 * The ledger of one `answer` (a /wiki question) or `save` (an archive's cascade): its limits,
 * its spend gate and the run id its records carry.
 */
export async function openAnswerLedger(
  kind: 'answer' | 'save',
  scope: LedgerScope,
  secrets: SecretRegistry,
): Promise<AnswerLedger> {
  const { config } = scope;
  const limits: AskLimits = {
    maxQuestionChars: config.askMaxQuestionChars,
    maxPerDay: config.askMaxPerDay,
    maxDailyCostUsd: config.maxDailyCostUsd,
  };
  const client =
    scope.anthropic ??
    (await (await import('../llm/client.js')).createClient(config, scope.env, secrets));
  return answerLedger(kind, limits, client, {
    io: () =>
      gitHubLedger({
        repo: { owner: scope.owner, repo: scope.repo },
        wikiPath: config.wikiPath,
        github: scope.github,
      }),
    run: runIdOf(scope.env),
    clock: scope.clock ?? (() => new Date()),
    budget: config.maxCostUsd,
  });
}

function answerLedger(
  kind: 'answer' | 'save',
  limits: AskLimits,
  client: MessagesClient,
  options: {
    io: () => LedgerIO;
    run: string;
    clock: () => Date;
    budget: number | null;
  },
): AnswerLedger {
  const warnings: string[] = [];
  if (!needsLedger(limits))
    return {
      refuse: async (q) => tooLong(q, limits),
      client: openSpendScope({ budget: options.budget }, client).through(client),
      close: async () => {},
      warnings,
    };
  const store = new LedgerStore(options.io(), {
    readOnly: false,
    now: options.clock,
    warn: (w) => warnings.push(w),
  });
  const day = { store, cap: limits.maxDailyCostUsd, run: options.run, now: options.clock };
  return {
    refuse: async (q) =>
      tooLong(q, limits) ?? dayUsedUp(await store.load(), options.clock(), limits),
    client: openSpendScope({ budget: options.budget, day }, client).through(client),
    close: async (answered) =>
      store.append(
        kind === 'answer' && answered
          ? [{ kind: 'answer', at: options.clock().toISOString(), run: options.run }]
          : [],
      ),
    warnings,
  };
}

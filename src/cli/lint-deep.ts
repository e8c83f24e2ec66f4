// `wiki-ingest lint --deep` from local git: which pages changed since the last deep pass (its
// record in log.md names the commit it read; `git ls-tree` of that commit's wiki folder against
// HEAD's), the pass itself (src/lint/deep/), and its record appended to log.md in the working
// tree — where the next pass looks first, so commit it with the wiki.
import { join } from 'node:path';
import type { DeepLintConfig } from '../config.js';
import { appendLog } from '../log/entry.js';
import type { DeepFindings } from '../lint/check.js';
import { pagesChangedBetween } from '../lint/deep/neighbours.js';
import { runDeepPass, type DeepPassResult } from '../lint/deep/pass.js';
import { lastDeepRecord, type DeepRecord } from '../lint/deep/record.js';
import type { MessagesClient } from '../llm/messages.js';
import { priceTable } from '../llm/pricing.js';
import { money } from '../ledger/money.js';
import { writeWorkingTree } from '../publish/safe-write.js';
import { readWikiFile } from '../wiki/load.js';
import { wikiTreeAt, type TreeSource } from '../wiki/tree.js';
import type { Page, WikiTree } from '../wiki/types.js';

export interface LocalDeep {
  repo: string;
  commit: string;
  trees: TreeSource;
  at: WikiTree;
  config: DeepLintConfig;
  client: MessagesClient;
  /** HEAD's log.md, used when the working tree has none. */
  headLog: string | null;
}

/** log.md as the working tree holds it (the last deep record may not be committed yet). */
async function workingLog(
  repo: string,
  wikiPath: string,
  head: string | null,
): Promise<string | null> {
  // Strict: the deep record is appended to it, and a log.md that is not UTF-8 is never rewritten.
  return (await readWikiFile(join(repo, wikiPath), 'log.md')) ?? head;
}

/** The pages to read: changed since the last pass's commit, plus those it left pending. */
async function toRead(
  d: LocalDeep,
  pages: readonly Page[],
  previous: DeepRecord | null,
  notes: string[],
): Promise<Set<string>> {
  if (!previous) return pagesChangedBetween(pages, null, d.at.entries);
  let before: WikiTree['entries'] | null = null;
  try {
    before = (await wikiTreeAt(d.trees, previous.commit, d.config.wikiPath)).entries;
  } catch {
    notes.push(
      `deep pass: the last pass read commit ${previous.commit.slice(0, 12)}, which this repository does not hold; every page is read again.`,
    );
  }
  const changed = pagesChangedBetween(pages, before, d.at.entries);
  for (const slug of previous.pending) changed.add(slug);
  return changed;
}

/** The deep pass as checkWiki's hook; `done` holds its result once it ran. */
export function localDeepPass(d: LocalDeep): {
  input: LocalDeep;
  hook: (pages: readonly Page[]) => Promise<DeepFindings>;
  done: () => { result: DeepPassResult; log: string | null } | null;
} {
  let finished: { result: DeepPassResult; log: string | null } | null = null;
  return {
    input: d,
    done: () => finished,
    async hook(pages) {
      const log = await workingLog(d.repo, d.config.wikiPath, d.headLog);
      const previous = lastDeepRecord(log);
      const notes: string[] = [];
      const result = await runDeepPass({
        pages,
        changed: await toRead(d, pages, previous, notes),
        previous,
        commit: d.commit,
        client: d.client,
        model: d.config.triageModel,
        prices: priceTable(d.config.pricing),
        maxCostUsd: d.config.maxCostUsd,
        retries: d.config.maxRetries,
        now: new Date(),
      });
      finished = { result, log };
      return { findings: result.findings, notes: [...notes, ...result.notes] };
    },
  };
}

/** Appends the pass's record to log.md in the working tree; says what the pass did. */
export async function recordDeepPass(
  d: LocalDeep,
  done: { result: DeepPassResult; log: string | null },
): Promise<string> {
  const { result } = done;
  if (result.entry === null)
    return 'deep pass: no page changed since the last deep pass; no model call.';
  const path = `${d.config.wikiPath}/log.md`;
  await writeWorkingTree(
    d.repo,
    [
      {
        path,
        content: appendLog(done.log, result.entry),
        action: done.log === null ? 'create' : 'update',
      },
    ],
    { wikiPath: d.config.wikiPath },
  );
  const n = result.examined.length;
  return `deep pass: ${n} page${n === 1 ? '' : 's'} examined in ${result.calls} model call${result.calls === 1 ? '' : 's'} (${money(result.cost_usd, 'cost unknown')}); recorded in ${path} in the working tree — commit it, and the next deep pass reads only pages changed since.`;
}

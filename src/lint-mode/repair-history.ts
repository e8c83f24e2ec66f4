// What the scheduled lint reads of history beyond the findings, for its rule and its repair: when
// each page to repair was last written (the oldest stamps are checked first), through the commits
// API, one bounded request a page; and the dead-reference rule, which reads git itself — from the
// workflow's checkout when it holds the branch head with its history (actions/checkout with
// fetch-depth: 0), else not at all, said once in the notes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GitHub } from '../github/client.js';
import { commitsChangingPath } from '../github/path-history.js';
import type { RepoRef } from '../github/repo.js';
import { gitBuffer } from '../git/process.js';
import { gitReferenceHistory, pagesLastWritten } from '../git/references.js';
import { findDeadReferences, type DeadReferences } from '../lint/dead-references.js';
import type { TreeListing } from '../wiki/provenance.js';
import type { Page } from '../wiki/types.js';

/** Pages whose last write is looked up per run through the API (one request each). */
export const WRITTEN_AT_LOOKUPS = 30;

/**
 * When each page was last written (ms, by slug), from the commits API: the first `max` pages in
 * slug order, one request each; a page past the bound (or a failed read) has no age and is
 * repaired after those that have one.
 */
export async function writtenAtFromApi(
  client: Pick<GitHub, 'rest'>,
  repo: RepoRef,
  head: string,
  pages: readonly { slug: string; path: string }[],
  max = WRITTEN_AT_LOOKUPS,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const { slug, path } of pages.slice(0, max)) {
    const [last] = await commitsChangingPath(client, repo, head, path, 1).catch(() => []);
    const at = last?.date ? Date.parse(last.date) : NaN;
    if (!Number.isNaN(at)) out.set(slug, at);
  }
  return out;
}

/**
 * The workflow's checkout when it holds `commit` with history behind it (not a shallow clone):
 * the folder to run git in; else null.
 */
export async function historyCheckout(
  dir: string | undefined,
  commit: string,
): Promise<string | null> {
  if (!dir || !existsSync(join(dir, '.git'))) return null;
  const ask = (args: string[]) =>
    gitBuffer(dir, args).then(
      (b) => b.toString().trim(),
      () => null,
    );
  const [held, shallow] = await Promise.all([
    ask(['rev-parse', '--verify', '--quiet', '--end-of-options', `${commit}^{commit}`]),
    ask(['rev-parse', '--is-shallow-repository']),
  ]);
  return held !== null && shallow === 'false' ? dir : null;
}

/** The rule over the workflow's checkout; null (and a note) when it holds no history to read. */
export function deadReferencesAtCheckout(
  checkout: string | null,
  head: { commit: string; listing: TreeListing; wikiPath: string },
  notes: string[],
): ((pages: readonly Page[]) => Promise<DeadReferences>) | null {
  if (!checkout) {
    notes.push(
      'dead-reference did not run: it reads the repository history from the workflow checkout. Add actions/checkout with fetch-depth: 0 before this step to check the backticked names of the pages against history.',
    );
    return null;
  }
  return (pages) =>
    findDeadReferences(pages, head, gitReferenceHistory(checkout, head.commit, head.wikiPath));
}

/** When each page was last written (ms, by slug): from the checkout's history, else the API. */
export async function writtenAt(
  checkout: string | null,
  api: { client: Pick<GitHub, 'rest'>; repo: RepoRef },
  at: { commit: string; wikiPath: string },
  pages: readonly { slug: string; path: string }[],
): Promise<Map<string, number>> {
  if (!checkout) return writtenAtFromApi(api.client, api.repo, at.commit, pages);
  const paths = pages.map((p) => p.path);
  const written = await pagesLastWritten(checkout, at.commit, at.wikiPath, paths);
  return new Map(
    pages.flatMap((p) => {
      const w = written.get(p.path);
      return w ? [[p.slug, w.at] as const] : [];
    }),
  );
}

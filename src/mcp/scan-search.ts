// search_wiki in the seconds after the server starts, before its index exists. At 20,000 pages
// reading and parsing the wiki, building its map and indexing it take several seconds, and an
// agent's first question comes at once: the holder scans the page files first (a fraction of
// that time, src/wiki/search-scan.ts), and a search is answered from the scan until the full
// index of the wiki it read is built. The scan skips what the read skips (secret-paths, links, a
// slug's second file), and each page found is shown by its map line as the map holds it: from the
// wiki once read, before that from its file parsed now (at most 20 pages a call). The answer says
// it came from a scan and how that ranks.
import type { ToolOutcome } from '../tools/types.js';
import { scanSearchWiki } from '../tools/search-wiki.js';
import { buildMap } from '../wiki/map.js';
import { parsePage } from '../wiki/page.js';
import type { ScanRecord } from '../wiki/search-scan.js';
import type { Caps, Page } from '../wiki/types.js';
import type { RepoReader } from './freshness.js';
import type { HeldWiki, WikiHolder } from './held-wiki.js';
import { withFreshness } from './tools.js';

export interface ScanSearchContext {
  holder: WikiHolder;
  repo: RepoReader;
  caps: Caps;
}

/** A page found by the scan as the map shows it, and the page; null when it is gone. */
function mapped(
  record: ScanRecord,
  ready: HeldWiki | undefined,
  ctx: ScanSearchContext,
): { line: string; page: Page } | null {
  if (ready) {
    const page = ready.bySlug.get(record.slug);
    const entry = ready.view.outline?.entries.get(record.slug);
    return page && entry ? { line: entry.line, page } : null;
  }
  let page: Page;
  try {
    page = parsePage(record.file, ctx.holder.readPage(record.file)).page;
  } catch {
    return null;
  }
  return { line: buildMap([page], ctx.caps).entries[0]!.line, page };
}

/**
 * search_wiki answered from the start-up scan, with which pages found may be stale; null when
 * there is no scan to answer from (the index answers).
 */
export async function searchScanned(
  ctx: ScanSearchContext,
  input: unknown,
): Promise<ToolOutcome | null> {
  const scanned = ctx.holder.scanned();
  if (!scanned) return null;
  const records = await scanned.scan.catch(() => null);
  if (!records) return null;
  const ready = ctx.holder.scanned()?.ready;
  // The wiki as read fits its map budget after all: search_wiki is not served (tools.ts says so).
  if (ready && !ready.view.outline) return null;
  const pages = new Map<string, Page>();
  const lineOf = (record: ScanRecord): string | null => {
    const found = mapped(record, ready, ctx);
    if (found) pages.set(found.line, found.page);
    return found?.line ?? null;
  };
  const served = await scanSearchWiki.handler({ records, lineOf }).search_wiki!(input);
  return withFreshness(served, ctx.repo, (line) => pages.get(line));
}

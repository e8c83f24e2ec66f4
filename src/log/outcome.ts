// What a Tier 3 run did, in the product's words and computed from its changeset — never from the
// agent's own account of it: the pages created, updated (with the lines kept, changed and added)
// and confirmed, or that no page changed; the calls that were refused; the covering pages it left
// stale. The summary, the notice, the CLI, the JSON report and log.md all lead with these lines,
// and quote the agent's finish text only as its own words.
import type { WikiChange, StalePage, ToolRefusal } from '../types.js';
import { lineCountsText } from '../wiki/line-diff.js';

/** Items named in one sentence at most; the rest are counted. */
const LISTED = 5;

/** index.md and log.md: written beside the pages, never a page of their own. */
export const isIndexOrLog = (c: WikiChange): boolean =>
  c.lines === undefined && /(^|\/)(index|log)\.md$/.test(c.path);

const named = (items: readonly string[]): string =>
  items.length > LISTED
    ? `${items.slice(0, LISTED).join(', ')} and ${items.length - LISTED} more`
    : items.join(', ');

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The pages a run changed, by what happened to each: `updated wiki/a.md (3 lines kept · 1 changed
 * · 0 added); confirmed wiki/b.md`, or `no page changed`. `nameOf` names a page by its path
 * (log.md links it as `[[slug]]`).
 */
export function pagesOutcome(
  changes: readonly WikiChange[],
  nameOf: (path: string) => string = (path) => path,
): string {
  const pages = changes.filter((c) => !isIndexOrLog(c));
  const created = pages.filter((c) => c.action === 'create').map((c) => nameOf(c.path));
  const confirmed = pages.filter((c) => c.confirmed).map((c) => nameOf(c.path));
  const updated = pages
    .filter((c) => c.action === 'update' && !c.confirmed)
    .map((c) => `${nameOf(c.path)} (${c.lines ? lineCountsText(c.lines) : 'covers moved'})`);
  const parts = [
    created.length ? `created ${named(created)}` : null,
    updated.length ? `updated ${named(updated)}` : null,
    confirmed.length ? `confirmed ${named(confirmed)} (re-stamped, text unchanged)` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join('; ') : 'no page changed';
}

/** `2 calls refused (replace_text 1, confirm_page 1)`, or null when none was. */
export function refusedCount(refused: readonly ToolRefusal[]): string | null {
  if (refused.length === 0) return null;
  const by = new Map<string, number>();
  for (const r of refused) by.set(r.tool, (by.get(r.tool) ?? 0) + 1);
  const tools = [...by].map(([tool, n]) => `${tool} ${n}`).join(', ');
  return `${plural(refused.length, 'tool call')} refused (${tools})`;
}

/** The first refusals, each `tool [slug]: reason`, for the lines that list them. */
export const firstRefusals = (refused: readonly ToolRefusal[], max = 3): string[] =>
  refused.slice(0, max).map((r) => `${r.tool}${r.slug ? ` ${r.slug}` : ''}: ${r.reason}`);

/** `1 covering page left stale (guides/setup)`, or null when none was. */
export function staleCount(stale: readonly StalePage[]): string | null {
  const slugs = [...new Set(stale.map((s) => s.slug))];
  if (slugs.length === 0) return null;
  return `${plural(slugs.length, 'covering page')} left stale (${named(slugs)})`;
}

/** The one sentence a finished Tier 3 run ends with: its pages, then what it refused or left. */
export function outcomeSentence(
  changes: readonly WikiChange[],
  refused: readonly ToolRefusal[],
  stale: readonly StalePage[],
): string {
  const more = [refusedCount(refused), staleCount(stale)].filter(Boolean);
  return `${pagesOutcome(changes)}${more.length ? `; ${more.join('; ')}` : ''}.`;
}

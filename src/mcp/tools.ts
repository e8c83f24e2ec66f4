// The tools the MCP server offers a coding agent: the ask side's read tools with their contracts
// and descriptions (read_pages with the map's slugs as an enum while the map fits its budget, at
// most 2 per call; read_section; search_wiki and open_section past the budget), stale_pages and
// impacted_pages (./impact-tool.ts).
// Each call reads the page files it serves from disk (one read per page), never the whole wiki,
// and calls no model. Every page served ends with its freshness; every failure is a tool error
// naming the input and the fix, never a throw.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { toolError, unknownSlug } from '../tools/errors.js';
import { findHandlers, findToolDefinitions } from '../tools/find.js';
import { hostOf } from '../tools/host.js';
import { readHandlers, readToolDefinitions } from '../tools/read.js';
import { offsetProblem, readPages } from '../tools/read-pages.js';
import { readSection } from '../tools/read-section.js';
import { anySlug, tool } from '../tools/tool.js';
import type { ToolHandlers, ToolOutcome } from '../tools/types.js';
import { plural } from '../wiki/text.js';
import { parsePage } from '../wiki/page.js';
import type { Page } from '../wiki/types.js';
import { staleNotes } from '../ask/stale.js';
import { freshnessNote, freshnessAtHead, freshnessSummary, type RepoReader } from './freshness.js';
import type { HeldWiki, ToolView, WikiHolder } from './held-wiki.js';
import { impactedPages, type ImpactPort } from './impact-tool.js';

/** A tool as tools/list shows it. */
export interface McpToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  annotations: { readOnlyHint: true; openWorldHint: false };
}

/** Pages stale_pages lists by default, and at most. */
export const STALE_DEFAULT = 50;
export const STALE_MAX = 200;

const d = z.describe;

const staleSchema = () =>
  z.strictObject({
    slugs: z
      .optional(z.array(z.string().check(z.minLength(1))).check(z.maxLength(STALE_MAX)))
      .check(d('Only these pages (slugs as the map lists them); leave it out for every page.')),
    limit: z
      .optional(z.int().check(z.minimum(1), z.maximum(STALE_MAX)))
      .check(d(`How many stale pages to list, by slug. Default ${STALE_DEFAULT}.`)),
  });

const STALE_DESCRIPTION = [
  "Lists the wiki pages that may be out of date: each file a page covers (its front-matter covers) whose content at the repository's HEAD differs from the version the page was last checked against, or that HEAD no longer holds, with the first commit that changed it since.",
  'Use it before relying on the wiki for code that may have moved on, or to find the pages to update after your change.',
  `Free: it reads the repository's local git, no model. At most ${STALE_MAX} pages per call (default ${STALE_DEFAULT}), sorted by slug, with a count of the rest; pages that cover no file cannot be checked and are counted, not listed.`,
].join(' ');

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/** tools/list for the wiki's map: the enum while the map fits its budget, no enum past it. */
export function mcpToolDefinitions({ folded, enumSlugs }: ToolView): McpToolDefinition[] {
  const tools = [
    ...readToolDefinitions(folded ? [] : enumSlugs, { mcp: true }),
    ...(folded ? findToolDefinitions() : []),
    stalePages.definition(),
    impactedPages.definition(),
  ];
  return tools.map((t) => ({
    name: t.name,
    description: t.description ?? '',
    inputSchema: t.input_schema as McpToolDefinition['inputSchema'],
    annotations: READ_ONLY,
  }));
}

/** Why a slug names no page of the wiki but a path out of it, or null. */
function escapes(slug: string): string | null {
  const s = slug.trim();
  if (/^([a-zA-Z]:)?[\\/]/.test(s) || s.startsWith('~') || s.split(/[\\/]/).includes('..'))
    return `"${slug}" is not a page: slugs name pages of the wiki, and nothing outside the wiki folder is readable (no "..", no absolute path). Use a slug as the map lists it.`;
  return null;
}

/** The page a slug names, as held; or the refusal (a path out, a withheld page, an unknown slug). */
export function lookupPage(held: HeldWiki, slug: string): Page | ToolOutcome {
  const out = escapes(slug);
  if (out) return toolError(out);
  const wanted = slug.trim().toLowerCase();
  const file = held.withheld.get(wanted);
  if (file !== undefined)
    return toolError(
      `"${wanted}" is withheld by policy (secret-paths): its file ${file} may hold secrets and is never served.`,
    );
  return (
    held.bySlug.get(wanted) ??
    unknownSlug(
      held.pages.map((p) => p.slug),
      slug,
    )
  );
}

/** The page as its file is now: one read, parsed; a refusal when the file cannot be read. */
export function readFresh(holder: WikiHolder, page: Page): Page | ToolOutcome {
  try {
    return parsePage(page.file, holder.readPage(page.file)).page;
  } catch (e) {
    return toolError(
      `Page "${page.slug}" could not be read (${e instanceof Error ? e.message : String(e)}); the wiki changed on disk: call again.`,
    );
  }
}

const isOutcome = (x: Page | ToolOutcome): x is ToolOutcome => 'content' in x;

export interface McpToolContext {
  holder: WikiHolder;
  held: HeldWiki;
  repo: RepoReader;
  pageCharCap: number;
  /** The pages a change makes stale (the edge's, over local git); null outside git. */
  impact: ImpactPort | null;
}

/** read_pages: each page read fresh from its file, served as the ask side serves it, then its freshness. */
const freshPages = readPages.serving(async (args, ctx: McpToolContext): Promise<ToolOutcome> => {
  const refused = offsetProblem(args);
  if (refused) return refused;
  const pages: Page[] = [];
  for (const slug of args.slugs) {
    const found = lookupPage(ctx.held, slug);
    if (isOutcome(found)) return found;
    if (pages.some((p) => p.slug === found.slug)) continue;
    const fresh = readFresh(ctx.holder, found);
    if (isOutcome(fresh)) return fresh;
    pages.push(fresh);
  }
  const freshness = await freshnessAtHead(pages, await ctx.repo());
  const blocks = [];
  for (const page of pages) {
    const served = await readHandlers(() => [page], ctx.pageCharCap).read_pages!({
      slugs: [page.slug],
      ...(args.offset !== undefined ? { offset: args.offset } : {}),
    });
    if (served.is_error) return served;
    blocks.push(`${served.content}\n${freshnessNote(page.slug, freshness.get(page.slug)!)}`);
  }
  return { content: blocks.join('\n\n') };
});

const freshSection = readSection.serving(
  async (args, ctx: McpToolContext): Promise<ToolOutcome> => {
    const found = lookupPage(ctx.held, args.slug);
    if (isOutcome(found)) return found;
    const page = readFresh(ctx.holder, found);
    if (isOutcome(page)) return page;
    const served = await readHandlers(() => [page], ctx.pageCharCap).read_section!({
      ...args,
      slug: page.slug,
    });
    if (served.is_error) return served;
    const freshness = await freshnessAtHead([page], await ctx.repo());
    return { content: `${served.content}\n${freshnessNote(page.slug, freshness.get(page.slug)!)}` };
  },
);

/** search_wiki / open_section as the ask side serves them, with which listed pages may be stale. */
async function findIn(ctx: McpToolContext, name: string, input: unknown): Promise<ToolOutcome> {
  const outline = ctx.held.view.outline;
  if (!outline)
    return toolError(
      `${name} serves a folded map, and this wiki's map fits map-token-budget: the whole map is the resource wiki://map, and read_pages takes any slug it lists.`,
    );
  const served = await (findHandlers(outline, ctx.held.pages) as ToolHandlers)[name]!(input);
  const { lineSlugs, bySlug } = ctx.held;
  return withFreshness(served, ctx.repo, (line) => bySlug.get(lineSlugs.get(line) ?? ''));
}

/** A find tool's answer, then which of the pages its map lines name may be stale at HEAD. */
export async function withFreshness(
  served: ToolOutcome,
  repo: RepoReader,
  pageOf: (line: string) => Page | undefined,
): Promise<ToolOutcome> {
  if (served.is_error) return served;
  const pages = served.content
    .split('\n')
    .map(pageOf)
    .filter((p): p is Page => p !== undefined);
  if (pages.length === 0) return served;
  const head = await repo();
  const freshness = await freshnessAtHead(pages, head, false);
  const slugs = pages.map((p) => p.slug);
  return { content: `${served.content}\n${freshnessSummary(slugs, freshness, head)}` };
}

/** stale_pages: every page (or those named) whose covered files changed at HEAD, with the commits. */
async function stale(
  { slugs, limit = STALE_DEFAULT }: z.infer<ReturnType<typeof staleSchema>>,
  ctx: McpToolContext,
): Promise<ToolOutcome> {
  let pages: Page[] = ctx.held.pages;
  if (slugs) {
    pages = [];
    for (const slug of slugs) {
      const found = lookupPage(ctx.held, slug);
      if (isOutcome(found)) return found;
      if (!pages.includes(found)) pages.push(found);
    }
  }
  const head = await ctx.repo();
  if (!head)
    return toolError(
      'stale_pages reads the git repository holding the wiki, and there is none with a commit: start the server inside the repository (or pass --repo DIR) to compare the pages with its HEAD.',
    );
  const quick = await freshnessAtHead(pages, head, false);
  const stale = pages.filter((p) => quick.get(p.slug)?.state === 'stale');
  const uncovered = pages.filter((p) => p.covers.length === 0).length;
  const current = pages.length - stale.length - uncovered;
  const at = `HEAD ${head.commit.slice(0, 7)}`;
  const unchecked = uncovered
    ? `; ${plural(uncovered, 'page')} cover${uncovered === 1 ? 's' : ''} no file and cannot be checked`
    : '';
  if (stale.length === 0)
    return {
      content: `No page is out of date at ${at}: the files ${plural(current, 'page')} cover are as they were last checked against${unchecked}.`,
    };
  const shown = stale.slice(0, limit);
  const full = await freshnessAtHead(shown, head);
  const notes = shown.flatMap((p) => {
    const f = full.get(p.slug)!;
    return f.state === 'stale' ? staleNotes(f.changed) : [];
  });
  const more =
    stale.length > shown.length
      ? ` Listed: the first ${shown.length} by slug; ${stale.length - shown.length} more (raise limit, or name slugs).`
      : '';
  return {
    content: `${plural(stale.length, 'page')} of ${pages.length} may be out of date at ${at} (${current} current${unchecked}).${more}\n${untrusted('stale pages', notes.join('\n'))}\nA page named here may describe code that has moved on: read the file and the commit before relying on it, or update the page.`,
  };
}

const stalePages = tool('stale_pages', STALE_DESCRIPTION, staleSchema, stale);

/** Runs one tool call over the wiki as held now; never throws. */
export async function callTool(
  ctx: McpToolContext,
  name: string,
  input: unknown,
): Promise<ToolOutcome> {
  const params = { slug: anySlug(), reader: { mcp: true as const } };
  const host = hostOf({
    ...freshPages.handler(ctx, params),
    ...freshSection.handler(ctx, params),
    search_wiki: (input) => findIn(ctx, 'search_wiki', input),
    open_section: (input) => findIn(ctx, 'open_section', input),
    ...stalePages.handler(ctx),
    ...impactedPages.handler(ctx),
  });
  const optional = name === 'stale_pages' || name === 'impacted_pages';
  try {
    return await host.execute(name, optional ? (input ?? {}) : input);
  } catch (e) {
    return toolError(
      `${name} failed: ${e instanceof Error ? e.message : String(e)}. Call it again; if it fails again, the wiki folder or the repository may be unreadable.`,
    );
  }
}

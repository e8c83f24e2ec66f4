import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  staleCitations,
  staleNotes
} from "./chunk-5EDQY3WY.js";
import {
  anySlug,
  findHandlers,
  findToolDefinitions,
  hostOf,
  readHandlers,
  readPages,
  readSection,
  readToolDefinitions,
  tool,
  toolError,
  unknownSlug
} from "./chunk-7GVZEFME.js";
import {
  foldedAllowance,
  promptMap
} from "./chunk-4EFN3OT6.js";
import {
  staleness
} from "./chunk-Z6FHBA3X.js";
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  buildMap
} from "./chunk-LCQIEUCI.js";
import {
  parsePage
} from "./chunk-XVKDWCBG.js";
import {
  compareCodePoints,
  plural
} from "./chunk-VCD3TOSB.js";
import {
  _gte,
  _lte,
  _maxLength,
  _minLength,
  array,
  describe,
  int,
  optional,
  strictObject,
  string
} from "./chunk-6LV7K3ZW.js";

// src/mcp/freshness.ts
var short = (sha) => sha.slice(0, 7);
var plural2 = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
var NO_GIT = "the wiki is in no git repository with a commit, so its covered files cannot be compared";
async function freshnessOf(pages, head, withSince = true) {
  const out = /* @__PURE__ */ new Map();
  if (!head) {
    for (const p of pages) out.set(p.slug, { state: "unknown", why: NO_GIT });
    return out;
  }
  const stale2 = staleness(pages, head.tree);
  const targets = stale2.flatMap(
    (s) => [...s.stale, ...s.missing].map((c) => ({ path: c.path, blob: c.blob }))
  );
  const since = withSince && targets.length ? await head.since(targets) : /* @__PURE__ */ new Map();
  const changed = staleCitations(
    pages,
    stale2.map((s) => s.slug),
    head.tree,
    since
  );
  for (const p of pages) {
    const mine = changed.filter((c) => c.page === p.slug);
    const files = p.covers.length;
    out.set(
      p.slug,
      files === 0 ? {
        state: "unknown",
        why: "the page covers no repository file (front-matter covers), so its age cannot be checked"
      } : mine.length ? { state: "stale", commit: head.commit, files, changed: mine } : { state: "current", commit: head.commit, files }
    );
  }
  return out;
}
function freshnessNote(slug, f) {
  const page = JSON.stringify(slug);
  switch (f.state) {
    case "unknown":
      return `[freshness of ${page}: unknown \u2014 ${f.why}.]`;
    case "current":
      return `[freshness of ${page}: current \u2014 ${f.files === 1 ? "the file it covers is" : `all ${f.files} files it covers are`} as the page was last checked against, at HEAD ${short(f.commit)}.]`;
    case "stale":
      return `[freshness of ${page}: may be out of date \u2014 ${plural2(f.changed.length, "file")} of the ${plural2(f.files, "file")} it covers changed at HEAD ${short(f.commit)} since the page was last checked; check the code before relying on it:]
${untrusted("freshness", staleNotes(f.changed).join("\n"), { slug })}`;
  }
}
function freshnessSummary(slugs, all, head) {
  if (!head) return `[freshness: unknown \u2014 ${NO_GIT}.]`;
  const at = `at HEAD ${short(head.commit)}`;
  const stale2 = slugs.filter((s) => all.get(s)?.state === "stale");
  const unknown = slugs.filter((s) => all.get(s)?.state === "unknown").length;
  const unchecked = unknown ? `; ${plural2(unknown, "page")} cover${unknown === 1 ? "s" : ""} no file and cannot be checked` : "";
  if (stale2.length === 0)
    return `[freshness: none of these pages has a covered file changed ${at}${unchecked}.]`;
  return `[freshness: ${plural2(stale2.length, "page")} of these may be out of date (a covered file changed ${at}): ${stale2.join(", ")}; read them for the files and commits, or call stale_pages${unchecked}.]`;
}

// src/mcp/held-wiki.ts
function holdWiki(wiki, o) {
  const withheld = /* @__PURE__ */ new Map();
  const pages = [];
  for (const page of wiki.pages)
    if (o.withheld(page.file)) withheld.set(page.slug, page.file);
    else pages.push(page);
  pages.sort((a, b) => compareCodePoints(a.slug, b.slug));
  const map = buildMap(pages, o.caps);
  const view = promptMap(map, pages, o.mapTokenBudget);
  return {
    pages,
    bySlug: new Map(pages.map((p) => [p.slug, p])),
    withheld,
    map,
    view,
    lineSlugs: new Map(map.entries.map((e) => [e.line, e.slug])),
    warnings: [
      ...wiki.warnings,
      ...withheld.size ? [
        `${withheld.size} page${withheld.size === 1 ? "" : "s"} withheld by secret-paths (${[...withheld.values()].slice(0, 5).join(", ")}${withheld.size > 5 ? ", \u2026" : ""}): left out of the map, never served.`
      ] : []
    ]
  };
}
var WikiHolder = class {
  constructor(disk, options) {
    this.disk = disk;
    this.options = options;
  }
  disk;
  options;
  held = null;
  /** Times the wiki was read whole (for tests and the bench). */
  loads = 0;
  /** The held wiki, and whether this call read it again (its map or pages may have changed). */
  async current() {
    const stamp = this.disk.stamp();
    if (this.held?.stamp === stamp) return { wiki: await this.held.wiki, reloaded: false };
    this.loads++;
    const wiki = this.disk.load().then((w) => holdWiki(w, this.options));
    const held = { stamp, wiki };
    this.held = held;
    try {
      return { wiki: await wiki, reloaded: true };
    } catch (e) {
      if (this.held === held) this.held = null;
      throw e;
    }
  }
  /** One page file read from disk, as the call that serves it sees it now. */
  readPage(file) {
    return this.disk.readPage(file);
  }
};

// src/mcp/resources.ts
var MAP_URI = "wiki://map";
var PAGE_PREFIX = "wiki://page/";
var PAGE_TEMPLATE = `${PAGE_PREFIX}{slug}`;
var RESOURCES_PER_LIST = 1e3;
var MARKDOWN = "text/markdown";
var num = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
var plural3 = (n, one) => `${num(n)} ${one}${n === 1 ? "" : "s"}`;
var pageUri = (slug) => PAGE_PREFIX + slug.split("/").map(encodeURIComponent).join("/");
function slugOfUri(uri) {
  if (!uri.startsWith(PAGE_PREFIX)) return null;
  try {
    return decodeURIComponent(uri.slice(PAGE_PREFIX.length)).trim().toLowerCase();
  } catch {
    return null;
  }
}
var mapResource = (held) => ({
  uri: MAP_URI,
  name: "map",
  title: "Wiki map",
  description: `The wiki's map: ${held.view.folded ? "folded, one line per section (the wiki is past map-token-budget)" : "one line per page"}; ${plural3(held.pages.length, "page")}.`,
  mimeType: MARKDOWN
});
var pageTemplate = {
  uriTemplate: PAGE_TEMPLATE,
  name: "page",
  title: "Wiki page",
  description: "One wiki page by slug (as the map lists it), capped at page-char-cap, ending with its freshness.",
  mimeType: MARKDOWN
};
function listResources(held, cursor) {
  const from = cursor === void 0 ? 0 : Number(cursor);
  if (!Number.isInteger(from) || from < 0 || from > held.pages.length)
    throw new RangeError(`cursor "${cursor}" is not one this server gave; list from the start.`);
  const pages = held.pages.slice(from, from + RESOURCES_PER_LIST).map((p) => ({
    uri: pageUri(p.slug),
    name: p.slug,
    title: p.title,
    description: p.description,
    mimeType: MARKDOWN
  }));
  const next = from + RESOURCES_PER_LIST;
  return {
    resources: from === 0 ? [mapResource(held), ...pages] : pages,
    ...next < held.pages.length ? { nextCursor: String(next) } : {}
  };
}
function mapText(held, staleLine) {
  const { view, map } = held;
  const s = map.stats;
  const head = view.folded ? [
    `# Wiki map (folded): ${plural3(s.pages, "page")}`,
    "",
    `The whole map is ~${num(view.budget.tokens)} tokens, past map-token-budget ${num(view.budget.budget)}: this is the folded map the ask prompt carries (at most ~${num(foldedAllowance(view.budget.budget).total)} tokens). One line per section \u2014 \`section | pages | description | its most linked titles\`, a folder ends in "/" \u2014 then in full the lines of its hubs (\`slug | title | description | H2 sections\`). Most pages are not listed: find them with search_wiki and open_section, then read them with read_pages.`
  ] : [
    `# Wiki map: ${plural3(s.pages, "page")}`,
    "",
    "One line per page: `slug | title | description | H2 sections`. Read a page with read_pages (up to 2 per call), one section with read_section, or the resource wiki://page/<slug>."
  ];
  const cuts = [
    s.descriptions_cut ? `${plural3(s.descriptions_cut, "description")} cut to description-chars ${s.description_chars}.` : "",
    s.pages_over_heading_cap.length ? `${plural3(s.pages_over_heading_cap.length, "page")} show${s.pages_over_heading_cap.length === 1 ? "s" : ""} only headings-per-page ${s.headings_per_page} H2 headings ("+N more sections" stands for the rest).` : "",
    s.pages_over_char_cap.length ? `${plural3(s.pages_over_char_cap.length, "page")} over page-char-cap ${num(s.page_char_cap)}: read_pages serves the first ${num(s.page_char_cap)} characters and names the sections left to read_section.` : "",
    held.withheld.size ? `${plural3(held.withheld.size, "page")} withheld by secret-paths: not listed, never served.` : "",
    'A last field "locked" marks a page its maintainers locked.',
    staleLine
  ].filter((l) => l !== "");
  const body = view.text.trim() === "" ? "(the wiki has no pages yet)" : untrusted("wiki map", view.text);
  return [...head, "", ...cuts, "", body, ""].join("\n");
}

// src/mcp/tools.ts
var STALE_DEFAULT = 50;
var STALE_MAX = 200;
var d = describe;
var staleSchema = () => strictObject({
  slugs: optional(array(string().check(_minLength(1))).check(_maxLength(STALE_MAX))).check(d("Only these pages (slugs as the map lists them); leave it out for every page.")),
  limit: optional(int().check(_gte(1), _lte(STALE_MAX))).check(d(`How many stale pages to list, by slug. Default ${STALE_DEFAULT}.`))
});
var STALE_DESCRIPTION = [
  "Lists the wiki pages that may be out of date: each file a page covers (its front-matter covers) whose content at the repository's HEAD differs from the version the page was last checked against, or that HEAD no longer holds, with the first commit that changed it since.",
  "Use it before relying on the wiki for code that may have moved on, or to find the pages to update after your change.",
  `Free: it reads the repository's local git, no model. At most ${STALE_MAX} pages per call (default ${STALE_DEFAULT}), sorted by slug, with a count of the rest; pages that cover no file cannot be checked and are counted, not listed.`
].join(" ");
var READ_ONLY = { readOnlyHint: true, openWorldHint: false };
function toolDefinitions(held) {
  const { folded, enumSlugs } = held.view;
  const tools = [
    ...readToolDefinitions(folded ? [] : enumSlugs, { mcp: true }),
    ...folded ? findToolDefinitions() : [],
    stalePages.definition()
  ];
  return tools.map((t) => ({
    name: t.name,
    description: t.description ?? "",
    inputSchema: t.input_schema,
    annotations: READ_ONLY
  }));
}
function escapes(slug) {
  const s = slug.trim();
  if (/^([a-zA-Z]:)?[\\/]/.test(s) || s.startsWith("~") || s.split(/[\\/]/).includes(".."))
    return `"${slug}" is not a page: slugs name pages of the wiki, and nothing outside the wiki folder is readable (no "..", no absolute path). Use a slug as the map lists it.`;
  return null;
}
function lookupPage(held, slug) {
  const out = escapes(slug);
  if (out) return toolError(out);
  const wanted = slug.trim().toLowerCase();
  const file = held.withheld.get(wanted);
  if (file !== void 0)
    return toolError(
      `"${wanted}" is withheld by policy (secret-paths): its file ${file} may hold secrets and is never served.`
    );
  return held.bySlug.get(wanted) ?? unknownSlug(
    held.pages.map((p) => p.slug),
    slug
  );
}
function readFresh(holder, page) {
  try {
    return parsePage(page.file, holder.readPage(page.file)).page;
  } catch (e) {
    return toolError(
      `Page "${page.slug}" could not be read (${e instanceof Error ? e.message : String(e)}); the wiki changed on disk: call again.`
    );
  }
}
var isOutcome = (x) => "content" in x;
var freshPages = readPages.serving(async (args, ctx) => {
  const pages = [];
  for (const slug of args.slugs) {
    const found = lookupPage(ctx.held, slug);
    if (isOutcome(found)) return found;
    if (pages.some((p) => p.slug === found.slug)) continue;
    const fresh = readFresh(ctx.holder, found);
    if (isOutcome(fresh)) return fresh;
    pages.push(fresh);
  }
  const freshness = await freshnessOf(pages, await ctx.repo());
  const blocks = [];
  for (const page of pages) {
    const served = await readHandlers(() => [page], ctx.pageCharCap).read_pages({
      slugs: [page.slug]
    });
    if (served.is_error) return served;
    blocks.push(`${served.content}
${freshnessNote(page.slug, freshness.get(page.slug))}`);
  }
  return { content: blocks.join("\n\n") };
});
var freshSection = readSection.serving(async (args, ctx) => {
  const found = lookupPage(ctx.held, args.slug);
  if (isOutcome(found)) return found;
  const page = readFresh(ctx.holder, found);
  if (isOutcome(page)) return page;
  const served = await readHandlers(() => [page], ctx.pageCharCap).read_section({
    ...args,
    slug: page.slug
  });
  if (served.is_error) return served;
  const freshness = await freshnessOf([page], await ctx.repo());
  return { content: `${served.content}
${freshnessNote(page.slug, freshness.get(page.slug))}` };
});
async function findIn(ctx, name, input) {
  const outline = ctx.held.view.outline;
  if (!outline)
    return toolError(
      `${name} serves a folded map, and this wiki's map fits map-token-budget: the whole map is the resource wiki://map, and read_pages takes any slug it lists.`
    );
  const served = await findHandlers(outline, ctx.held.pages)[name](input);
  if (served.is_error) return served;
  const slugs = served.content.split("\n").map((line) => ctx.held.lineSlugs.get(line)).filter((s) => s !== void 0);
  if (slugs.length === 0) return served;
  const pages = slugs.map((s) => ctx.held.bySlug.get(s));
  const head = await ctx.repo();
  const freshness = await freshnessOf(pages, head, false);
  return { content: `${served.content}
${freshnessSummary(slugs, freshness, head)}` };
}
async function stale({ slugs, limit = STALE_DEFAULT }, ctx) {
  let pages = ctx.held.pages;
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
      "stale_pages reads the git repository holding the wiki, and there is none with a commit: start the server inside the repository (or pass --repo DIR) to compare the pages with its HEAD."
    );
  const quick = await freshnessOf(pages, head, false);
  const stale2 = pages.filter((p) => quick.get(p.slug)?.state === "stale");
  const uncovered = pages.filter((p) => p.covers.length === 0).length;
  const current = pages.length - stale2.length - uncovered;
  const at = `HEAD ${head.commit.slice(0, 7)}`;
  const unchecked = uncovered ? `; ${plural(uncovered, "page")} cover${uncovered === 1 ? "s" : ""} no file and cannot be checked` : "";
  if (stale2.length === 0)
    return {
      content: `No page is out of date at ${at}: the files ${plural(current, "page")} cover are as they were last checked against${unchecked}.`
    };
  const shown = stale2.slice(0, limit);
  const full = await freshnessOf(shown, head);
  const notes = shown.flatMap((p) => {
    const f = full.get(p.slug);
    return f.state === "stale" ? staleNotes(f.changed) : [];
  });
  const more = stale2.length > shown.length ? ` Listed: the first ${shown.length} by slug; ${stale2.length - shown.length} more (raise limit, or name slugs).` : "";
  return {
    content: `${plural(stale2.length, "page")} of ${pages.length} may be out of date at ${at} (${current} current${unchecked}).${more}
${untrusted("stale pages", notes.join("\n"))}
A page named here may describe code that has moved on: read the file and the commit before relying on it, or update the page.`
  };
}
var stalePages = tool("stale_pages", STALE_DESCRIPTION, staleSchema, stale);
async function callTool(ctx, name, input) {
  const params = { slug: anySlug(), reader: { mcp: true } };
  const host = hostOf({
    ...freshPages.handler(ctx, params),
    ...freshSection.handler(ctx, params),
    search_wiki: (input2) => findIn(ctx, "search_wiki", input2),
    open_section: (input2) => findIn(ctx, "open_section", input2),
    ...stalePages.handler(ctx)
  });
  try {
    return await host.execute(name, name === "stale_pages" ? input ?? {} : input);
  } catch (e) {
    return toolError(
      `${name} failed: ${e instanceof Error ? e.message : String(e)}. Call it again; if it fails again, the wiki folder or the repository may be unreadable.`
    );
  }
}

// src/mcp/service.ts
var ResourceError = class extends Error {
  name = "ResourceError";
};
var plural4 = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
var WikiService = class {
  constructor(disk, repo, options, onChange = () => {
  }) {
    this.repo = repo;
    this.options = options;
    this.onChange = onChange;
    this.holder = new WikiHolder(disk, options);
  }
  repo;
  options;
  onChange;
  holder;
  /** What the client last saw listed, to tell it when a re-read changed the lists. */
  listed = null;
  /** The wiki now; says which lists a re-read changed since the client last saw them. */
  async held() {
    const { wiki, reloaded } = await this.holder.current();
    if (!reloaded && this.listed) return wiki;
    const now = {
      tools: JSON.stringify(toolDefinitions(wiki).map((t) => t.inputSchema)),
      resources: wiki.pages.map((p) => `${p.slug}\0${p.title}\0${p.description}`).join("\n")
    };
    const before = this.listed;
    this.listed = now;
    if (before && (before.tools !== now.tools || before.resources !== now.resources))
      this.onChange({
        tools: before.tools !== now.tools,
        resources: before.resources !== now.resources
      });
    return wiki;
  }
  /** The wiki's warnings (duplicate slugs, links skipped, withheld pages), for stderr. */
  async warnings() {
    return (await this.held()).warnings;
  }
  async tools() {
    return toolDefinitions(await this.held());
  }
  async call(name, input) {
    let held;
    try {
      held = await this.held();
    } catch (e) {
      return {
        content: `The wiki could not be read: ${e instanceof Error ? e.message : String(e)}`,
        is_error: true
      };
    }
    return callTool(
      { holder: this.holder, held, repo: this.repo, pageCharCap: this.options.pageCharCap },
      name,
      input
    );
  }
  async resources(cursor) {
    try {
      return listResources(await this.held(), cursor);
    } catch (e) {
      throw new ResourceError(e instanceof Error ? e.message : String(e));
    }
  }
  templates() {
    return [pageTemplate];
  }
  /** resources/read: the map, or one page read fresh from its file with its freshness. */
  async read(uri) {
    const held = await this.held();
    if (uri === MAP_URI) {
      const head = await this.repo();
      const fresh2 = await freshnessOf(held.pages, head, false);
      const stale2 = [...fresh2.values()].filter((f) => f.state === "stale").length;
      const line = head ? `${stale2 ? `${plural4(stale2, "page")} may be out of date at HEAD ${head.commit.slice(0, 7)} (a covered file changed since the page was checked): stale_pages lists them with the files and commits.` : `No page is out of date at HEAD ${head.commit.slice(0, 7)}.`} Every page read ends with its freshness.` : "Freshness: unknown, the wiki is in no git repository with a commit.";
      return { uri, mimeType: "text/markdown", text: mapText(held, line) };
    }
    const slug = slugOfUri(uri);
    if (slug === null)
      throw new ResourceError(
        `No resource "${uri}": this server serves ${MAP_URI} and ${pageTemplate.uriTemplate}.`
      );
    const found = lookupPage(held, slug);
    if ("content" in found) throw new ResourceError(`${uri}: ${found.content}`);
    const page = readFresh(this.holder, found);
    if ("content" in page) throw new ResourceError(`${uri}: ${page.content}`);
    const served = await readHandlers(() => [page], this.options.pageCharCap).read_pages({
      slugs: [page.slug]
    });
    const fresh = await freshnessOf([page], await this.repo());
    return {
      uri,
      mimeType: "text/markdown",
      text: `${served.content}
${freshnessNote(page.slug, fresh.get(page.slug))}
`
    };
  }
};

export {
  ResourceError,
  WikiService
};
//# sourceMappingURL=chunk-5AL52MOO.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  anySlug,
  didYouMean,
  position,
  slugEnum,
  tool,
  toolError,
  unknownSlug
} from "./chunk-HTMWZKFP.js";
import {
  pageExcerpt,
  sectionText
} from "./chunk-F5VYELV3.js";
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
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  openOutline
} from "./chunk-JCIIUJ5C.js";
import {
  frontmatterTitles,
  splitPage
} from "./chunk-VPRMEN3U.js";
import {
  codePoints,
  compareCodePoints,
  plural
} from "./chunk-P2XLVFBX.js";

// src/wiki/search.ts
var SEARCH_BOOSTS = { title: 4, slug: 3, headings: 2.5, description: 2, body: 1 };
var FIELDS = Object.keys(SEARCH_BOOSTS);
var STOP_WORDS = new Set(
  "a an and are as at be but by for from has have if in into is it its not of on or so such that the their then there these they this to was were when where which while will with".split(" ")
);
function field(doc, name) {
  const p = doc.page;
  switch (name) {
    case "title":
      return p.title;
    case "slug":
      return p.slug.replace(/[/_.-]+/g, " ");
    case "headings":
      return p.headings.join("\n");
    case "description":
      return p.description;
    case "body":
      return p.body;
  }
}
var processTerm = (term) => {
  const t = term.toLowerCase();
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
};
var NOT_A_WORD = /[^\p{L}\p{N}\p{M}]+/u;
var tokenize = (text) => text.split(NOT_A_WORD);
function queryTerms(query) {
  const terms = tokenize(query).map(processTerm);
  return [...new Set(terms.filter((t) => t !== null))];
}
var SEARCH = {
  boost: { ...SEARCH_BOOSTS },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => term.length >= 5 ? 0.2 : false,
  combineWith: "OR"
};
var QUICK_FIELDS = FIELDS.filter((f) => f !== "body");
var SLICE = 50;
async function createWikiSearch(pages, build = {}) {
  const { default: MiniSearchClass } = await import("./es-SBP3MYGP.js");
  const fields = build.quick ? QUICK_FIELDS : FIELDS;
  const index = new MiniSearchClass({
    fields,
    storeFields: [],
    extractField: (doc, name) => name === "id" ? String(doc.id) : field(doc, name),
    tokenize,
    processTerm,
    searchOptions: {
      ...SEARCH,
      boost: Object.fromEntries(fields.map((f) => [f, SEARCH_BOOSTS[f]]))
    }
  });
  const slugs = pages.map((p) => p.slug);
  const docs = pages.map((page, id) => ({ id, page }));
  if (build.yielding) await index.addAllAsync(docs, { chunkSize: SLICE });
  else index.addAll(docs);
  return {
    size: pages.length,
    search(query, limit = 10) {
      if (query.trim() === "") return [];
      return index.search(query).map((r) => ({ slug: slugs[Number(r.id)], score: r.score, terms: [...r.terms].sort() })).sort((a, b) => b.score - a.score || compareCodePoints(a.slug, b.slug)).slice(0, Math.max(0, limit));
    }
  };
}

// src/wiki/search-scan.ts
function scanRecord(slug, file, raw) {
  const { yaml, body } = splitPage(raw);
  return { slug, file, words: slug.replace(/[/_.-]+/g, " "), yaml, body };
}
var NON_ASCII_WORD = /[\p{L}\p{N}\p{M}]/u;
var isWordChar = (code) => code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57 || code > 127 && NON_ASCII_WORD.test(String.fromCharCode(code));
var LONGEST_STOP_WORD = Math.max(...[...STOP_WORDS].map((w) => w.length));
function wordAt(text, term, at) {
  if (at > 0 && isWordChar(text.charCodeAt(at - 1))) return false;
  let end = at + term.length;
  if (term.length < 3) return !isWordChar(text.charCodeAt(end));
  while (end - at <= LONGEST_STOP_WORD && isWordChar(text.charCodeAt(end))) end++;
  return end - at > LONGEST_STOP_WORD || !STOP_WORDS.has(text.slice(at, end).toLowerCase());
}
var escapeRe = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
var queryOf = (terms) => ({
  terms,
  re: new RegExp(terms.map(escapeRe).join("|"), "gi")
});
function termsIn(text, { terms, re }) {
  const found = terms.map(() => false);
  let left = terms.length;
  re.lastIndex = 0;
  for (let m = re.exec(text); m && left > 0; m = re.exec(text)) {
    const at = m.index;
    terms.forEach((term, i) => {
      if (found[i] || text.slice(at, at + term.length).toLowerCase() !== term) return;
      if (!wordAt(text, term, at)) return;
      found[i] = true;
      left--;
    });
    re.lastIndex = at + 1;
  }
  return found;
}
function titlesOf(record) {
  if (!record.titles) {
    const { title, description: description3 } = frontmatterTitles(record.yaml ?? "");
    record.titles = [title ?? "", description3 ?? ""];
  }
  return record.titles;
}
function weights(record, query) {
  const sums = query.terms.map(() => 0);
  const add = (found, boost) => found.forEach((f, i) => f && (sums[i] += boost));
  if (record.yaml !== null && termsIn(record.yaml, query).some(Boolean)) {
    const [title, description3] = titlesOf(record);
    add(termsIn(title, query), SEARCH_BOOSTS.title);
    add(termsIn(description3, query), SEARCH_BOOSTS.description);
  }
  add(termsIn(record.words, query), SEARCH_BOOSTS.slug);
  add(termsIn(record.body, query), SEARCH_BOOSTS.body);
  return sums;
}
function scanSearch(records, query, limit = 10) {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const looked = queryOf([...terms].sort((a, b) => b.length - a.length));
  const found = [];
  for (const record of records) {
    const sums = weights(record, looked);
    if (sums.some((w) => w > 0))
      found.push({ slug: record.slug, weights: terms.map((t) => sums[looked.terms.indexOf(t)]) });
  }
  const idf = terms.map((_, i) => {
    const holding = found.filter((f) => f.weights[i] > 0).length;
    return Math.log(1 + records.length / (1 + holding));
  });
  return found.map(({ slug, weights: weights2 }) => ({
    slug,
    score: weights2.reduce((sum, w, i) => sum + w * idf[i], 0),
    terms: terms.filter((_, i) => weights2[i] > 0).sort()
  })).sort((a, b) => b.score - a.score || compareCodePoints(a.slug, b.slug)).slice(0, Math.max(0, limit));
}
async function scanFiles(files, every = 500) {
  const records = [];
  const taken = /* @__PURE__ */ new Set();
  for (let i = 0; i < files.length; i++) {
    if (i > 0 && i % every === 0) await new Promise((resolve) => setImmediate(resolve));
    const f = files[i];
    if (taken.has(f.slug)) continue;
    if (f.withheld) {
      taken.add(f.slug);
      continue;
    }
    const text = f.read();
    if (text === null) continue;
    taken.add(f.slug);
    records.push(scanRecord(f.slug, f.file, text));
  }
  return records;
}

// src/tools/search-wiki.ts
var SEARCH_DEFAULT_RESULTS = 10;
var SEARCH_MAX_RESULTS = 20;
var SEARCH_QUERY_CHARS = 200;
var d = describe;
var DESCRIPTION = [
  'Returns the wiki pages that best match a query, best first, as map lines (slug | title | description | H2 sections) inside an <untrusted kind="wiki map"> fence: titles, headings, descriptions and page text are all searched, titles weighing most.',
  "Use it to find the pages a topic is on: the folded map lists sections, not every page.",
  `At most ${SEARCH_MAX_RESULTS} pages per call (default ${SEARCH_DEFAULT_RESULTS}); a query of at most ${SEARCH_QUERY_CHARS} characters; words of 3 letters or more also match as prefixes and longer ones forgive a typo.`,
  "No match is not an error: the result says so; try other words or open_section."
].join(" ");
var schema = () => strictObject({
  query: string().check(
    _minLength(1),
    _maxLength(SEARCH_QUERY_CHARS),
    d(
      'Words to look for, e.g. "token rotation" or a function, setting or file name from the change; any word may match.'
    )
  ),
  limit: optional(int().check(_gte(1), _lte(SEARCH_MAX_RESULTS))).check(d(`How many pages to return, best first. Default ${SEARCH_DEFAULT_RESULTS}.`))
});
var indexes = /* @__PURE__ */ new WeakMap();
var searched = ({ outline, pages }) => pages.filter((p) => outline.entries.has(p.slug));
function indexesOf(ctx) {
  let entry = indexes.get(ctx.outline);
  if (!entry) {
    const made = { full: createWikiSearch(searched(ctx)), ready: false };
    void made.full.then(() => made.ready = true).catch(() => {
    });
    indexes.set(ctx.outline, entry = made);
  }
  return entry;
}
function prepareSearch(ctx) {
  const known = indexes.get(ctx.outline);
  if (known) return known.full;
  const pages = searched(ctx);
  const quick = createWikiSearch(pages, { quick: true, yielding: true });
  const made = {
    quick,
    full: quick.then(() => createWikiSearch(pages, { yielding: true })),
    ready: false
  };
  void made.full.then(() => made.ready = true).catch(() => {
  });
  indexes.set(ctx.outline, made);
  return made.full;
}
async function searchOf(ctx) {
  const entry = indexesOf(ctx);
  if (entry.ready || !entry.quick) return { index: await entry.full, quick: false };
  return { index: await entry.quick, quick: !entry.ready };
}
var QUICK_NOTE = "[Page text is still being indexed (the server started recently): these results are ranked by titles, headings, descriptions and slugs only. Search again in a few seconds to match page text too.]";
function answer(query, lines, note) {
  const shown = JSON.stringify(query.replace(/\s+/g, " ").trim());
  const said = note ? `
${note}` : "";
  if (lines.length === 0)
    return {
      content: `No page matches ${shown}. Try other words (a name, a setting, a term the pages would use), or open_section on a section of the folded map.${said}`
    };
  return {
    content: `${plural(lines.length, "page")} for ${shown}, best first:
${untrusted("wiki map", lines.join("\n"))}${said}`
  };
}
var searchWiki = tool(
  "search_wiki",
  DESCRIPTION,
  schema,
  async (args, ctx) => {
    const { query, limit = SEARCH_DEFAULT_RESULTS } = args;
    const { index, quick } = await searchOf(ctx);
    const hits = index.search(query, limit);
    const lines = hits.map((h) => ctx.outline.entries.get(h.slug).line);
    return answer(query, lines, quick ? QUICK_NOTE : null);
  }
);
var SCAN_NOTE = "[The server started moments ago and its search index is still being built: these results come from a scan of the page files as they were when it started. Every page holding a word of the query (words of 3 letters or more also as prefixes) in its title, description, slug or text is found, ranked more simply than the index ranks, with no typo forgiven. Search again in a few seconds for the index's ranking.]";
var scanSearchWiki = searchWiki.serving((args, ctx) => {
  const { query, limit = SEARCH_DEFAULT_RESULTS } = args;
  const records = new Map(ctx.records.map((r) => [r.slug, r]));
  const lines = [];
  for (const hit of scanSearch(ctx.records, query, ctx.records.length)) {
    if (lines.length === limit) break;
    const line = ctx.lineOf(records.get(hit.slug));
    if (line !== null) lines.push(line);
  }
  return answer(query, lines, SCAN_NOTE);
});

// src/tools/open-section.ts
var OPEN_SECTION_LINES = 200;
var d2 = describe;
var DESCRIPTION2 = [
  'Returns the map lines of one section of the folded map (a folder, a hub or "/") inside an <untrusted kind="wiki map"> fence.',
  "Use it to see every page of a section the folded map names, when search_wiki does not find the page.",
  `At most ${OPEN_SECTION_LINES} lines: a larger folder lists its sub-folders as section lines, then its own pages, with a note of how many were left out.`,
  "An unknown section is an error suggesting the closest sections."
].join(" ");
var schema2 = () => strictObject({
  prefix: string().check(
    _minLength(1),
    _maxLength(300),
    d2(
      `A section as the folded map names it: a folder ("api/", "api/v1/"), a hub's slug, or "/" for the top-level pages.`
    )
  )
});
var openSection = tool("open_section", DESCRIPTION2, schema2, (args, ctx) => {
  const { outline } = ctx;
  const opened = openOutline(outline, args.prefix, OPEN_SECTION_LINES);
  if (!opened) {
    const ids = outline.sections.map((s) => s.id);
    return toolError(
      `No section "${args.prefix}" in the folded map.${didYouMean(ids, args.prefix)} Name a section as the folded map lists it (a folder such as "${ids.find((i) => i.endsWith("/") && i !== "/") ?? "api/"}", a hub's slug, or "/"), or find the page with search_wiki.`
    );
  }
  const note = opened.omitted ? `
[${plural(opened.omitted, "more page")} of "${opened.id}" not listed: open a sub-folder above or use search_wiki.]` : "";
  return {
    content: `Section "${opened.id}" (${plural(opened.lines.length, "line")}):
${untrusted("wiki map", opened.lines.join("\n"), { section: opened.id })}${note}`
  };
});

// src/tools/find.ts
var findToolDefinitions = () => [
  searchWiki.definition(),
  openSection.definition()
];
function findHandlers(outline, pages) {
  const ctx = { outline, pages };
  return { ...searchWiki.handler(ctx), ...openSection.handler(ctx) };
}

// src/tools/host.ts
function hostOf(handlers) {
  const names = Object.keys(handlers);
  return {
    execute(name, input) {
      const handler = Object.hasOwn(handlers, name) ? handlers[name] : void 0;
      if (!handler)
        return toolError(
          `There is no tool "${name}".${didYouMean(names, name)} Tools: ${names.join(", ")}.`
        );
      return handler(input);
    }
  };
}

// src/tools/read-context.ts
var FRESHNESS_RULE = "Each page ends with its freshness: whether a file it covers changed in the repository's git since the page was last checked, and by which commit; when it did, check the code before relying on the page.";
function lookup(ctx, slug) {
  const all = ctx.pages();
  const wanted = slug.trim().toLowerCase();
  return all.find((p) => p.slug === wanted) ?? unknownSlug(
    all.map((p) => p.slug),
    slug
  );
}

// src/tools/read-pages.ts
var d3 = describe;
var ONE_OR_TWO = '"slugs" must list 1 or 2 page slugs from the map';
var PARTS_RULE = 'A page whose body is longer than page-char-cap comes in parts: a note after each names the next ("offset") and the sections left to read_section.';
function description({ reader }) {
  const ask = reader.pagesPerAnswer;
  if (reader.mcp)
    return [
      'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
      "Use it when you need most of a page; read_section is far cheaper for one section. Ask for both pages in one call; a third slug is refused.",
      PARTS_RULE,
      FRESHNESS_RULE,
      "An unknown slug is an error suggesting the closest slugs; nothing outside the wiki folder is readable."
    ].join(" ");
  return [
    'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
    ask === void 0 ? "Use it before rewriting a page whole with update_page, or when you need most of a page; read_section is far cheaper for one section." : "Use it when the answer needs most of a page; read_section is far cheaper for one section.",
    ask === void 0 ? `${PARTS_RULE} A page counts as read only for the sections shown in full, in any number of parts.` : `One answer may read at most ${ask} pages in all (read_section counts against its page): a further page is refused. ${PARTS_RULE}`,
    "An unknown slug is an error suggesting the closest slugs."
  ].join(" ");
}
var schema3 = ({ slug }) => strictObject({
  slugs: array(slug.check(d3("A page slug exactly as the wiki map lists it."))).check(
    _minLength(1, ONE_OR_TWO),
    _maxLength(2, ONE_OR_TWO),
    d3("One or two pages to read in full; read them in one call rather than two.")
  ),
  offset: optional(position(0)).check(
    d3(
      "With one slug: the character of the page's body to start at, for the next part of a page longer than page-char-cap, as its note names it."
    )
  )
});
function offsetProblem(args) {
  return args.offset !== void 0 && args.slugs.length > 1 ? toolError('"offset" reads the next part of one page: give one slug with it.') : null;
}
function pageBlock(page, excerpt, cap) {
  const next = excerpt.end < excerpt.total ? ` The next part: read_pages ${JSON.stringify({ slugs: [page.slug], offset: excerpt.end })}.` : " This part ends the page.";
  const sections = excerpt.sectionsCut.length ? ` Sections not whole in this part, each served by read_section: ${excerpt.sectionsCut.map((h) => `"${h}"`).join(", ")}.` : "";
  const note = excerpt.truncated ? `
[wiki-ingest: page "${page.slug}" in parts \u2014 this part: body characters ${excerpt.start}\u2013${excerpt.end} of ${excerpt.total} (page-char-cap ${cap}).${next}${sections}]` : "";
  return untrusted("page", excerpt.text, { slug: page.slug, file: page.file }) + note;
}
var readPages = tool("read_pages", description, schema3, (args, ctx) => {
  const refused = offsetProblem(args);
  if (refused) return refused;
  const found = [];
  for (const slug of args.slugs) {
    const page = lookup(ctx, slug);
    if ("content" in page) return page;
    if (!found.includes(page)) found.push(page);
  }
  const blocks = [];
  for (const p of found) {
    const excerpt = pageExcerpt(p, ctx.pageCharCap, args.offset);
    if (!excerpt)
      return toolError(
        `"offset" ${args.offset} is past the end of page "${p.slug}"'s body (${codePoints(p.body)} characters).`
      );
    ctx.seen?.(p, excerpt.span);
    blocks.push(pageBlock(p, excerpt, ctx.pageCharCap));
  }
  return { content: blocks.join("\n\n") };
});

// src/tools/read-section.ts
var d4 = describe;
function description2({ reader }) {
  const use = reader.pagesPerAnswer === void 0 && !reader.mcp ? 'Use it to read the section you will update (update_page with "section" refuses a section not read in this run), or when the map shows the section you need.' : "Use it when the map shows which section holds the answer.";
  return [
    'Returns one H2 section of a wiki page (its heading line and its text up to the next H2) inside an <untrusted kind="section"> fence.',
    use,
    ...reader.mcp ? [FRESHNESS_RULE] : [],
    "The heading is matched without regard to case; an unknown heading is an error listing the page's H2 headings, an unknown slug one suggesting the closest.",
    'A section longer than page-char-cap comes in parts: a note after each names the next ("offset").'
  ].join(" ");
}
var schema4 = ({ slug }) => strictObject({
  slug: slug.check(d4("The page, exactly as the wiki map lists it.")),
  heading: string().check(
    d4(
      'One of its H2 headings, as the map or the page shows it, without "## " (case does not matter).'
    )
  ),
  offset: optional(position(0)).check(
    d4(
      "The section's character to start at: the next part of a section longer than page-char-cap, as its note names it."
    )
  )
});
var readSection = tool("read_section", description2, schema4, (args, ctx) => {
  const page = lookup(ctx, args.slug);
  if ("content" in page) return page;
  const section = sectionText(page, args.heading, ctx.pageCharCap, args.offset);
  if (section === null)
    return toolError(`"offset" ${args.offset} is past the end of section "${args.heading}".`);
  if (!section) {
    const list = page.headings.length ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(", ")}.` : "It has no H2 headings; use read_pages.";
    return toolError(`Page "${page.slug}" has no section "${args.heading}". ${list}`);
  }
  ctx.seen?.(page, section.span);
  const fenced = untrusted("section", section.text, { slug: page.slug, heading: section.heading });
  const next = section.end < section.total ? ` The next part: read_section ${JSON.stringify({ slug: page.slug, heading: section.heading, offset: section.end })}.` : " This part ends the section.";
  return {
    content: section.start === 0 && section.end === section.total ? fenced : `${fenced}
[wiki-ingest: section "${section.heading}" of page "${page.slug}" in parts \u2014 this part: characters ${section.start}\u2013${section.end} of ${section.total} (page-char-cap ${ctx.pageCharCap}).${next}]`
  };
});

// src/tools/read.ts
var readToolDefinitions = (slugs, reader = {}) => {
  const params = { slug: slugEnum(slugs), reader };
  return [readPages.definition(params), readSection.definition(params)];
};
function readHandlers(pages, pageCharCap, seen) {
  const ctx = { pages, pageCharCap, ...seen ? { seen } : {} };
  const params = { slug: anySlug(), reader: {} };
  return { ...readPages.handler(ctx, params), ...readSection.handler(ctx, params) };
}
function readTools(pages, options) {
  const outline = options.outline ?? null;
  const slugs = outline ? [] : options.slugs ?? pages.map((p) => p.slug);
  return {
    definitions: [
      ...readToolDefinitions(slugs, options.reader),
      ...outline ? findToolDefinitions() : []
    ],
    host: hostOf({
      ...readHandlers(() => pages, options.pageCharCap),
      ...outline ? findHandlers(outline, pages) : {}
    })
  };
}

export {
  scanFiles,
  prepareSearch,
  scanSearchWiki,
  findToolDefinitions,
  findHandlers,
  hostOf,
  offsetProblem,
  readPages,
  readSection,
  readToolDefinitions,
  readHandlers,
  readTools
};
//# sourceMappingURL=chunk-BXI5JLIV.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  openSection
} from "./chunk-PZWFC3OC.js";
import {
  pageText
} from "./chunk-LCQIEUCI.js";
import {
  findSection,
  sectionsOf
} from "./chunk-XVKDWCBG.js";
import {
  codePoints,
  compareCodePoints,
  plural,
  sliceCodePoints
} from "./chunk-VCD3TOSB.js";
import {
  _enum,
  _gte,
  _lte,
  _maxLength,
  _minLength,
  array,
  describe,
  int,
  optional,
  safeParse,
  strictObject,
  string,
  toJSONSchema
} from "./chunk-6LV7K3ZW.js";

// src/tools/errors.ts
var toolError = (content) => ({ content, is_error: true });
function invalidInput(tool2, err) {
  const issues = err.issues.slice(0, 5).map((issue) => `${issue.path.length ? issue.path.join(".") : "input"}: ${issue.message}`).join("; ");
  return toolError(
    `Invalid input for ${tool2}: ${issues}. Fix these fields and call ${tool2} again.`
  );
}
function parsedInput(tool2, schema5, run) {
  return (input) => {
    const parsed = safeParse(schema5, input);
    return parsed.success ? run(parsed.data) : invalidInput(tool2, parsed.error);
  };
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j] + 1,
        row[j - 1] + 1,
        prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      );
    prev = row;
  }
  return prev[b.length];
}
var lastSegment = (s) => s.split("/").pop() ?? s;
function suggestions(candidates, wanted) {
  const w = lastSegment(wanted.trim().toLowerCase());
  if (w === "") return [];
  return [...new Set(candidates)].map((candidate) => {
    const c = lastSegment(candidate.toLowerCase());
    const d5 = editDistance(c, w);
    return { candidate, score: c.includes(w) || w.includes(c) ? Math.min(d5, 1) : d5 };
  }).filter((s) => s.score <= 2).sort((a, b) => a.score - b.score || compareCodePoints(a.candidate, b.candidate)).slice(0, 5).map((s) => s.candidate);
}
function closest(candidates, wanted, n = 3) {
  const w = wanted.trim().toLowerCase();
  const scored = [...new Set(candidates)].map((candidate, i) => {
    const c = candidate.toLowerCase();
    const d5 = editDistance(c, w);
    const near2 = w !== "" && (c.includes(w) || w.includes(c));
    return { candidate, i, score: near2 ? Math.min(d5, 1) : d5 };
  }).sort((a, b) => a.score - b.score || a.i - b.i);
  const near = scored.filter((s) => s.score <= 2);
  return (near.length ? near : scored).slice(0, n).map((s) => s.candidate);
}
function didYouMean(candidates, wanted) {
  const near = suggestions(candidates, wanted);
  return near.length ? ` Did you mean: ${near.join(", ")}?` : "";
}
var unknownSlug = (slugs, slug) => toolError(
  `No page "${slug}" in the wiki map or this run.${didYouMean(slugs, slug)} Use a slug exactly as the map lists it.`
);

// src/tools/tool.ts
var valueOf = (x, params) => typeof x === "function" ? x(params) : x;
function tool(name, description3, schema5, run) {
  return {
    name,
    description: (params) => valueOf(description3, params),
    schema: schema5,
    definition: (params) => definitionOf(name, valueOf(description3, params), schema5(params)),
    handler: (ctx, params) => ({ [name]: parsedInput(name, schema5(params), (a) => run(a, ctx)) }),
    serving: (other) => tool(name, description3, schema5, other)
  };
}
function definitionOf(name, description3, schema5) {
  const { $schema: _drop, ...input_schema } = toJSONSchema(schema5, {
    io: "input"
  });
  return { name, description: description3, input_schema };
}
function slugEnum(slugs) {
  const all = [...new Set(slugs)].sort(compareCodePoints);
  return all.length ? _enum(all) : string();
}
var anySlug = () => string().check(_minLength(1));

// src/tools/open-section.ts
var OPEN_SECTION_LINES = 200;
var d = describe;
var DESCRIPTION = [
  'Returns the map lines of one section of the folded map (a folder, a hub or "/") inside an <untrusted kind="wiki map"> fence.',
  "Use it to see every page of a section the folded map names, when search_wiki does not find the page.",
  `At most ${OPEN_SECTION_LINES} lines: a larger folder lists its sub-folders as section lines, then its own pages, with a note of how many were left out.`,
  "An unknown section is an error suggesting the closest sections."
].join(" ");
var schema = () => strictObject({
  prefix: string().check(
    _minLength(1),
    _maxLength(300),
    d(
      `A section as the folded map names it: a folder ("api/", "api/v1/"), a hub's slug, or "/" for the top-level pages.`
    )
  )
});
var openSection2 = tool("open_section", DESCRIPTION, schema, (args, ctx) => {
  const { outline } = ctx;
  const opened = openSection(outline, args.prefix, OPEN_SECTION_LINES);
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
var SEARCH = {
  boost: { ...SEARCH_BOOSTS },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => term.length >= 5 ? 0.2 : false,
  combineWith: "OR"
};
async function createWikiSearch(pages) {
  const { default: MiniSearchClass } = await import("./es-SBP3MYGP.js");
  const index = new MiniSearchClass({
    fields: FIELDS,
    storeFields: [],
    extractField: (doc, name) => name === "id" ? String(doc.id) : field(doc, name),
    processTerm,
    searchOptions: SEARCH
  });
  const slugs = pages.map((p) => p.slug);
  index.addAll(pages.map((page, id) => ({ id, page })));
  return {
    size: pages.length,
    search(query, limit = 10) {
      if (query.trim() === "") return [];
      return index.search(query).map((r) => ({ slug: slugs[Number(r.id)], score: r.score, terms: [...r.terms].sort() })).sort((a, b) => b.score - a.score || compareCodePoints(a.slug, b.slug)).slice(0, Math.max(0, limit));
    }
  };
}

// src/tools/search-wiki.ts
var SEARCH_DEFAULT_RESULTS = 10;
var SEARCH_MAX_RESULTS = 20;
var SEARCH_QUERY_CHARS = 200;
var d2 = describe;
var DESCRIPTION2 = [
  'Returns the wiki pages that best match a query, best first, as map lines (slug | title | description | H2 sections) inside an <untrusted kind="wiki map"> fence: titles, headings, descriptions and page text are all searched, titles weighing most.',
  "Use it to find the pages a topic is on: the folded map lists sections, not every page.",
  `At most ${SEARCH_MAX_RESULTS} pages per call (default ${SEARCH_DEFAULT_RESULTS}); a query of at most ${SEARCH_QUERY_CHARS} characters; words of 3 letters or more also match as prefixes and longer ones forgive a typo.`,
  "No match is not an error: the result says so; try other words or open_section."
].join(" ");
var schema2 = () => strictObject({
  query: string().check(
    _minLength(1),
    _maxLength(SEARCH_QUERY_CHARS),
    d2(
      'Words to look for, e.g. "token rotation" or a function, setting or file name from the change; any word may match.'
    )
  ),
  limit: optional(int().check(_gte(1), _lte(SEARCH_MAX_RESULTS))).check(d2(`How many pages to return, best first. Default ${SEARCH_DEFAULT_RESULTS}.`))
});
var indexes = /* @__PURE__ */ new WeakMap();
function searchOf({ outline, pages }) {
  let index = indexes.get(outline);
  if (!index) {
    index = createWikiSearch(pages.filter((p) => outline.entries.has(p.slug)));
    indexes.set(outline, index);
  }
  return index;
}
var searchWiki = tool(
  "search_wiki",
  DESCRIPTION2,
  schema2,
  async (args, ctx) => {
    const { query, limit = SEARCH_DEFAULT_RESULTS } = args;
    const hits = (await searchOf(ctx)).search(query, limit);
    const shown = JSON.stringify(query.replace(/\s+/g, " ").trim());
    if (hits.length === 0)
      return {
        content: `No page matches ${shown}. Try other words (a name, a setting, a term the pages would use), or open_section on a section of the folded map.`
      };
    const lines = hits.map((h) => ctx.outline.entries.get(h.slug).line);
    return {
      content: `${plural(hits.length, "page")} for ${shown}, best first:
${untrusted("wiki map", lines.join("\n"))}`
    };
  }
);

// src/tools/find.ts
var findToolDefinitions = () => [
  searchWiki.definition(),
  openSection2.definition()
];
function findHandlers(outline, pages) {
  const ctx = { outline, pages };
  return { ...searchWiki.handler(ctx), ...openSection2.handler(ctx) };
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

// src/wiki/read.ts
function pageExcerpt(page, cap) {
  const text = pageText(page);
  const total = codePoints(text);
  if (total <= cap) return { text, total, truncated: false, sectionsCut: [], leadCut: false };
  const kept = sliceCodePoints(text, cap);
  const keptLines = kept.split("\n").length - 1;
  const bodyOffset = text.split("\n").length - page.body.split("\n").length;
  const sections = sectionsOf(page.body);
  const sectionsCut = sections.filter((s) => s.end + bodyOffset > keptLines).map((s) => s.heading);
  const leadEnd = sections[0]?.start ?? page.body.split("\n").length;
  return {
    text: kept,
    total,
    truncated: true,
    sectionsCut,
    leadCut: leadEnd + bodyOffset > keptLines
  };
}
function sectionText(page, heading) {
  const section = findSection(page.body, heading.replace(/^#+\s*/, ""));
  if (!section) return void 0;
  const text = page.body.split("\n").slice(section.start, section.end).join("\n").trimEnd();
  return { heading: section.heading, text };
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
function description({ reader }) {
  const ask = reader.pagesPerAnswer;
  if (reader.mcp)
    return [
      'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
      "Use it when you need most of a page; read_section is far cheaper for one section. Ask for both pages in one call; a third slug is refused.",
      "A page longer than page-char-cap is cut, with a note naming the sections left to read_section.",
      FRESHNESS_RULE,
      "An unknown slug is an error suggesting the closest slugs; nothing outside the wiki folder is readable."
    ].join(" ");
  return [
    'Returns one or two wiki pages in full (front-matter and Markdown), each inside an <untrusted kind="page"> fence.',
    ask === void 0 ? "Use it before rewriting a page whole with update_page, or when you need most of a page; read_section is far cheaper for one section." : "Use it when the answer needs most of a page; read_section is far cheaper for one section.",
    ask === void 0 ? "A page longer than page-char-cap is cut, with a note naming the sections left to read_section, and counts as read only for the sections shown in full." : `One answer may read at most ${ask} pages in all (read_section counts against its page): a further page is refused. A page longer than page-char-cap is cut, with a note naming the sections left to read_section.`,
    "An unknown slug is an error suggesting the closest slugs."
  ].join(" ");
}
var schema3 = ({ slug }) => strictObject({
  slugs: array(slug.check(d3("A page slug exactly as the wiki map lists it."))).check(
    _minLength(1, ONE_OR_TWO),
    _maxLength(2, ONE_OR_TWO),
    d3("One or two pages to read in full; read them in one call rather than two.")
  )
});
function pageBlock(page, excerpt, cap) {
  const note = excerpt.truncated ? `
[wiki-ingest: page "${page.slug}" cut \u2014 showed ${cap} of ${excerpt.total} characters, ${excerpt.total - cap} cut (page-char-cap ${cap}).` + (excerpt.sectionsCut.length ? ` Read the rest with read_section: ${excerpt.sectionsCut.map((h) => `"${h}"`).join(", ")}.]` : "]") : "";
  return untrusted("page", excerpt.text, { slug: page.slug, file: page.file }) + note;
}
var readPages = tool("read_pages", description, schema3, (args, ctx) => {
  const found = [];
  for (const slug of args.slugs) {
    const page = lookup(ctx, slug);
    if ("content" in page) return page;
    if (!found.includes(page)) found.push(page);
  }
  const blocks = found.map((p) => {
    const excerpt = pageExcerpt(p, ctx.pageCharCap);
    ctx.seen?.page(p, excerpt);
    return pageBlock(p, excerpt, ctx.pageCharCap);
  });
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
    "The heading is matched without regard to case; an unknown heading is an error listing the page's H2 headings, an unknown slug one suggesting the closest."
  ].join(" ");
}
var schema4 = ({ slug }) => strictObject({
  slug: slug.check(d4("The page, exactly as the wiki map lists it.")),
  heading: string().check(
    d4(
      'One of its H2 headings, as the map or the page shows it, without "## " (case does not matter).'
    )
  )
});
var readSection = tool("read_section", description2, schema4, (args, ctx) => {
  const page = lookup(ctx, args.slug);
  if ("content" in page) return page;
  const section = sectionText(page, args.heading);
  if (!section) {
    const list = page.headings.length ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(", ")}.` : "It has no H2 headings; use read_pages.";
    return toolError(`Page "${page.slug}" has no section "${args.heading}". ${list}`);
  }
  ctx.seen?.section(page, section.heading);
  return {
    content: untrusted("section", section.text, { slug: page.slug, heading: section.heading })
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
  toolError,
  closest,
  unknownSlug,
  tool,
  anySlug,
  findToolDefinitions,
  findHandlers,
  hostOf,
  readPages,
  readSection,
  readToolDefinitions,
  readHandlers,
  readTools
};
//# sourceMappingURL=chunk-7GVZEFME.js.map

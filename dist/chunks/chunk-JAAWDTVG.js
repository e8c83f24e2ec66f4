import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createWikiSearch,
  pageExcerpt,
  sectionText
} from "./chunk-F4VIW5WX.js";
import {
  anySlug,
  definitionOf,
  definitionsOf,
  didYouMean,
  invalidInput,
  readSchemas,
  slugEnum,
  toolError,
  unknownSlug
} from "./chunk-KCYOPBMT.js";
import {
  openSection
} from "./chunk-YIZ3KT72.js";
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  _gte,
  _lte,
  _maxLength,
  _minLength,
  describe,
  int,
  optional,
  safeParse,
  strictObject,
  string
} from "./chunk-6LV7K3ZW.js";

// src/tools/find.ts
var SEARCH_DEFAULT_RESULTS = 10;
var SEARCH_MAX_RESULTS = 20;
var SEARCH_QUERY_CHARS = 200;
var OPEN_SECTION_LINES = 200;
var d = describe;
var findSchemas = () => ({
  search_wiki: strictObject({
    query: string().check(
      _minLength(1),
      _maxLength(SEARCH_QUERY_CHARS),
      d(
        'Words to look for, e.g. "token rotation" or a function, setting or file name from the change; any word may match.'
      )
    ),
    limit: optional(int().check(_gte(1), _lte(SEARCH_MAX_RESULTS))).check(d(`How many pages to return, best first. Default ${SEARCH_DEFAULT_RESULTS}.`))
  }),
  open_section: strictObject({
    prefix: string().check(
      _minLength(1),
      _maxLength(300),
      d(
        `A section as the folded map names it: a folder ("api/", "api/v1/"), a hub's slug, or "/" for the top-level pages.`
      )
    )
  })
});
var DESCRIPTIONS = {
  search_wiki: [
    'Returns the wiki pages that best match a query, best first, as map lines (slug | title | description | H2 sections) inside an <untrusted kind="wiki map"> fence: titles, headings, descriptions and page text are all searched, titles weighing most.',
    "Use it to find the pages a topic is on: the folded map lists sections, not every page.",
    `At most ${SEARCH_MAX_RESULTS} pages per call (default ${SEARCH_DEFAULT_RESULTS}); a query of at most ${SEARCH_QUERY_CHARS} characters; words of 3 letters or more also match as prefixes and longer ones forgive a typo.`,
    "No match is not an error: the result says so; try other words or open_section."
  ].join(" "),
  open_section: [
    'Returns the map lines of one section of the folded map (a folder, a hub or "/") inside an <untrusted kind="wiki map"> fence.',
    "Use it to see every page of a section the folded map names, when search_wiki does not find the page.",
    `At most ${OPEN_SECTION_LINES} lines: a larger folder lists its sub-folders as section lines, then its own pages, with a note of how many were left out.`,
    "An unknown section is an error suggesting the closest sections."
  ].join(" ")
};
var findToolDefinitions = () => {
  const schemas = findSchemas();
  return Object.keys(schemas).map(
    (name) => definitionOf(name, DESCRIPTIONS[name], schemas[name])
  );
};
var indexes = /* @__PURE__ */ new WeakMap();
function searchOf(outline, pages) {
  let index = indexes.get(outline);
  if (!index) {
    index = createWikiSearch(pages.filter((p) => outline.entries.has(p.slug)));
    indexes.set(outline, index);
  }
  return index;
}
var plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
function findHandlers(outline, pages) {
  const schemas = findSchemas();
  return {
    async search_wiki(input) {
      const parsed = safeParse(schemas.search_wiki, input);
      if (!parsed.success) return invalidInput("search_wiki", parsed.error);
      const { query, limit = SEARCH_DEFAULT_RESULTS } = parsed.data;
      const hits = (await searchOf(outline, pages)).search(query, limit);
      const shown = JSON.stringify(query.replace(/\s+/g, " ").trim());
      if (hits.length === 0)
        return {
          content: `No page matches ${shown}. Try other words (a name, a setting, a term the pages would use), or open_section on a section of the folded map.`
        };
      const lines = hits.map((h) => outline.entries.get(h.slug).line);
      return {
        content: `${plural(hits.length, "page")} for ${shown}, best first:
${untrusted("wiki map", lines.join("\n"))}`
      };
    },
    open_section(input) {
      const parsed = safeParse(schemas.open_section, input);
      if (!parsed.success) return invalidInput("open_section", parsed.error);
      const opened = openSection(outline, parsed.data.prefix, OPEN_SECTION_LINES);
      if (!opened) {
        const ids = outline.sections.map((s) => s.id);
        return toolError(
          `No section "${parsed.data.prefix}" in the folded map.${didYouMean(ids, parsed.data.prefix)} Name a section as the folded map lists it (a folder such as "${ids.find((i) => i.endsWith("/") && i !== "/") ?? "api/"}", a hub's slug, or "/"), or find the page with search_wiki.`
        );
      }
      const note = opened.omitted ? `
[${plural(opened.omitted, "more page")} of "${opened.id}" not listed: open a sub-folder above or use search_wiki.]` : "";
      return {
        content: `Section "${opened.id}" (${plural(opened.lines.length, "line")}):
${untrusted("wiki map", opened.lines.join("\n"), { section: opened.id })}${note}`
      };
    }
  };
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

// src/tools/read.ts
function pageBlock(page, excerpt, cap) {
  const note = excerpt.truncated ? `
[wiki-ingest: page "${page.slug}" cut \u2014 showed ${cap} of ${excerpt.total} characters, ${excerpt.total - cap} cut (page-char-cap ${cap}).` + (excerpt.sectionsCut.length ? ` Read the rest with read_section: ${excerpt.sectionsCut.map((h) => `"${h}"`).join(", ")}.]` : "]") : "";
  return untrusted("page", excerpt.text, { slug: page.slug, file: page.file }) + note;
}
var readToolDefinitions = (slugs, reader = {}) => definitionsOf(readSchemas(slugEnum(slugs)), reader);
function readHandlers(pages, pageCharCap, seen) {
  const schemas = readSchemas(anySlug());
  const lookup = (slug) => {
    const all = pages();
    const wanted = slug.trim().toLowerCase();
    return all.find((p) => p.slug === wanted) ?? unknownSlug(
      all.map((p) => p.slug),
      slug
    );
  };
  return {
    read_pages(input) {
      const parsed = safeParse(schemas.read_pages, input);
      if (!parsed.success) return invalidInput("read_pages", parsed.error);
      const found = [];
      for (const slug of parsed.data.slugs) {
        const page = lookup(slug);
        if ("content" in page) return page;
        if (!found.includes(page)) found.push(page);
      }
      const blocks = found.map((p) => {
        const excerpt = pageExcerpt(p, pageCharCap);
        seen?.page(p, excerpt);
        return pageBlock(p, excerpt, pageCharCap);
      });
      return { content: blocks.join("\n\n") };
    },
    read_section(input) {
      const parsed = safeParse(schemas.read_section, input);
      if (!parsed.success) return invalidInput("read_section", parsed.error);
      const page = lookup(parsed.data.slug);
      if ("content" in page) return page;
      const section = sectionText(page, parsed.data.heading);
      if (!section) {
        const list = page.headings.length ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(", ")}.` : "It has no H2 headings; use read_pages.";
        return toolError(`Page "${page.slug}" has no section "${parsed.data.heading}". ${list}`);
      }
      seen?.section(page, section.heading);
      return {
        content: untrusted("section", section.text, { slug: page.slug, heading: section.heading })
      };
    }
  };
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
  findToolDefinitions,
  findHandlers,
  hostOf,
  readToolDefinitions,
  readHandlers,
  readTools
};
//# sourceMappingURL=chunk-JAAWDTVG.js.map

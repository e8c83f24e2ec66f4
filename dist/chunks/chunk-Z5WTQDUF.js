import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createWikiSearch,
  pageExcerpt,
  sectionText
} from "./chunk-HFHV6HAA.js";
import {
  coverPathProblem,
  createPage,
  formatCover,
  hasFrontmatterBlock,
  normalizeCovers,
  parsePage,
  replaceSection,
  sectionsOf,
  serializePage,
  updatePage
} from "./chunk-6I6PDQPC.js";
import {
  slugProblem
} from "./chunk-QGWUQKYJ.js";
import {
  scanForSecrets
} from "./chunk-X3N3RVLS.js";
import {
  anySlug,
  closest,
  definitionOf,
  definitionsOf,
  didYouMean,
  invalidInput,
  parsedInput,
  readSchemas,
  secretPathMatcher,
  slugEnum,
  sourceHandlers,
  sourceSchemas,
  toolError,
  unknownSlug,
  writeSchemas
} from "./chunk-T6QX4FKQ.js";
import {
  openSection
} from "./chunk-MIXVEHPD.js";
import {
  wikiLinks
} from "./chunk-XULOBOV7.js";
import {
  SOURCE_CHAR_CAP
} from "./chunk-UQN2WVSM.js";
import {
  untrusted
} from "./chunk-IRFWJJSA.js";
import {
  DEFAULT_SECRET_PATHS
} from "./chunk-WVMTEX3Y.js";
import {
  codePoints,
  compareCodePoints,
  normalizeText
} from "./chunk-72A6L3JC.js";
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
} from "./chunk-VEMQLS7P.js";

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
        const list2 = page.headings.length ? `Its H2 headings: ${page.headings.map((h) => `"${h}"`).join(", ")}.` : "It has no H2 headings; use read_pages.";
        return toolError(`Page "${page.slug}" has no section "${parsed.data.heading}". ${list2}`);
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

// src/tools/reads.ts
var ReadRecord = class {
  whole = /* @__PURE__ */ new Set();
  sections = /* @__PURE__ */ new Map();
  /** read_pages served the page: whole when uncut, else only the sections shown in full. */
  sawPage(slug, headings, cut) {
    if (cut === void 0) this.whole.add(slug);
    for (const h of headings) if (!cut?.includes(h)) this.sawSection(slug, h);
  }
  /** One H2 section, by its heading as the page spells it. */
  sawSection(slug, heading) {
    const seen = this.sections.get(slug) ?? /* @__PURE__ */ new Set();
    seen.add(heading);
    this.sections.set(slug, seen);
  }
  /** The agent wrote the page's whole body (created or rewrote it): every word is its own. */
  wrotePage(slug, headings) {
    this.sawPage(slug, headings);
  }
  /** Whether any of the page was read in this run (whole, or one section). */
  sawAny(slug) {
    return this.whole.has(slug) || (this.sections.get(slug)?.size ?? 0) > 0;
  }
  hasPage(slug) {
    return this.whole.has(slug);
  }
  hasSection(slug, heading) {
    return this.whole.has(slug) || (this.sections.get(slug)?.has(heading) ?? false);
  }
};

// src/tools/covers.ts
var SourceRecord = class {
  constructor(lookup, shown = []) {
    this.lookup = lookup;
    for (const path of shown) this.read.add(path);
  }
  lookup;
  read = /* @__PURE__ */ new Set();
  blobs = /* @__PURE__ */ new Map();
  /** read_source served the file. */
  sawSource(path) {
    this.read.add(path);
  }
  hasRead(path) {
    return this.read.has(path);
  }
  /** Every file read in this run, by path. */
  paths() {
    return [...this.read].sort(compareCodePoints);
  }
  blobOf(path) {
    if (!this.lookup) return Promise.resolve(null);
    let blob = this.blobs.get(path);
    if (!blob) this.blobs.set(path, blob = this.lookup(path));
    return blob;
  }
};
async function coversForWrite(record, before, edits, isSecretPath) {
  const add = edits.covers_add ?? [];
  if (!record.lookup)
    return add.length ? `"covers_add" cannot be used in this run: the repository's files cannot be looked up, so nothing can be stamped; leave it out` : [...before];
  const drop = new Set(edits.covers_drop ?? []);
  const out = /* @__PURE__ */ new Map();
  for (const c of before) if (!drop.has(c.path)) out.set(c.path, c);
  for (const path of add) {
    const problem = coverPathProblem(path);
    if (problem) return `"covers_add": ${problem}`;
    if (isSecretPath(path))
      return `"covers_add": "${path}" is withheld by policy (secret-paths) and cannot be covered; leave it out`;
    if (drop.has(path)) return `"${path}" is in both covers_add and covers_drop; keep one`;
    const blob = await record.blobOf(path);
    if (blob === null)
      return `"covers_add": "${path}" does not exist at the merged commit; name a file as the changed files or read_source spell it, e.g. "src/api/tokens.ts"`;
    out.set(path, { path, blob });
  }
  for (const path of record.paths()) {
    if (drop.has(path) || coverPathProblem(path) !== null || isSecretPath(path)) continue;
    const blob = await record.blobOf(path);
    if (blob === null) out.delete(path);
    else out.set(path, { path, blob });
  }
  return [...out.values()].sort((a, b) => compareCodePoints(a.path, b.path));
}

// src/tools/update-target.ts
function sectionTarget(page, args) {
  if (args.section === void 0)
    return args.new_section ? toolError('"new_section" needs "section": the H2 heading of the section to add.') : null;
  const heading = args.section.replace(/^\s*#+\s*/, "").trim();
  if (heading === "") return toolError('"section" is empty; name an H2 heading.');
  const headings = sectionsOf(page.body).map((s) => s.heading);
  const sameText = headings.find((h) => h.trim().toLowerCase() === heading.toLowerCase());
  if (args.new_section)
    return sameText === void 0 ? { heading, isNew: true } : toolError(
      `Page "${page.slug}" already has a section "${sameText}"; to change it, read it (read_section) and call update_page with section "${sameText}" and without new_section.`
    );
  if (headings.includes(heading)) return { heading, isNew: false };
  if (headings.length === 0)
    return toolError(
      `Page "${page.slug}" has no H2 sections. To add one, call update_page again with new_section: true; to rewrite the page, read it with read_pages and leave "section" out.`
    );
  const near = closest(headings, heading).map((h) => `"${h}"`);
  return toolError(
    `Page "${page.slug}" has no H2 section "${heading}". Closest: ${near.join(", ")}. Name a heading exactly as the page spells it, or call again with new_section: true to add "${heading}" as a new section.`
  );
}
function unreadProblem(changeset, reads, page, target) {
  if (changeset.original(page.slug) === void 0 || target?.isNew) return null;
  if (target === null)
    return reads.hasPage(page.slug) ? null : toolError(
      `Page "${page.slug}" was not read in full in this run: read it first (read_pages), then replace its body \u2014 or update only sections you read (update_page with "section"). A page cut at page-char-cap when read can only be updated section by section.`
    );
  return reads.hasSection(page.slug, target.heading) ? null : toolError(
    `Section "${target.heading}" of page "${page.slug}" was not read in this run: read it first (read_section with slug "${page.slug}" and heading "${target.heading}"), then update it. update_page replaces only text you have read.`
  );
}

// src/tools/write.ts
var RESERVED = /* @__PURE__ */ new Set(["index", "log", "schema"]);
var opensFrontmatter = (text) => /^\uFEFF?(?:[ \t]*\r?\n)*---[ \t]*(?:\r?\n|$)/.test(text);
var frontmatterRefusal = (what, tool) => `${what} opens with a "---" line, which would start a front-matter block. Front-matter is written by the tools only: pass title, description, type, tags and related as arguments of ${tool}, and start the body with Markdown (e.g. "# Title"); the "wiki-ingest: locked" key is set only by maintainers`;
function writeSlugProblem(slug) {
  if (slug.startsWith("/") || /^[a-zA-Z]:[\\/]/.test(slug))
    return `"${slug}" is an absolute path; a slug is relative to the wiki folder, e.g. "api/token-rotation".`;
  if (slug.split(/[\\/]/).includes(".."))
    return `"${slug}" leaves the wiki folder (".."); a slug is relative to the wiki folder, e.g. "api/token-rotation".`;
  if (slug.endsWith(".md")) return `"${slug}" ends in ".md"; give the slug without the extension.`;
  const problem = slugProblem(slug);
  if (problem) return `${problem}.`;
  if (RESERVED.has(slug))
    return `"${slug}" is reserved: index.md, log.md and SCHEMA.md are maintained outside the agent.`;
  return null;
}
async function newSecretsProblem(text, before, name) {
  const hits = (await scanForSecrets(text, name)).filter(
    (h) => before === null || !before.includes(text.slice(h.range[0], h.range[1]))
  );
  if (hits.length === 0) return null;
  const rules = [...new Set(hits.map((h) => h.rule))].join(", ");
  return `it holds what looks like a secret (secret scanner rule ${rules}). Secret values are never written to the wiki: describe the setting or credential by name (e.g. "the API key in ANTHROPIC_API_KEY") without its value`;
}
function missingSections(page, required) {
  const wanted = page.type ? required[page.type] ?? [] : [];
  const have = new Set(sectionsOf(page.body).map((s) => s.heading.trim().toLowerCase()));
  return wanted.filter((r) => !have.has(r.trim().toLowerCase()));
}
function pageProblem(options, page, before) {
  const cs = options.changeset;
  const hadRelated = new Set(before?.related.map((r) => r.toLowerCase()) ?? []);
  const hadLinks = new Set(before ? wikiLinks(before.body) : []);
  const problems = [];
  const size = codePoints(serializePage(page));
  if (size > options.pageCharCap)
    problems.push(
      `the page would be ${size} characters, over the cap of ${options.pageCharCap}; shorten it or split it into several pages`
    );
  const missingRelated = page.related.filter(
    (r) => r !== page.slug && !cs.has(r.toLowerCase()) && !hadRelated.has(r.toLowerCase())
  );
  if (missingRelated.length)
    problems.push(
      `related slug(s) ${missingRelated.map((r) => `"${r}"`).join(", ")} exist neither in the wiki nor in this run; remove them or create those pages first`
    );
  const dead = wikiLinks(page.body).filter(
    (l) => l !== page.slug && !cs.has(l) && !hadLinks.has(l)
  );
  if (dead.length)
    problems.push(
      `link(s) ${dead.map((l) => `[[${l}]]`).join(", ")} point at no page; link only existing pages or create them first`
    );
  if (page.type !== null && page.type !== before?.type && !options.pageTypes.includes(page.type))
    problems.push(`type "${page.type}" is not one of: ${options.pageTypes.join(", ")}`);
  const required = options.requiredSections;
  const missing = missingSections(page, required).filter(
    (m) => !before || before.type !== page.type || !missingSections(before, required).includes(m)
  );
  if (missing.length)
    problems.push(
      `a "${page.type}" page needs the H2 section(s) ${missing.map((m) => `"## ${m}"`).join(", ")}`
    );
  return problems.length ? problems.join("; ") : null;
}
function budgetStop(options, slug) {
  const cs = options.changeset;
  return !cs.isChanged(slug) && cs.size >= options.maxPagesChanged ? {
    content: `Budget max-pages-changed (${options.maxPagesChanged}) reached.`,
    is_error: true,
    stop: `Budget max-pages-changed (${options.maxPagesChanged}) reached: the agent tried to change page ${cs.size + 1} ("${slug}").`
  } : null;
}
async function createPageTool(options, args) {
  const cs = options.changeset;
  const bad = writeSlugProblem(args.slug);
  if (bad) return toolError(`Cannot create page: ${bad}`);
  if (cs.has(args.slug))
    return toolError(
      `Page "${args.slug}" already exists${cs.isChanged(args.slug) ? " (created in this run)" : ""}; use update_page to change it.`
    );
  if (opensFrontmatter(args.body))
    return toolError(
      `Page "${args.slug}" was not created: ${frontmatterRefusal('"body"', "create_page")}.`
    );
  const over = budgetStop(options, args.slug);
  if (over) return over;
  const covers = await coversForWrite(options.sources, [], args, options.isSecretPath);
  if (typeof covers === "string")
    return toolError(`Page "${args.slug}" was not created: ${covers}.`);
  const page = createPage(args.slug, {
    title: args.title,
    description: args.description,
    type: args.type,
    tags: args.tags,
    related: args.related.map((r) => r.toLowerCase()),
    covers,
    body: args.body
  });
  const problem = pageProblem(options, page) ?? await newSecretsProblem(serializePage(page), null, page.file);
  if (problem) return toolError(`Page "${args.slug}" was not created: ${problem}.`);
  cs.put(page);
  options.reads.wrotePage(page.slug, page.headings);
  return { content: `Created page "${args.slug}" (${page.headings.length} sections).` };
}
function fieldPatch(args) {
  const patch = {};
  if (args.title !== void 0) patch.title = args.title;
  if (args.description !== void 0) patch.description = args.description;
  if (args.type !== void 0) patch.type = args.type;
  if (args.tags !== void 0) patch.tags = args.tags;
  if (args.related !== void 0) patch.related = args.related.map((r) => r.toLowerCase());
  return patch;
}
async function updatePageTool(options, args) {
  const cs = options.changeset;
  const page = cs.get(args.slug);
  if (!page) {
    const bad = writeSlugProblem(args.slug);
    return bad ? toolError(`Cannot update page: ${bad}`) : unknownSlug(cs.slugs(), args.slug);
  }
  if (page.locked)
    return toolError(
      `Page "${args.slug}" is locked by its maintainers (wiki-ingest: locked) and cannot be changed; leave it as it is.`
    );
  if (opensFrontmatter(args.body))
    return toolError(
      `Page "${args.slug}" was not updated: ${frontmatterRefusal(args.section === void 0 ? '"body"' : `The content of section "${args.section}"`, "update_page")}.`
    );
  const target = sectionTarget(page, args);
  if (target !== null && "content" in target) return target;
  if (target === null && args.body.trim() === "")
    return toolError('"body" is empty; give the whole new page body.');
  const unread = unreadProblem(options.changeset, options.reads, page, target);
  if (unread) return unread;
  const over = budgetStop(options, args.slug);
  if (over) return over;
  const patch = fieldPatch(args);
  if (Object.keys(patch).length && page.frontmatter === null && hasFrontmatterBlock(page.raw))
    return toolError(
      `Page "${args.slug}" has front-matter that does not parse, so its fields cannot be changed; update only its body (leave out ${Object.keys(patch).join(", ")}) and let its maintainers fix the YAML.`
    );
  const covers = await coversForWrite(options.sources, page.covers, args, options.isSecretPath);
  if (typeof covers === "string")
    return toolError(`Page "${args.slug}" was not updated: ${covers}.`);
  const brokenFrontmatter = page.frontmatter === null && hasFrontmatterBlock(page.raw);
  if (!brokenFrontmatter && JSON.stringify(covers) !== JSON.stringify(page.covers))
    patch.covers = covers;
  patch.body = target ? replaceSection(page.body, target.heading, args.body) : args.body;
  const next = updatePage(page, patch);
  const problem = pageProblem(options, next, page) ?? await newSecretsProblem(serializePage(next), page.raw, page.file);
  if (problem) return toolError(`Page "${args.slug}" was not updated: ${problem}.`);
  cs.put(next);
  if (target) options.reads.sawSection(next.slug, target.heading);
  else options.reads.wrotePage(next.slug, next.headings);
  const what = target ? ` (${target.isNew ? "new " : ""}section "${target.heading}")` : "";
  return { content: `Updated page "${args.slug}"${what}.` };
}
async function finishTool(args) {
  const secret = await newSecretsProblem(args.summary, null, "log.md");
  if (secret)
    return toolError(`The summary was not accepted: ${secret}. Call finish again without it.`);
  return { content: "Finished.", finished: args.summary.trim() };
}
function writeHandlers(options) {
  const schemas = writeSchemas(options.pageTypes);
  return {
    create_page: parsedInput(
      "create_page",
      schemas.create_page,
      (args) => createPageTool(options, args)
    ),
    update_page: parsedInput(
      "update_page",
      schemas.update_page,
      (args) => updatePageTool(options, args)
    ),
    finish: parsedInput("finish", schemas.finish, finishTool)
  };
}

// src/wiki/restamp.ts
function coversLines(lines) {
  const start = lines.findIndex((l) => /^covers:\s*$/.test(l));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && /^(\s+\S|-\s)/.test(lines[end])) end++;
  return { start, end };
}
function splice(raw, covers) {
  const bom = raw.charCodeAt(0) === 65279 ? "\uFEFF" : "";
  const crlf = raw.includes("\r\n");
  const text = normalizeText(raw);
  if (!text.startsWith("---\n")) return null;
  const lines = text.split("\n");
  const close = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
  if (close < 0) return null;
  const fm = lines.slice(1, close);
  const at = coversLines(fm);
  const entries = covers.map((c) => `  - ${formatCover(c)}`);
  let next;
  if (at) {
    const replaced = covers.length ? ["covers:", ...entries] : [];
    next = [...fm.slice(0, at.start), ...replaced, ...fm.slice(at.end)];
  } else if (covers.length && !fm.some((l) => /^covers\s*:/.test(l))) {
    next = [...fm, "covers:", ...entries];
  } else return null;
  const lf = ["---", ...next, ...lines.slice(close)].join("\n");
  return bom + (crlf ? lf.replace(/\n/g, "\r\n") : lf);
}
var sameExceptCovers = (a, b) => a.body === b.body && a.title === b.title && a.description === b.description && a.type === b.type && a.locked === b.locked && JSON.stringify([a.tags, a.related, a.sources]) === JSON.stringify([b.tags, b.related, b.sources]);
function restampPage(page, entries) {
  const covers = normalizeCovers(entries);
  const raw = splice(page.raw, covers);
  if (raw !== null) {
    const next = parsePage(page.file, raw).page;
    if (sameExceptCovers(page, next) && JSON.stringify(next.covers) === JSON.stringify(covers) && next.frontmatter !== null)
      return next;
  }
  return updatePage(page, { covers });
}

// src/tools/confirm.ts
var list = (paths) => paths.map((p) => `"${p}"`).join(", ");
function targets(options, slug, covered, named) {
  const { sources } = options;
  if (named === void 0) {
    const read = covered.filter((p) => sources.hasRead(p));
    return read.length ? read : toolError(
      `None of the files page "${slug}" covers (${list(covered)}) was read in this run: read the changed one with read_source (or check its diff), then confirm again.`
    );
  }
  const notCovered = named.filter((p) => !covered.includes(p));
  if (notCovered.length)
    return toolError(
      `Page "${slug}" does not cover ${list(notCovered)}; it covers ${list(covered)}. To make it cover a file, use update_page with "covers_add".`
    );
  const unread = named.filter((p) => !sources.hasRead(p));
  if (unread.length)
    return toolError(
      `${list(unread)} ${unread.length === 1 ? "was" : "were"} not read in this run: read ${unread.length === 1 ? "it" : "them"} with read_source first, then confirm the page.`
    );
  return [...named];
}
async function confirmPage(options, schema, input) {
  const parsed = safeParse(schema, input);
  if (!parsed.success) return invalidInput("confirm_page", parsed.error);
  const { slug, files } = parsed.data;
  const cs = options.changeset;
  const page = cs.get(slug.trim().toLowerCase());
  if (!page) return unknownSlug(cs.slugs(), slug);
  if (!options.sources.lookup)
    return toolError(
      "Pages cannot be confirmed in this run: the repository files cannot be looked up to stamp them. Update the page if it needs it, or leave it."
    );
  if (page.locked)
    return toolError(
      `Page "${page.slug}" is locked by its maintainers (wiki-ingest: locked); leave it as it is.`
    );
  if (!options.reads.sawAny(page.slug))
    return toolError(
      `Page "${page.slug}" was not read in this run: read it (read_pages or read_section) and check it against the changed source before confirming it.`
    );
  const covered = page.covers.map((c) => c.path);
  if (covered.length === 0)
    return toolError(
      `Page "${page.slug}" covers no file, so there is nothing to confirm. If it describes files, update it with "covers_add".`
    );
  const paths = targets(options, page.slug, covered, files);
  if (!Array.isArray(paths)) return paths;
  const stamps = new Map(page.covers.map((c) => [c.path, c.blob]));
  const gone = [];
  for (const path of paths) {
    const blob = await options.sources.blobOf(path);
    if (blob === null) gone.push(path);
    else stamps.set(path, blob);
  }
  if (gone.length)
    return toolError(
      `${list(gone)} no longer ${gone.length === 1 ? "exists" : "exist"} at the merged commit, so the page cannot be right about ${gone.length === 1 ? "it" : "them"}: update the page (update_page with "covers_drop") instead.`
    );
  const covers = [...stamps].map(([path, blob]) => ({ path, blob }));
  if (covers.every((c, i) => c.blob === page.covers[i].blob))
    return {
      content: `Page "${page.slug}" is already stamped with ${list(paths)} as they are now.`
    };
  const over = budgetStop(options, page.slug);
  if (over) return over;
  cs.put(restampPage(page, covers), true);
  return {
    content: `Confirmed page "${page.slug}": ${list(paths)} re-stamped at the merged commit; its text is unchanged.`
  };
}
function confirmHandler(options) {
  const schema = writeSchemas(options.pageTypes).confirm_page;
  return { confirm_page: (input) => confirmPage(options, schema, input) };
}

// src/tools/toolset.ts
function toolDefinitions(mapSlugs, pageTypes, folded = false) {
  return [
    ...readToolDefinitions(folded ? [] : mapSlugs),
    ...folded ? findToolDefinitions() : [],
    ...definitionsOf({ ...sourceSchemas(), ...writeSchemas(pageTypes) })
  ];
}
function createToolHost(ctx) {
  const reads = new ReadRecord();
  const sources = new SourceRecord(ctx.blobAt, ctx.diffShown);
  const isSecretPath = ctx.isSecretPath ?? secretPathMatcher(DEFAULT_SECRET_PATHS);
  const writing = { ...ctx, reads, sources, isSecretPath };
  return hostOf({
    ...readHandlers(() => ctx.changeset.pages(), ctx.pageCharCap, {
      page: (p, excerpt) => reads.sawPage(p.slug, p.headings, excerpt.truncated ? excerpt.sectionsCut : void 0),
      section: (p, heading) => reads.sawSection(p.slug, heading)
    }),
    ...sourceHandlers({
      readSource: ctx.readSource,
      isSecretPath,
      sourceCharCap: ctx.sourceCharCap ?? SOURCE_CHAR_CAP,
      served: (path) => sources.sawSource(path)
    }),
    ...ctx.find ? findHandlers(ctx.find.outline, ctx.find.pages) : {},
    ...writeHandlers(writing),
    ...confirmHandler(writing)
  });
}

export {
  findToolDefinitions,
  readToolDefinitions,
  readTools,
  toolDefinitions,
  createToolHost
};
//# sourceMappingURL=chunk-Z5WTQDUF.js.map

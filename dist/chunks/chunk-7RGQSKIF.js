import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  closest,
  findHandlers,
  findToolDefinitions,
  hostOf,
  readHandlers,
  readToolDefinitions,
  tool,
  toolError,
  unknownSlug
} from "./chunk-7GVZEFME.js";
import {
  COVERS_RULE,
  LINK_RULE,
  MAX_PAGES_RULE,
  READ_IN_RUN,
  covers,
  description,
  nonEmpty,
  pageToChange,
  pageType,
  related,
  tags,
  title
} from "./chunk-F6C2E6DO.js";
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  wikiLinks
} from "./chunk-PRWAT3M4.js";
import {
  scanForSecrets
} from "./chunk-363AVV2A.js";
import {
  secretPathMatcher
} from "./chunk-AQUOXTEK.js";
import {
  Minimatch
} from "./chunk-OT2HBKJ4.js";
import {
  SOURCE_CHAR_CAP,
  looksBinary
} from "./chunk-LXSCDGY5.js";
import {
  restampPage
} from "./chunk-JTZGSTOB.js";
import {
  createPage,
  hasFrontmatterBlock,
  outline,
  replaceSection,
  sectionsOf,
  serializePage,
  updatePage
} from "./chunk-XVKDWCBG.js";
import {
  coverPathProblem
} from "./chunk-VN722EMA.js";
import {
  codePoints,
  compareCodePoints,
  plural,
  sliceCodePoints
} from "./chunk-VCD3TOSB.js";
import {
  DEFAULT_SECRET_PATHS
} from "./chunk-OJNZEFKF.js";
import {
  slugProblem
} from "./chunk-6IFOK4RH.js";
import {
  _maxLength,
  _minLength,
  array,
  boolean,
  describe,
  optional,
  strictObject,
  string
} from "./chunk-6LV7K3ZW.js";

// src/tools/write-checks.ts
var RESERVED = /* @__PURE__ */ new Set(["index", "log", "schema"]);
var opensFrontmatter = (text) => /^\uFEFF?(?:[ \t]*\r?\n)*---[ \t]*(?:\r?\n|$)/.test(text);
var frontmatterRefusal = (what, tool2) => `${what} opens with a "---" line, which would start a front-matter block. Front-matter is written by the tools only: pass title, description, type, tags and related as arguments of ${tool2}, and start the body with Markdown (e.g. "# Title"); the "wiki-ingest: locked" key is set only by maintainers`;
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
  const planned = (slug) => options.planned?.has(slug) === true;
  const missingRelated = page.related.filter(
    (r) => r !== page.slug && !cs.has(r.toLowerCase()) && !hadRelated.has(r.toLowerCase()) && !planned(r.toLowerCase())
  );
  if (missingRelated.length)
    problems.push(
      `related slug(s) ${missingRelated.map((r) => `"${r}"`).join(", ")} exist neither in the wiki nor in this run; remove them or create those pages first`
    );
  const dead = wikiLinks(page.body).filter(
    (l) => l !== page.slug && !cs.has(l) && !hadLinks.has(l) && !planned(l)
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
var lockedRefusal = (slug) => toolError(
  `Page "${slug}" is locked by its maintainers (wiki-ingest: locked) and cannot be changed; leave it as it is.`
);

// src/tools/finish.ts
var d = describe;
var FINISH_DESCRIPTION = [
  "Ends the run: the pages you changed are published with index.md and a log.md entry holding your summary.",
  "Call it exactly once, after your last write; a finish in the same turn as a call that failed is refused, so you can fix that call first.",
  "If the merge needs no wiki change, call it without writing anything and say why."
].join(" ");
var summary = () => string().check(
  _minLength(1),
  _maxLength(2e3),
  d(
    "For the wiki log: what changed in the wiki and why, or why nothing needed to; a short paragraph, no secret values."
  )
);
async function summaryProblem(text, where2) {
  const secret = await newSecretsProblem(text, null, where2);
  return secret ? toolError(`The summary was not accepted: ${secret}. Call finish again without it.`) : null;
}
var finish = tool(
  "finish",
  FINISH_DESCRIPTION,
  () => strictObject({ summary: summary() }),
  async (args) => await summaryProblem(args.summary, "log.md") ?? {
    content: "Finished.",
    finished: args.summary.trim()
  }
);

// src/tools/archive-finish.ts
var UNVERIFIED_MAX = 20;
var CLAIM_CHARS = 300;
var d2 = describe;
var schema = () => strictObject({
  summary: summary(),
  unverified: optional(
    array(string().check(_minLength(1), _maxLength(CLAIM_CHARS))).check(_maxLength(UNVERIFIED_MAX))
  ).check(
    d2(
      "The claims of the answer you left out because no cited page and no source file you read in this run supports them, one short sentence each; they are listed in the pull request as not archived. Leave it out when every claim was supported."
    )
  )
});
var DESCRIPTION = `${FINISH_DESCRIPTION} In this archive run, list in "unverified" the answer's claims you left out because nothing you read supports them.`;
var archiveFinish = tool("finish", DESCRIPTION, schema, async (args) => {
  const claims = (args.unverified ?? []).map((c) => c.replace(/\s+/g, " ").trim());
  const refused = await summaryProblem([args.summary, ...claims].join("\n"), "pull request");
  if (refused) return refused;
  return {
    content: "Finished.",
    finished: args.summary.trim(),
    ...claims.length ? { unverified: claims.filter(Boolean) } : {}
  };
});

// src/tools/confirm-page.ts
var d3 = describe;
var DESCRIPTION2 = [
  "Re-stamps a page's covered files at the merged commit without changing its text: call it when you read a page and the changed source it covers (read_source or the diff) and the page is still right.",
  "Only its covers lines change; covered files you did not read keep their old stamp.",
  "Refused for a page not read in this run, a locked page, a file it does not cover or you did not read, or one gone at the merged commit (update the page instead). Counts against max-pages-changed like an update."
].join(" ");
var schema2 = () => strictObject({
  slug: string().check(d3('The page you checked, exactly as the wiki map lists it, e.g. "api/tokens".')),
  files: optional(array(string())).check(
    d3(
      "The covered files you checked it against, each read in this run; leave it out for every covered file you read."
    )
  )
});
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
      `Page "${slug}" does not cover ${list(notCovered)}; it covers ${list(covered)}. To make it cover a file you read, name the page's full list in update_page's "covers".`
    );
  const unread = named.filter((p) => !sources.hasRead(p));
  if (unread.length)
    return toolError(
      `${list(unread)} ${unread.length === 1 ? "was" : "were"} not read in this run: read ${unread.length === 1 ? "it" : "them"} with read_source first, then confirm the page.`
    );
  return [...named];
}
async function confirm({ slug, files }, options) {
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
      `Page "${page.slug}" covers no file, so there is nothing to confirm. If it describes files you read, name them in update_page's "covers".`
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
      `${list(gone)} no longer ${gone.length === 1 ? "exists" : "exist"} at the merged commit, so the page cannot be right about ${gone.length === 1 ? "it" : "them"}: update the page instead (update_page, leaving it out of "covers").`
    );
  const covers2 = [...stamps].map(([path, blob]) => ({ path, blob }));
  if (covers2.every((c, i) => c.blob === page.covers[i].blob))
    return {
      content: `Page "${page.slug}" is already stamped with ${list(paths)} as they are now.`
    };
  const over = budgetStop(options, page.slug);
  if (over) return over;
  cs.put(restampPage(page, covers2), true);
  return {
    content: `Confirmed page "${page.slug}": ${list(paths)} re-stamped at the merged commit; its text is unchanged.`
  };
}
var confirmPage = tool("confirm_page", DESCRIPTION2, schema2, confirm);

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
var quoted = (paths) => paths.map((p) => `"${p}"`).join(", ");
function kept(before, never) {
  const dropped = [];
  const covers2 = before.filter((c) => {
    const why = never(c.path);
    if (why) dropped.push(`"${c.path}", which is ${why}`);
    return why === null;
  });
  return { covers: covers2, dropped };
}
async function declaredCover(path, record, before, never) {
  const problem = coverPathProblem(path);
  if (problem) return problem;
  const why = never(path);
  if (why) return `"${path}" is ${why}, which is never covered; leave it out`;
  const old = before.get(path);
  if (!record.hasRead(path))
    return old ?? `"${path}" was not read in this run: read it first with read_source and check the page against it, or leave it out`;
  if (!record.lookup)
    return old ?? `"${path}" cannot be stamped in this run (the repository's files cannot be looked up); leave it out`;
  const blob = await record.blobOf(path);
  if (blob === null)
    return `"${path}" does not exist at the merged commit; leave it out (or name the file as the changed files spell it)`;
  return { path, blob };
}
async function coversForWrite(record, before, declared, never) {
  if (declared === void 0) return kept(before, never);
  const old = new Map(before.map((c) => [c.path, c]));
  const out = /* @__PURE__ */ new Map();
  const problems = [];
  for (const path of new Set(declared)) {
    const cover = await declaredCover(path, record, old, never);
    if (typeof cover === "string") problems.push(cover);
    else out.set(path, cover);
  }
  if (problems.length) return `"covers": ${problems.join("; ")}`;
  return {
    covers: [...out.values()].sort((a, b) => compareCodePoints(a.path, b.path)),
    dropped: []
  };
}
function coversNote(written) {
  const list2 = written.covers.length ? `covers ${quoted(written.covers.map((c) => c.path))}` : "covers no file";
  const dropped = written.dropped.length ? `; left out of its covers (never covered): ${written.dropped.join("; ")}` : "";
  return `${list2}${dropped}`;
}
function neverCoveredBy(policy) {
  const { wikiPath } = policy;
  return (path) => {
    if (policy.isSecretPath(path)) return "withheld by policy (secret-paths)";
    if (wikiPath && (path === wikiPath || path.startsWith(`${wikiPath}/`)))
      return `in the wiki folder "${wikiPath}/" (link pages as [[slug]] instead)`;
    const rule = policy.generated?.(path);
    return rule ? `generated (${rule})` : null;
  };
}

// src/tools/create-page.ts
var d4 = describe;
var DESCRIPTION3 = [
  'Creates a wiki page: front-matter from the arguments, Markdown body from "body".',
  "Create a page only for a topic no page in the map covers; when one does, read it and update it instead (an existing slug is an error).",
  `The page is refused, with the reason, when it is over page-char-cap, lacks an H2 section its type requires, links or relates a page it may not, or holds what looks like a secret value. ${LINK_RULE}`,
  `Each page created counts against max-pages-changed; ${MAX_PAGES_RULE}.`,
  COVERS_RULE
].join(" ");
var schema3 = (params) => strictObject({
  slug: string().check(
    d4(
      'New page slug: lowercase words joined by "-", "_" or ".", folders with "/", e.g. "api/token-rotation"; no ".md".'
    )
  ),
  type: pageType(params),
  title: title(),
  description: description(),
  tags,
  related,
  body: nonEmpty().check(
    d4(
      "Markdown without front-matter: an H1 title, then H2 (##) sections; link pages as [[slug]]."
    )
  ),
  covers: covers(
    `The repository files the page describes, e.g. ["src/api/tokens.ts"], each one you read in this run (${READ_IN_RUN}). Leave it out when the page describes no file.`
  )
});
var createPage2 = tool(
  "create_page",
  DESCRIPTION3,
  schema3,
  async (args, options) => {
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
    const covers2 = await coversForWrite(options.sources, [], args.covers, options.neverCovered);
    if (typeof covers2 === "string")
      return toolError(`Page "${args.slug}" was not created: ${covers2}.`);
    const page = createPage(args.slug, {
      title: args.title,
      description: args.description,
      type: args.type,
      tags: args.tags,
      related: args.related.map((r) => r.toLowerCase()),
      covers: covers2.covers,
      body: args.body
    });
    const problem = pageProblem(options, page) ?? await newSecretsProblem(serializePage(page), null, page.file);
    if (problem) return toolError(`Page "${args.slug}" was not created: ${problem}.`);
    cs.put(page);
    options.reads.wrotePage(page.slug, page.headings);
    return {
      content: `Created page "${args.slug}" (${page.headings.length} sections; ${coversNote(covers2)}).`
    };
  }
);

// src/tools/find-source.ts
var FIND_PATHS_MAX = 50;
var FIND_MATCHES_MAX = 20;
var FIND_FILES_MAX = 400;
var FIND_BYTES_MAX = 4e6;
var FIND_FILE_BYTES_MAX = 1e6;
var READ_BATCH = 100;
var LINE_CHARS = 200;
var d5 = describe;
var schema4 = () => strictObject({
  glob: optional(string().check(_minLength(1), _maxLength(300))).check(
    d5(
      'A glob over repository paths (dot files included), e.g. "src/**/tokens*.ts" or "**/*.proto". Alone, it lists the matching paths; with "text", only files matching it are searched.'
    )
  ),
  text: optional(string().check(_minLength(2), _maxLength(200))).check(
    d5(
      'A literal text to find in file contents, case-sensitive (no regular expression), e.g. a function, constant or setting name such as "rotateToken(".'
    )
  )
});
var DESCRIPTION4 = [
  'Finds repository files at the merged commit when you cannot name one exactly: with "glob", the matching paths; with "text", the lines holding that literal text, each with its path and line number, inside an <untrusted> fence.',
  "Use it to reach what the diff does not show: the callers of a renamed or removed function, the file defining a default or a setting; then read the file with read_source.",
  `At most ${FIND_PATHS_MAX} paths or ${FIND_MATCHES_MAX} matching lines are returned. A text search reads the changed files first, then the files pages cover, then the other files in path order, at most ${FIND_FILES_MAX} files and ${FIND_BYTES_MAX / 1e6} MB a call (files over ${FIND_FILE_BYTES_MAX / 1e6} MB are skipped); the result says when that budget cut it, and a glob narrows it.`,
  "Paths withheld by secret-paths, generated files (source maps, minified and other generated code) and the wiki folder are never listed nor searched."
].join(" ");
var SourceFinder = class {
  constructor(options) {
    this.options = options;
    this.wiki = options.wikiPath.replace(/\/+$/, "");
  }
  options;
  listing;
  /** Each blob's text; null for a binary, too large or generated one. */
  texts = /* @__PURE__ */ new Map();
  /** Blobs whose content marks them generated: never listed nor searched. */
  generatedByContent = /* @__PURE__ */ new Set();
  wiki;
  allowed(path) {
    const { options, wiki } = this;
    return !options.isSecretPath(path) && !options.isGenerated(path) && path !== wiki && !path.startsWith(`${wiki}/`) && !path.startsWith(".git/");
  }
  listed(index) {
    return this.listing ??= index.list().then(({ files, truncated }) => ({
      files: files.filter((f) => this.allowed(f.path)).sort((a, b) => compareCodePoints(a.path, b.path)),
      truncated
    }));
  }
  /** Reads the text of each file not read yet, in one batch. */
  async textsOf(files) {
    const { texts } = this;
    const wanted = [...new Set(files.filter((f) => !texts.has(f.sha)).map((f) => f.sha))];
    if (wanted.length === 0) return;
    const bytes = await this.options.index.read(wanted);
    for (const f of files) {
      if (texts.has(f.sha)) continue;
      const b = bytes.get(f.sha);
      const text = !b || b.length > FIND_FILE_BYTES_MAX || looksBinary(b) ? null : b.toString("utf8");
      const generated = text !== null && this.options.isGenerated(f.path, text);
      if (generated) this.generatedByContent.add(f.sha);
      texts.set(f.sha, generated ? null : text);
    }
  }
  async find({ glob, text }) {
    if (glob === void 0 && text === void 0)
      return toolError(
        'find_source needs "glob" (to list paths), "text" (to search file contents), or both.'
      );
    if (!this.options.index)
      return toolError(
        "find_source cannot search the repository in this run; name files from the diff and read them with read_source."
      );
    let all;
    try {
      all = await this.listed(this.options.index);
    } catch (e) {
      this.listing = void 0;
      return toolError(
        `The repository's file listing could not be read (${e.message}); try again, or work from the diff and read_source.`
      );
    }
    const mm = glob === void 0 ? null : new Minimatch(glob.replace(/^\.\//, ""), { dot: true });
    const matching = mm ? all.files.filter((f) => mm.match(f.path)) : all.files;
    const cut = all.truncated ? " [the repository listing was truncated by the API: some files are not listed]" : "";
    try {
      return text === void 0 ? await this.pathsFound(glob, matching, cut) : await this.textFound(text, glob, matching, cut);
    } catch (e) {
      return toolError(
        `The repository's files could not be read (${e.message}); try again, or read a file with read_source.`
      );
    }
  }
  /**
   * The first FIND_PATHS_MAX of `files` that are not generated by their content (read in batches),
   * and how many of the rest were dropped as generated; files past the window are not read.
   */
  async shownPaths(files) {
    const shown = [];
    let dropped = 0;
    for (let at = 0; at < files.length && shown.length < FIND_PATHS_MAX; at += READ_BATCH) {
      const batch = files.slice(at, at + READ_BATCH);
      await this.textsOf(batch);
      for (const f of batch) {
        if (shown.length === FIND_PATHS_MAX) break;
        if (this.generatedByContent.has(f.sha)) dropped++;
        else shown.push(f.path);
      }
    }
    return { shown, dropped };
  }
  async pathsFound(glob, files, cut) {
    const shown = JSON.stringify(glob);
    const listed = await this.shownPaths(files);
    const total = files.length - listed.dropped;
    if (total === 0)
      return {
        content: `No file matches ${shown} at the merged commit (secret-paths, generated files and the wiki folder are left out).${cut} Try a broader glob, e.g. "**/${glob.split("/").pop()}".`
      };
    const more = total - listed.shown.length;
    return {
      content: `${plural(total, "file")} match ${shown} at the merged commit${more ? ` (the first ${listed.shown.length} by path)` : ""}:
${untrusted("source paths", listed.shown.join("\n"))}${more ? `
[${more} more not listed: narrow the glob]` : ""}${cut}`
    };
  }
  /** The changed files and the covered ones first, then every other file in path order. */
  ordered(files) {
    const rank = new Map(this.options.first().map((p, i) => [p, i]));
    return [
      ...files.filter((f) => rank.has(f.path)).sort((a, b) => rank.get(a.path) - rank.get(b.path)),
      ...files.filter((f) => !rank.has(f.path))
    ];
  }
  async textFound(needle, glob, files, cut) {
    const ordered = this.ordered(files);
    const matches = [];
    let total = 0;
    let matchedFiles = 0;
    let bytes = 0;
    let searched = 0;
    search: for (let at = 0; at < Math.min(ordered.length, FIND_FILES_MAX); at += READ_BATCH) {
      const batch = ordered.slice(at, Math.min(at + READ_BATCH, FIND_FILES_MAX));
      await this.textsOf(batch);
      for (const f of batch) {
        const t = this.texts.get(f.sha);
        searched++;
        if (t === null || t === void 0) continue;
        bytes += t.length;
        if (t.includes(needle)) {
          matchedFiles++;
          t.split("\n").forEach((line, i) => {
            if (!line.includes(needle)) return;
            total++;
            if (matches.length < FIND_MATCHES_MAX)
              matches.push(`${f.path}:${i + 1}: ${line.trim().slice(0, LINE_CHARS)}`);
          });
        }
        if (bytes >= FIND_BYTES_MAX) break search;
      }
    }
    const budget = searched < files.length ? ` Searched ${searched} of ${files.length} files (the changed and covered files first, then by path; budget ${FIND_FILES_MAX} files or ${FIND_BYTES_MAX / 1e6} MB a call, binary and generated files skipped)${glob === void 0 ? ": add a glob to search the rest" : ""}.` : "";
    const what = `${JSON.stringify(needle)}${glob === void 0 ? "" : ` in files matching ${JSON.stringify(glob)}`}`;
    if (total === 0)
      return {
        content: `No line holds ${what} at the merged commit.${budget}${cut} The text is matched exactly (case included); try a shorter part of the name.`
      };
    return {
      content: `${plural(total, "line")} in ${plural(matchedFiles, "file")} ${total === 1 ? "holds" : "hold"} ${what}${total > matches.length ? ` (the first ${matches.length} shown)` : ""}:
${untrusted("source matches", matches.join("\n"))}
[Read a file whole with read_source.]${budget}${cut}`
    };
  }
};
var findSource = tool(
  "find_source",
  DESCRIPTION4,
  schema4,
  (args, finder) => finder.find(args)
);
var sourceFinder = (options) => new SourceFinder(options);

// src/tools/reads.ts
var LEAD = "";
var ReadRecord = class {
  whole = /* @__PURE__ */ new Set();
  sections = /* @__PURE__ */ new Map();
  /**
   * read_pages served the page: whole when uncut, else only the sections shown in full (and the
   * lead, unless the cut reached it).
   */
  sawPage(slug, headings, cut, leadCut = false) {
    if (cut === void 0) this.whole.add(slug);
    for (const h of headings) if (!cut?.includes(h)) this.sawSection(slug, h);
    if (!leadCut) this.sawSection(slug, LEAD);
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
  /**
   * The spans of `page`'s body (character offsets, end exclusive, in order) this run read: the
   * whole body, or the lead and each section read, as the body holds them now.
   */
  readSpans(page) {
    const body = page.body;
    if (this.whole.has(page.slug)) return [[0, body.length]];
    const lineStart = [0];
    for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) lineStart.push(i + 1);
    const at = (line) => lineStart[line] ?? body.length;
    const sections = sectionsOf(body);
    const spans = [];
    if (this.hasSection(page.slug, LEAD)) spans.push([0, at(sections[0]?.start ?? Infinity)]);
    for (const s of sections)
      if (this.hasSection(page.slug, s.heading)) spans.push([at(s.start), at(s.end)]);
    return spans;
  }
};

// src/tools/read-source.ts
var d6 = describe;
var DESCRIPTION5 = [
  'Returns a text file of the repository as it is at the merged commit, inside an <untrusted kind="source"> fence.',
  "Use it when the diff is not enough to state a fact: a whole function, a default value, a schema, a file the diff mentions.",
  `At most ${SOURCE_CHAR_CAP} characters are returned (a longer file is cut, with a note); a missing path, a binary file or one too large to read is an error.`,
  "Paths that may hold secrets (secret-paths: .env files, keys, credentials) and generated files (ignore-paths, .gitattributes linguist-generated, source maps, minified code) are refused, and so are absolute paths, paths leaving the repository and .git."
].join(" ");
var schema5 = () => strictObject({
  path: string().check(
    d6(
      'A file path relative to the repository root, e.g. "src/api/tokens.ts", as the changed files or a source file name it.'
    )
  )
});
function sourcePathProblem(path) {
  if (path.trim() === "") return "the path is empty";
  if (path.includes("\0")) return "the path contains a NUL character";
  if (/^([a-zA-Z]:)?[\\/]/.test(path) || path.startsWith("~"))
    return `"${path}" is absolute; give a path relative to the repository root, e.g. "src/api/tokens.ts"`;
  const parts = path.replace(/\\/g, "/").split("/");
  if (parts.includes(".."))
    return `"${path}" leaves the repository (".."); give a path relative to the repository root`;
  if (parts[0] === ".git") return `"${path}" is inside .git, which is not part of the source`;
  return null;
}
function normalizeSourcePath(path) {
  return path.replace(/\\/g, "/").split("/").filter((s) => s !== "" && s !== ".").join("/");
}
var generatedRefusal = (path, rule) => toolError(
  `"${path}" is generated (${rule}): generated files are never shown. Read the source it is generated from, or work from the diff.`
);
var readSource = tool(
  "read_source",
  DESCRIPTION5,
  schema5,
  async (args, options) => {
    const problem = sourcePathProblem(args.path);
    if (problem) return toolError(`Cannot read source: ${problem}.`);
    const path = normalizeSourcePath(args.path);
    if (options.isSecretPath(path))
      return toolError(
        `"${path}" is withheld by policy (secret-paths): files that hold secrets are never read. Work from the diff and other files; never copy secret values into the wiki.`
      );
    const byPath = options.generated?.(path) ?? null;
    if (byPath !== null) return generatedRefusal(path, byPath);
    const file = await options.readSource(path);
    switch (file.kind) {
      case "missing":
        return toolError(
          `"${path}" does not exist at the merged commit. Use a path from the changed files or one they mention.`
        );
      case "binary":
        return toolError(`"${path}" is a binary file; only text files can be read.`);
      case "too-large":
        return toolError(`"${path}" is too large to read (${file.bytes} bytes).`);
      case "text": {
        const byContent = options.generated?.(path, file.text) ?? null;
        if (byContent !== null) return generatedRefusal(path, byContent);
        options.served?.(path);
        const cap = options.sourceCharCap;
        const n = codePoints(file.text);
        const fenced = untrusted("source", n <= cap ? file.text : sliceCodePoints(file.text, cap), {
          path
        });
        return {
          content: n <= cap ? fenced : `${fenced}
[read_source: "${path}" cut \u2014 showed the first ${cap} of ${n} characters; the rest cannot be read]`
        };
      }
    }
  }
);

// src/tools/replace-text.ts
var d7 = describe;
var schema6 = () => strictObject({
  slug: pageToChange(),
  old: string().check(
    _minLength(1),
    d7(
      "The passage to replace, copied exactly from what read_pages or read_section showed in this run (not the fence lines): a whole sentence or more, so that it occurs once."
    )
  ),
  new: string().check(
    d7(
      "The text that takes its place: the same passage with only what the merge made untrue corrected. Empty removes the passage."
    )
  )
});
var DESCRIPTION6 = [
  "Replaces one passage of a wiki page and leaves every other byte of the page as it is: the edit of choice for a fact the merge changed, since it keeps the rest of a person's wording.",
  '"old" must occur exactly once in what this run read of the page (read_pages, or the sections read with read_section); no match, a match only in text not read, or several matches is an error saying how to fix the call (copy it exactly, read it first, quote more).',
  "It cannot add or remove an H2 section (use update_page), locked pages are refused, and create_page's checks apply to the result.",
  "The page's covered files read in this run are re-stamped; the first change to each page counts against max-pages-changed."
].join(" ");
function occurrences(body, old) {
  const exact = [];
  for (let i = body.indexOf(old); i >= 0; i = body.indexOf(old, i + 1))
    exact.push([i, i + old.length]);
  if (exact.length) return exact;
  const words = old.trim().split(/\s+/);
  if (words.length < 2) return [];
  const pattern = new RegExp(
    words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"),
    "g"
  );
  return [...body.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}
var inside = ([a, b], spans) => spans.some(([s, e]) => a >= s && b <= e);
function sectionAt(body, offset) {
  const line = body.slice(0, offset).split("\n").length - 1;
  return sectionsOf(body).find((s) => line >= s.start && line < s.end)?.heading ?? null;
}
var where = (heading) => heading === null ? "the text before the first H2 section" : `section "${heading}"`;
function closestLine(body, spans, old) {
  const words = new Set(old.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
  if (words.size === 0) return null;
  let best = null;
  for (const [s, e] of spans)
    for (const line of body.slice(s, e).split("\n")) {
      const own = new Set(line.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
      const score = [...words].filter((w) => own.has(w)).length / words.size;
      if (score >= 0.5 && (!best || score > best.score)) best = { line: line.trim(), score };
    }
  return best ? best.line.slice(0, 300) : null;
}
var sectionHeadings = (body) => outline(body, { paragraph: false }).headings.filter((h) => h.level <= 2).map((h) => h.text.trim().toLowerCase());
async function restamped(options, page) {
  const out = [];
  for (const c of page.covers) {
    if (options.neverCovered(c.path) !== null) continue;
    const blob = options.sources.hasRead(c.path) ? await options.sources.blobOf(c.path) : null;
    out.push(blob === null ? c : { path: c.path, blob });
  }
  return out;
}
function structureProblem(before, after) {
  if (opensFrontmatter(after))
    return `the page would open with a "---" line, which would start a front-matter block; keep the page's first line`;
  const was = sectionHeadings(before);
  const now = sectionHeadings(after);
  if (now.length !== was.length)
    return `"new" would ${now.length > was.length ? "add" : "remove"} a section heading; replace_text changes text within sections: add a section with update_page ("section" and "new_section": true), or rewrite the page with update_page`;
  if (new Set(now).size !== now.length)
    return "two sections would have the same heading; give the renamed section a heading of its own";
  return null;
}
async function replace(args, options) {
  const cs = options.changeset;
  const page = cs.get(args.slug.trim().toLowerCase());
  if (!page) return unknownSlug(cs.slugs(), args.slug);
  if (page.locked) return lockedRefusal(page.slug);
  const body = page.body;
  const all = occurrences(body, args.old);
  if (all.length === 0) {
    const near = closestLine(body, options.reads.readSpans(page), args.old);
    return toolError(
      `"old" does not occur in page "${page.slug}". Copy it exactly as read_section or read_pages showed it (the page's text, not the fence lines), or quote a shorter passage.${near ? ` The closest line you read: ${JSON.stringify(near)}` : ""}`
    );
  }
  const spans = cs.original(page.slug) === void 0 ? [[0, body.length]] : options.reads.readSpans(page);
  const read = all.filter((o) => inside(o, spans));
  if (read.length === 0) {
    const at = sectionAt(body, all[0][0]);
    return toolError(
      `"old" occurs in page "${page.slug}" only in text not read in this run (${where(at)}): read it first (${at === null ? `read_pages with slug "${page.slug}"` : `read_section with slug "${page.slug}" and heading "${at}"`}), then call replace_text again. replace_text changes only text you have read.`
    );
  }
  if (read.length > 1)
    return toolError(
      `"old" occurs ${read.length} times in what you read of page "${page.slug}" (${[...new Set(read.map((o) => where(sectionAt(body, o[0]))))].join(", ")}): quote more of the surrounding text so that it occurs once, and call replace_text again.`
    );
  const [start, end] = read[0];
  const next = body.slice(0, start) + args.new + body.slice(end);
  if (next === body) return { content: `Page "${page.slug}" already says that; nothing changed.` };
  const structure = structureProblem(body, next);
  if (structure) return toolError(`Page "${page.slug}" was not changed: ${structure}.`);
  const over = budgetStop(options, page.slug);
  if (over) return over;
  const brokenFrontmatter = page.frontmatter === null && hasFrontmatterBlock(page.raw);
  const covers2 = brokenFrontmatter ? page.covers : await restamped(options, page);
  const changedCovers = JSON.stringify(covers2) !== JSON.stringify(page.covers);
  const written = updatePage(page, { body: next, ...changedCovers ? { covers: covers2 } : {} });
  const problem = pageProblem(options, written, page) ?? await newSecretsProblem(serializePage(written), page.raw, page.file);
  if (problem) return toolError(`Page "${page.slug}" was not changed: ${problem}.`);
  cs.put(written);
  const section = sectionAt(next, start);
  if (section !== null) options.reads.sawSection(page.slug, section);
  return {
    content: `Replaced the passage in page "${page.slug}" (${where(section)}); the rest of the page is unchanged.`
  };
}
var replaceText = tool("replace_text", DESCRIPTION6, schema6, replace);

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
function sectionContentProblem(page, target, content) {
  const text = content.replace(/\r\n?/g, "\n").replace(/^\s*\n/, "");
  const headings = outline(text, { paragraph: false }).headings.filter((h) => h.level <= 2);
  const own = (h) => h.line === 0 && h.text.trim().toLowerCase() === target.heading.trim().toLowerCase();
  const extra = headings.filter((h, i) => !(i === 0 && own(h)));
  if (extra.length === 0) return null;
  const first = extra[0];
  const exists = sectionsOf(page.body).find(
    (s) => s.heading.trim().toLowerCase() === first.text.trim().toLowerCase()
  );
  const instead = exists ? `change the page's own section "${exists.heading}" with an update_page call of its own (read it first)` : `add "${first.text}" as a section of its own: update_page with section "${first.text}" and new_section: true`;
  return toolError(
    `The content for section "${target.heading}" of page "${page.slug}" holds the heading "${"#".repeat(first.level)} ${first.text}", which would start another section: with "section", "body" is that section's content only. Give "${target.heading}" its content without H1 or H2 headings (### for sub-headings), and ${instead}.`
  );
}

// src/tools/update-page.ts
var d8 = describe;
var DESCRIPTION7 = [
  'Replaces the whole body of an existing page, or the content of one H2 "section"; title, description, type, tags and related change only when given.',
  'Replace only what you read in this run: a section through read_section (or read_pages), a whole body through read_pages; otherwise the call is refused with "read it first" (pages created in this run count as read).',
  '"section" must be an H2 heading of the page spelled exactly as the page has it (a near miss is refused, naming the closest headings); to add a section the page lacks, set "new_section": true.',
  `Locked pages are refused, create_page's checks apply to the result, and the first change to each page counts against max-pages-changed (${MAX_PAGES_RULE}).`,
  "For a changed fact, replace_text is the better edit: it keeps every other sentence as its author wrote it.",
  `${COVERS_RULE} Leave "covers" out to keep the page's covers.`
].join(" ");
var schema7 = (params) => strictObject({
  slug: pageToChange(),
  body: string().check(
    d8(
      'New Markdown without front-matter: with "section", the content of that section only (without its heading line); without it, the whole new body.'
    )
  ),
  section: optional(string()).check(
    d8(
      'The H2 heading whose content "body" replaces, spelled exactly as the page has it (without "## "). Leave it out to replace the whole body.'
    )
  ),
  new_section: optional(boolean()).check(
    d8(
      'true to add "section" as a new H2 section at the end of the page; refused when the page already has that heading. Default false.'
    )
  ),
  title: optional(title()),
  description: optional(description()),
  type: optional(pageType(params)),
  tags: optional(tags),
  related: optional(related),
  covers: covers(
    `The full list of repository files the page describes, replacing its covers: each one you read in this run (${READ_IN_RUN}) or one the page covers already. Leave it out to keep the page's covers as they are.`
  )
});
function fieldPatch(args) {
  const patch = {};
  if (args.title !== void 0) patch.title = args.title;
  if (args.description !== void 0) patch.description = args.description;
  if (args.type !== void 0) patch.type = args.type;
  if (args.tags !== void 0) patch.tags = args.tags;
  if (args.related !== void 0) patch.related = args.related.map((r) => r.toLowerCase());
  return patch;
}
async function run(args, options) {
  const cs = options.changeset;
  const page = cs.get(args.slug);
  if (!page) {
    const bad = writeSlugProblem(args.slug);
    return bad ? toolError(`Cannot update page: ${bad}`) : unknownSlug(cs.slugs(), args.slug);
  }
  if (page.locked) return lockedRefusal(args.slug);
  if (opensFrontmatter(args.body))
    return toolError(
      `Page "${args.slug}" was not updated: ${frontmatterRefusal(args.section === void 0 ? '"body"' : `The content of section "${args.section}"`, "update_page")}.`
    );
  const target = sectionTarget(page, args);
  if (target !== null && "content" in target) return target;
  const heading = target ? sectionContentProblem(page, target, args.body) : null;
  if (heading) return heading;
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
  const covers2 = await coversForWrite(
    options.sources,
    page.covers,
    args.covers,
    options.neverCovered
  );
  if (typeof covers2 === "string")
    return toolError(`Page "${args.slug}" was not updated: ${covers2}.`);
  const brokenFrontmatter = page.frontmatter === null && hasFrontmatterBlock(page.raw);
  const coversChanged = JSON.stringify(covers2.covers) !== JSON.stringify(page.covers);
  if (!brokenFrontmatter && coversChanged) patch.covers = covers2.covers;
  patch.body = target ? replaceSection(page.body, target.heading, args.body) : args.body;
  const next = updatePage(page, patch);
  const problem = pageProblem(options, next, page) ?? await newSecretsProblem(serializePage(next), page.raw, page.file);
  if (problem) return toolError(`Page "${args.slug}" was not updated: ${problem}.`);
  cs.put(next);
  if (target) options.reads.sawSection(next.slug, target.heading);
  else options.reads.wrotePage(next.slug, next.headings);
  const what = target ? ` (${target.isNew ? "new " : ""}section "${target.heading}")` : "";
  const said = !brokenFrontmatter && (args.covers !== void 0 || coversChanged) ? `; it ${coversNote(covers2)}` : "";
  return { content: `Updated page "${args.slug}"${what}${said}.` };
}
var updatePage2 = tool("update_page", DESCRIPTION7, schema7, run);

// src/tools/toolset.ts
function toolDefinitions(mapSlugs, pageTypes, folded = false, archive = false) {
  const params = { pageTypes };
  return [
    ...readToolDefinitions(folded ? [] : mapSlugs),
    ...folded ? findToolDefinitions() : [],
    readSource.definition(),
    findSource.definition(),
    createPage2.definition(params),
    updatePage2.definition(params),
    replaceText.definition(),
    confirmPage.definition(),
    (archive ? archiveFinish : finish).definition()
  ];
}
function createToolHost(ctx) {
  const reads = new ReadRecord();
  const sources = new SourceRecord(ctx.blobAt, ctx.diffShown);
  const isSecretPath = ctx.isSecretPath ?? secretPathMatcher(DEFAULT_SECRET_PATHS);
  const neverCovered = neverCoveredBy({
    isSecretPath,
    generated: ctx.generated && ((path) => ctx.generated(path)),
    wikiPath: ctx.wikiPath
  });
  const writing = { ...ctx, reads, sources, neverCovered };
  return hostOf({
    ...readHandlers(() => ctx.changeset.pages(), ctx.pageCharCap, {
      page: (p, excerpt) => reads.sawPage(
        p.slug,
        p.headings,
        excerpt.truncated ? excerpt.sectionsCut : void 0,
        excerpt.leadCut
      ),
      section: (p, heading) => reads.sawSection(p.slug, heading)
    }),
    ...readSource.handler({
      readSource: ctx.readSource,
      isSecretPath,
      sourceCharCap: ctx.sourceCharCap ?? SOURCE_CHAR_CAP,
      served: (path) => sources.sawSource(path),
      generated: ctx.generated
    }),
    ...findSource.handler(
      sourceFinder({
        ...ctx.sourceIndex ? { index: ctx.sourceIndex } : {},
        isSecretPath,
        isGenerated: (path, text) => (ctx.generated?.(path, text) ?? null) !== null,
        wikiPath: ctx.wikiPath ?? "wiki",
        // The changed files, then every file a page covers.
        first: () => [
          ...ctx.changedFiles ?? [],
          ...ctx.changeset.pages().flatMap((p) => p.covers.map((c) => c.path))
        ]
      })
    ),
    ...ctx.find ? findHandlers(ctx.find.outline, ctx.find.pages) : {},
    ...createPage2.handler(writing, writing),
    ...updatePage2.handler(writing, writing),
    ...replaceText.handler(writing),
    ...confirmPage.handler(writing),
    ...(ctx.archive ? archiveFinish : finish).handler(void 0)
  });
}

export {
  toolDefinitions,
  createToolHost
};
//# sourceMappingURL=chunk-7RGQSKIF.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ARCHIVE_TRAILER,
  SOURCE_TRAILER,
  hasArchiveTrailer,
  hasSourceTrailer
} from "./chunk-OUTC5JET.js";
import {
  pagesCovering
} from "./chunk-XTY5E7BO.js";
import {
  rulesHidingCovers
} from "./chunk-DY4KZ6ZL.js";
import {
  GlobSet,
  normalizePath,
  splitPath
} from "./chunk-J3MHHG2O.js";

// src/prefilter/covered-changes.ts
var COVERED_RULES = /* @__PURE__ */ new Set(["trivial-type", "small-diff"]);
var LISTED = 3;
function listPaths(paths) {
  const shown = paths.slice(0, LISTED).join(", ");
  return paths.length > LISTED ? `${shown}, \u2026 ${paths.length - LISTED} more` : shown;
}
var pathsOf = (f) => f.previous_path === void 0 ? [normalizePath(f.path)] : [normalizePath(f.path), normalizePath(f.previous_path)];
var pureRename = (f) => f.status === "renamed" && f.previous_path !== void 0 && (f.additions || 0) + (f.deletions || 0) === 0;
function namePages(covering) {
  const byPath = /* @__PURE__ */ new Map();
  for (const c of covering) byPath.set(c.path, [...byPath.get(c.path) ?? [], c.slug]);
  const listed = [...byPath].map(([path, slugs]) => `${path} (${slugs.join(", ")})`);
  return listPaths(listed);
}
function withCovered(merge, t1, covered) {
  const stale = [];
  const moved = [];
  let follows = false;
  merge.files.forEach((f, i) => {
    const cls = t1.files[i]?.class;
    if (cls !== "remaining" && cls !== "rich") return;
    const pages = pagesCovering(covered.index, pathsOf(f));
    if (pages.length === 0) return;
    const renamedFrom = f.previous_path === void 0 ? null : normalizePath(f.previous_path);
    if (f.status === "renamed" && pages.some((p) => p.path === renamedFrom) || f.status === "removed")
      follows = true;
    (pureRename(f) ? moved : stale).push(...pages);
  });
  const hiding = rulesHidingCovers(merge, covered.index);
  if (stale.length === 0 && moved.length === 0 && hiding.length === 0) return t1;
  const { decision } = t1;
  const rule = decision.rule;
  const said = decision.reason.slice(rule.length + 2).replace(/\.$/, "");
  const movedNote = moved.length ? ` It renames covered files without changing them \u2014 ${namePages(moved)} \u2014 so their covers move with the next wiki commit.` : "";
  const out = {
    ...t1,
    ...stale.length ? { covering: stale } : {},
    ...follows ? { follows } : {}
  };
  if (stale.length === 0 && hiding.length === 0)
    return { ...out, decision: { ...decision, reason: `${decision.reason}${movedNote}` } };
  const n = new Set(stale.map((c) => c.path)).size;
  const files = [
    ...stale.length ? [`${n} covered file${n === 1 ? "" : "s"} \u2014 ${namePages(stale)}`] : [],
    ...hiding.map(
      (h) => `${h.file}, whose rule "${h.line}" makes ${listPaths(h.paths)} generated (${h.pages.join(", ")})`
    )
  ].join("; and ");
  if (covered.mode === "note")
    return {
      ...out,
      decision: {
        ...decision,
        reason: `${decision.reason} It changes ${files}: those pages may now be stale (covered-changes: note).${movedNote}`
      }
    };
  return {
    ...out,
    decision: {
      tier: 1,
      decision: "continue",
      rule: null,
      reason: `covered-changes: ${rule} would skip it (${said}), but it changes ${files}; Tier 2 decides.${movedNote}`
    }
  };
}

// src/prefilter/conventional.ts
var HEADER = /^([A-Za-z][A-Za-z0-9_-]*)(?:\(([^()\r\n]*)\))?(!)?:[ \t]*(\S.*)?$/;
var BREAKING_FOOTER = /(?:^|\n)[ \t]*BREAKING[ -]CHANGE[ \t]*:/i;
function firstLine(message) {
  const i = message.indexOf("\n");
  return (i < 0 ? message : message.slice(0, i)).replace(/\r$/, "").trim();
}
function parseConventional(title) {
  const m = HEADER.exec(firstLine(title));
  if (!m) return null;
  return {
    type: m[1].toLowerCase(),
    scope: m[2] ?? null,
    breaking: m[3] === "!",
    subject: (m[4] ?? "").trim()
  };
}
function hasBreakingFooter(text) {
  return text !== void 0 && text !== "" && BREAKING_FOOTER.test(text);
}

// src/prefilter/rules.ts
var SEEN_LIMIT = 16384;
var ARCHIVE_MERGE = /^Merge pull request #\d+ from [^\s/]+\/wiki-ingest\/archive\/\d+\b/;
var MARKERS = /\[(?:skip wiki|wiki skip|no wiki)\]/i;
var MARKER_NAMES = ["[skip wiki]", "[wiki skip]", "[no wiki]"];
var compiledByConfig = /* @__PURE__ */ new WeakMap();
function compile(config) {
  let c = compiledByConfig.get(config);
  if (!c) {
    const exact = /* @__PURE__ */ new Set();
    const wildcards = [];
    for (const a of config.skipAuthors) {
      const lower = a.toLowerCase();
      if (lower.includes("*"))
        wildcards.push(new RegExp(`^${lower.split("*").map(escapeRe).join(".*")}$`, "i"));
      else exact.add(lower);
    }
    c = {
      scope: config.sourcePaths.length > 0 ? new GlobSet(config.sourcePaths) : null,
      skipOnly: new GlobSet(config.skipOnlyPaths),
      ignore: new GlobSet(config.ignorePaths),
      rich: new GlobSet(config.richPaths),
      skipTypes: new Set(config.skipCommitTypes.map((t) => t.toLowerCase())),
      authors: { exact, wildcards },
      seen: /* @__PURE__ */ new Map()
    };
    compiledByConfig.set(config, c);
  }
  return c;
}
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var skip = (rule, reason) => ({
  tier: 1,
  decision: "skip",
  rule,
  reason: `${rule}: ${reason}`
});
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function onlyInWiki(merge, config) {
  const inside = (path) => normalizePath(path).startsWith(`${config.wikiPath}/`);
  return merge.files.every(
    (f) => inside(f.path) && (f.previous_path === void 0 || inside(f.previous_path))
  );
}
function classifyMessage(merge, config, filesKnown = true) {
  const text = `${merge.title}
${merge.body ?? ""}`;
  const marker = MARKERS.exec(text);
  if (marker)
    return skip(
      "skip-marker",
      `the ${merge.body && MARKERS.test(merge.body) && !MARKERS.test(merge.title) ? "description" : "title"} contains ${marker[0]} (markers: ${MARKER_NAMES.join(", ")}).`
    );
  const commits = merge.commits ?? [];
  const archive = hasArchiveTrailer(text) || commits.some(hasArchiveTrailer) || ARCHIVE_MERGE.test(merge.title);
  if (archive && filesKnown && onlyInWiki(merge, config))
    return skip(
      "archive",
      `the merge of an archive pull request (the ${ARCHIVE_TRAILER} trailer): a /wiki answer filed as a wiki page.`
    );
  const trailer = hasSourceTrailer(text) || commits.length > 0 && commits.every(hasSourceTrailer);
  if (trailer && filesKnown && onlyInWiki(merge, config))
    return skip(
      "self-commit",
      `the commit carries the ${SOURCE_TRAILER} trailer, so it is wiki-ingest's own wiki update.`
    );
  const author = merge.author?.trim();
  if (author) {
    const { exact, wildcards } = compile(config).authors;
    const lower = author.toLowerCase();
    if (exact.has(lower) || wildcards.some((w) => w.test(lower)))
      return skip("skip-author", `author ${author} is listed in skip-authors.`);
  }
  return null;
}
function classOf(rawPath, c) {
  let hit = c.seen.get(rawPath);
  if (hit) return hit;
  const path = normalizePath(rawPath);
  const split = splitPath(path);
  const outside = c.scope !== null && c.scope.matchSplit(split) === null;
  const only = outside ? null : c.skipOnly.matchSplit(split);
  const ignored = only === null ? c.ignore.matchSplit(split) : null;
  const rich = only === null && ignored === null ? c.rich.matchSplit(split) : null;
  hit = outside ? { path, class: "out-of-scope", pattern: "source-paths" } : only !== null ? { path, class: "wiki-only", pattern: only } : ignored !== null ? { path, class: "ignored", pattern: ignored } : rich !== null ? { path, class: "rich", pattern: rich } : { path, class: "remaining" };
  if (c.seen.size >= SEEN_LIMIT) c.seen.clear();
  c.seen.set(rawPath, hit);
  return hit;
}
function countFiles(files, c, out) {
  const counted = {
    total: files.length,
    remaining: 0,
    lines: 0,
    rich: [],
    excluded: 0,
    ignored: 0,
    outOfScope: 0
  };
  for (const f of files) {
    const hit = classOf(f.path, c);
    out?.push({ ...hit });
    if (hit.class === "out-of-scope") {
      counted.excluded++;
      counted.outOfScope++;
      continue;
    }
    if (hit.class === "wiki-only" || hit.class === "ignored") {
      counted.excluded++;
      if (hit.class === "ignored") counted.ignored++;
      continue;
    }
    counted.remaining++;
    counted.lines += (f.additions || 0) + (f.deletions || 0);
    if (hit.class === "rich") counted.rich.push(hit.path);
  }
  return counted;
}
function types(merge) {
  const head = parseConventional(merge.title);
  const out = [head?.type ?? null];
  let breaking = (head?.breaking ?? false) || hasBreakingFooter(merge.body);
  for (const message of merge.commits ?? []) {
    const cc = parseConventional(message);
    out.push(cc?.type ?? null);
    breaking ||= (cc?.breaking ?? false) || hasBreakingFooter(message);
  }
  return { types: out, breaking };
}
function decide(merge, config, files) {
  const early = classifyMessage(merge, config);
  if (early && !files) return early;
  const c = compile(config);
  const counted = countFiles(merge.files, c, files);
  if (early) return early;
  if (counted.remaining === 0) {
    const every = () => counted.total === 1 ? "the 1 changed file is" : `all ${counted.total} changed files are`;
    const paths = () => listPaths(merge.files.map((f) => normalizePath(f.path)));
    if (counted.total === 0)
      return skip("no-changes", "the merge changes no files (an empty commit or merge).");
    if (counted.outOfScope === counted.total)
      return skip(
        "out-of-scope",
        `${every()} outside source-paths (${listPaths(config.sourcePaths)}): another part of the repository (${paths()}).`
      );
    return counted.ignored > 0 ? skip(
      "ignored-only",
      `${every()} generated or ignored (ignore-paths: lock files, snapshots, minified code) or in the wiki (${paths()}).`
    ) : skip("wiki-only", `${every()} in the wiki or match skip-only-paths (${paths()}).`);
  }
  const { types: found, breaking } = types(merge);
  const typeList = () => [...new Set(found.map((t) => t ?? "(none)"))].join(", ");
  const lines = () => plural(counted.lines, "changed line");
  const among = () => `among ${plural(counted.remaining, "file")}${counted.excluded ? ` (${counted.excluded} ignored or wiki-only${counted.outOfScope ? `, ${counted.outOfScope} of them outside source-paths` : ""})` : ""}`;
  if (!breaking && counted.rich.length === 0) {
    if (found.every((t) => t !== null && c.skipTypes.has(t)))
      return skip(
        "trivial-type",
        `${found.length > 1 ? `every commit type (${typeList()}) is` : `type ${typeList()} is`} in skip-commit-types and no rich path ${among()}.`
      );
    if (counted.lines < config.minDiffLines)
      return skip(
        "small-diff",
        `${lines()} (< ${config.minDiffLines}) and no rich path ${among()}.`
      );
  }
  const why = [];
  if (breaking) why.push("a breaking change");
  if (counted.rich.length > 0)
    why.push(`${plural(counted.rich.length, "rich path")} changed (${listPaths(counted.rich)})`);
  if (why.length === 0) why.push(`type ${typeList()} with ${lines()} (\u2265 ${config.minDiffLines})`);
  else why.push(`${lines()} ${among()}`);
  return {
    tier: 1,
    decision: "continue",
    rule: null,
    reason: `No Tier 1 rule skips it: ${why.join("; ")}.`
  };
}
function classify(merge, config) {
  return decide(merge, config);
}
function classifyDetailed(merge, config, covered) {
  const files = [];
  const decision = decide(merge, config, files);
  if (!covered || decision.decision !== "skip" || !COVERED_RULES.has(decision.rule))
    return { decision, files };
  return withCovered(merge, { decision, files }, covered);
}
function needsFileList(merge, config, pathsKnown) {
  if (classifyMessage(merge, config, pathsKnown)) return false;
  if (!pathsKnown) return true;
  const d = classify(merge, config);
  return !(d.decision === "skip" && d.rule !== "small-diff");
}
function classesByPath(merge, files) {
  return new Map(merge.files.map((f, i) => [f.path, files[i].class]));
}

export {
  COVERED_RULES,
  classify,
  classifyDetailed,
  needsFileList,
  classesByPath
};
//# sourceMappingURL=chunk-GXLGACNZ.js.map

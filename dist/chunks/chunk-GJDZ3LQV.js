import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  freshnessOf
} from "./chunk-ILX6WZOR.js";
import {
  codeRefs
} from "./chunk-FDIH543C.js";
import {
  _enum,
  _minLength,
  _regex,
  _toLowerCase,
  _trim,
  nullable,
  object,
  optional,
  safeParse,
  string
} from "./chunk-6LV7K3ZW.js";
import {
  missingPaths,
  sinceTargets,
  staleness
} from "./chunk-DM27KG3S.js";
import {
  markdownLinks,
  wikiLinks
} from "./chunk-K5FLXCZD.js";
import {
  buildMap,
  renderIndex
} from "./chunk-VQUICA6I.js";
import {
  DEFAULT_CAPS
} from "./chunk-IJIACYQJ.js";
import {
  frontmatterProblem,
  hasFrontmatterBlock,
  require_dist
} from "./chunk-VPRMEN3U.js";
import {
  formatCover,
  parseCovers
} from "./chunk-566MBHHS.js";
import {
  COVERS_INDEX_MARK,
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import {
  codePoints,
  collapseSpace,
  compareCodePoints,
  normalizeText,
  sliceCodePoints
} from "./chunk-P2XLVFBX.js";
import {
  isGeneratedMap
} from "./chunk-4MFDPNYM.js";
import {
  loadGeneratedFiles,
  nestedAttributes
} from "./chunk-VQK26BKB.js";
import {
  __toESM
} from "./chunk-ALWFP5YV.js";

// src/lint/renames.ts
var RENAME_HOPS = 5;
var RENAME_LOOKUPS = 50;
async function findRenames(missing, exists, history, lookups = RENAME_LOOKUPS) {
  const renames = /* @__PURE__ */ new Map();
  const deleted = /* @__PURE__ */ new Map();
  const paths = [...new Set(missing)];
  for (const path of paths.slice(0, lookups)) {
    let at = path;
    for (let hop = 0; hop < RENAME_HOPS; hop++) {
      const commit = await history.removedBy(at);
      if (!commit) break;
      const to = await history.renamedTo(commit, at);
      if (!to) {
        deleted.set(path, commit);
        break;
      }
      if (exists(to)) {
        renames.set(path, { to, commit });
        break;
      }
      at = to;
    }
  }
  return { renames, deleted, unread: Math.max(0, paths.length - lookups) };
}
function cachedRenameHistory(history) {
  const removed = /* @__PURE__ */ new Map();
  const renamed = /* @__PURE__ */ new Map();
  const once = (cache, key, ask) => {
    let answer = cache.get(key);
    if (!answer) cache.set(key, answer = ask());
    return answer;
  };
  return {
    removedBy: (path) => once(removed, path, () => history.removedBy(path)),
    renamedTo: (commit, path) => once(renamed, `${commit}\0${path}`, () => history.renamedTo(commit, path))
  };
}

// src/lint/rules.ts
var RULE_IDS = [
  "dead-link",
  "missing-source",
  "front-matter",
  "index-drift",
  "stale",
  "generated-cover",
  "dead-reference",
  "contradiction",
  "orphan",
  "duplicate-title",
  "cap",
  "missing-page",
  "uncovered"
];
var DEEP_RULES = [
  "contradiction",
  "missing-page"
];
var RULES = {
  "dead-link": {
    severity: "error",
    finds: "a [[slug]] link, a Markdown link to a page file or a related slug naming no page"
  },
  "missing-source": { severity: "error", finds: "a covered file is gone at HEAD" },
  "front-matter": { severity: "error", finds: "front-matter that breaks the page schema" },
  "index-drift": {
    severity: "error",
    finds: "index.md is not what the generator produces from the pages"
  },
  stale: { severity: "warning", finds: "a covered file changed since the page was checked" },
  "generated-cover": {
    severity: "warning",
    finds: "a covered file is generated or ignored, which no page covers"
  },
  "dead-reference": {
    severity: "warning",
    finds: "a backticked path, file name or identifier the repository held when the page was last written is gone at HEAD"
  },
  contradiction: {
    severity: "warning",
    finds: "two pages that cover the same file or link each other state incompatible facts"
  },
  orphan: { severity: "warning", finds: "no other page links to it, and it is no hub" },
  "duplicate-title": { severity: "warning", finds: "another page has the same title" },
  cap: { severity: "warning", finds: "the map cuts it (description, headings or length)" },
  "missing-page": {
    severity: "info",
    finds: "a concept named on 3 or more pages has no page of its own"
  },
  uncovered: { severity: "info", finds: "the page covers no repository file" }
};
var FOREIGN_MAP = "the map file is a page a person wrote";
var ORPHAN_HUB_MIN_LINKS = 3;
function fixFor(f) {
  switch (f.rule) {
    case "dead-link":
      return "create that page, or correct or remove the link";
    case "missing-source":
      return f.renamed ? `point covers at ${f.renamed} and check the page against it (\`wiki-ingest lint --fix\` moves the cover, keeping its stamp)` : `point covers at the file's new path and check the page against it, or drop "${f.file}" from covers (\`wiki-ingest lint --fix\` drops a deleted file's cover)`;
    case "front-matter":
      return "correct the YAML between the --- lines (the fields are described in SCHEMA.md and the README)";
    case "index-drift":
      if (f.detail.startsWith(FOREIGN_MAP))
        return "keep it, and give the map a file of its own: set the map-file input to another name (`--map-file wiki-map.md`, or `map-file: wiki-map.md` in the workflow)";
      return "index.md is generated, never edited: the next ingest rewrites it, or `wiki-ingest lint --fix` (or `wiki-ingest index --markdown > <wiki>/index.md`) does now";
    case "stale":
      return `check the page against ${f.file}, then re-stamp its covers entry with the sha \`git rev-parse HEAD:${f.file}\` prints`;
    case "generated-cover":
      return `drop "${f.file}" from covers (cover the source it is built from, if the page describes it); the next write of the page by wiki-ingest drops it too`;
    case "dead-reference":
      return f.renamed ? `where the page means the moved file, write ${f.renamed} instead of ${f.reference ?? f.file}, and check the sentence around it (\`wiki-ingest lint --fix\` never rewrites prose)` : `check what the page says about ${f.reference ?? f.file} against the code as it is now (${f.since ? `${f.since.slice(0, 7)} shows what replaced it` : "its history shows what replaced it"}), then correct or remove the mention, or run \`wiki-ingest refresh\` on the page`;
    case "contradiction":
      return "check both statements against the code and correct the page that is wrong (if both hold, accept the finding)";
    case "orphan":
      return "link it from a page on a neighbouring topic ([[slug]], a Markdown link or related), or delete it if nothing needs it";
    case "duplicate-title":
      return "give each page a title of its own";
    case "cap":
      return null;
    case "missing-page":
      return "create a page for it and link it from the pages that name it, or accept the finding";
    case "uncovered":
      return "list the files it describes in covers (path@blobsha), if any";
  }
}

// src/lint/dead-references.ts
var DEAD_REF_COMMITS = 20;
var DEAD_REF_REMOVALS = 200;
var PATHLIKE = /* @__PURE__ */ new Set(["path", "file"]);
var PathIndex = class {
  files = /* @__PURE__ */ new Set();
  folders = /* @__PURE__ */ new Set();
  byBase = /* @__PURE__ */ new Map();
  constructor(paths) {
    for (const path of paths) {
      this.files.add(path);
      const parts = path.split("/");
      for (let i = 1; i < parts.length; i++) this.folders.add(parts.slice(0, i).join("/"));
      const base = parts.at(-1);
      const list = this.byBase.get(base);
      if (list) list.push(path);
      else this.byBase.set(base, [path]);
    }
  }
  /** The files (or, for a folder, the folder) `name` names here, sorted; none: []. */
  resolve(name) {
    const folder = name.endsWith("/");
    const bare = folder ? name.slice(0, -1) : name;
    if (!folder && this.files.has(bare)) return [bare];
    if (this.folders.has(bare)) return [bare];
    const base = bare.slice(bare.lastIndexOf("/") + 1);
    const tail = `/${bare}`;
    const hits = folder ? [...this.folders].filter((f) => f === bare || f.endsWith(tail)) : (this.byBase.get(base) ?? []).filter((p) => p === bare || p.endsWith(tail));
    return hits.sort(compareCodePoints);
  }
};
function maybeGone(pages, listing) {
  const index = new PathIndex(listing.keys());
  return pages.map((page) => ({
    page,
    refs: codeRefs(page.body).filter(
      (r) => !PATHLIKE.has(r.kind) || index.resolve(r.name).length === 0
    )
  })).filter((c) => c.refs.length > 0);
}
async function goneNames(candidates, at, head, history) {
  const names = new Set(
    candidates.filter((c) => at.has(c.page.slug)).flatMap((c) => c.refs.filter((r) => !PATHLIKE.has(r.kind)).map((r) => r.name))
  );
  if (names.size === 0) return /* @__PURE__ */ new Set();
  const removed = await history.removedWords([...new Set(at.values())]);
  const maybe = [...names].filter((n) => removed.has(n));
  if (maybe.length === 0) return /* @__PURE__ */ new Set();
  const present = (await history.namesAt(maybe, [head])).get(head) ?? /* @__PURE__ */ new Set();
  return new Set(maybe.filter((n) => !present.has(n)));
}
async function checkedCommits(candidates, wikiPath, head, history) {
  const fileOf = (p) => `${wikiPath}/${p.file}`;
  const written = await history.lastWritten(candidates.map((c) => fileOf(c.page)));
  const at = /* @__PURE__ */ new Map();
  const commits = /* @__PURE__ */ new Set();
  let unread = 0;
  for (const { page } of candidates) {
    const commit = written.get(fileOf(page));
    if (!commit || commit === head) continue;
    if (!commits.has(commit) && commits.size >= DEAD_REF_COMMITS) {
      unread++;
      continue;
    }
    commits.add(commit);
    at.set(page.slug, commit);
  }
  return { at, unread };
}
async function heldThen(candidates, at, history) {
  const commits = [...new Set(at.values())];
  const wantsPaths = new Set(
    candidates.filter((c) => c.refs.some((r) => PATHLIKE.has(r.kind))).map((c) => at.get(c.page.slug))
  );
  const indexes = /* @__PURE__ */ new Map();
  for (const commit of commits.filter((c) => wantsPaths.has(c)))
    indexes.set(commit, new PathIndex(await history.pathsAt(commit)));
  const names = [
    ...new Set(
      candidates.filter((c) => at.has(c.page.slug)).flatMap((c) => c.refs.filter((r) => !PATHLIKE.has(r.kind)).map((r) => r.name))
    )
  ];
  const held = names.length ? await history.namesAt(names, commits) : /* @__PURE__ */ new Map();
  const dead = [];
  for (const { page, refs } of candidates) {
    const checked = at.get(page.slug);
    if (!checked) continue;
    for (const ref of refs) {
      if (PATHLIKE.has(ref.kind)) {
        const path = indexes.get(checked)?.resolve(ref.name)[0];
        if (path) dead.push({ page: page.slug, ref, checked, path });
      } else if (held.get(checked)?.has(ref.name)) dead.push({ page: page.slug, ref, checked });
    }
  }
  return dead;
}
async function withRemovals(dead, exists, history) {
  const paths = [...new Set(dead.flatMap((d) => d.path ?? []))];
  const found = paths.length ? await findRenames(paths, exists, history.renames) : { renames: /* @__PURE__ */ new Map(), deleted: /* @__PURE__ */ new Map() };
  const names = [...new Set(dead.filter((d) => !d.path).map((d) => d.ref.name))].slice(
    0,
    DEAD_REF_REMOVALS
  );
  const since = [...new Set(dead.map((d) => d.checked))];
  const removed = names.length ? await history.removedNames(names, since) : /* @__PURE__ */ new Map();
  return dead.map((d) => {
    if (!d.path) {
      const r = removed.get(d.ref.name);
      return r ? { ...d, removed: r } : d;
    }
    const moved = found.renames.get(d.path);
    if (moved) return { ...d, removed: { commit: moved.commit }, renamed: moved.to };
    const gone = found.deleted.get(d.path);
    return gone ? { ...d, removed: { commit: gone } } : d;
  });
}
async function findDeadReferences(pages, head, history) {
  const candidates = maybeGone(pages, head.listing);
  if (candidates.length === 0) return { dead: [], unread: 0 };
  const { at, unread } = await checkedCommits(candidates, head.wikiPath, head.commit, history);
  if (at.size === 0) return { dead: [], unread };
  const gone = await goneNames(candidates, at, head.commit, history);
  const narrowed = candidates.map((c) => ({
    page: c.page,
    refs: c.refs.filter((r) => PATHLIKE.has(r.kind) || gone.has(r.name))
  }));
  const dead = await heldThen(narrowed, at, history);
  const out = dead.length ? await withRemovals(dead, (p) => head.listing.has(p), history) : [];
  out.sort(
    (a, b) => compareCodePoints(a.page, b.page) || compareCodePoints(a.ref.written, b.ref.written)
  );
  return { dead: out, unread };
}
var short = (sha) => sha.slice(0, 7);
function deadReferenceFindings(dead) {
  return dead.map((d) => {
    const named = `\`${d.ref.written.replace(/`/g, "")}\``;
    const then = `the page was last written at ${short(d.checked)}, which held it`;
    const how = d.renamed ? `: ${short(d.removed.commit)} renamed ${d.path} to ${d.renamed}` : d.removed ? `: removed by ${short(d.removed.commit)}${d.removed.subject !== void 0 ? ` "${d.removed.subject}"` : ""}` : "";
    return {
      rule: "dead-reference",
      severity: RULES["dead-reference"].severity,
      page: d.page,
      detail: `names ${named}, which HEAD no longer holds${how} (${then})`,
      reference: d.ref.written,
      ...d.path ? { file: d.path } : {},
      ...d.removed ? { since: d.removed.commit } : {},
      ...d.renamed ? { renamed: d.renamed } : {}
    };
  });
}

// src/lint/front-matter.ts
var TEXT_KEYS = ["title", "description", "type"];
var LIST_KEYS = ["tags", "related", "sources"];
var LOCK_KEY = "wiki-ingest";
var isText = (v) => typeof v === "string" && v.trim() !== "" || typeof v === "number" || typeof v === "boolean";
var kind = (v) => v === null ? "nothing" : Array.isArray(v) ? "a list" : typeof v === "object" ? "a mapping" : typeof v === "string" ? "empty text" : typeof v;
function frontmatterProblems(page) {
  if (page.frontmatter === null) {
    if (!hasFrontmatterBlock(page.raw)) return [];
    return [
      `the front-matter does not parse (${frontmatterProblem(page.raw) ?? "unreadable YAML"}), so every field in it is ignored and the page is read-only to wiki-ingest (no tool, no repair writes it) until it does`
    ];
  }
  const fm = page.frontmatter;
  const problems = [];
  for (const key of TEXT_KEYS)
    if (fm[key] !== void 0 && fm[key] !== null && !isText(fm[key]))
      problems.push(`"${key}" is ${kind(fm[key])}, not text, so it is ignored`);
  for (const key of LIST_KEYS) {
    const v = fm[key];
    if (v === void 0 || v === null || typeof v === "string") continue;
    if (!Array.isArray(v)) problems.push(`"${key}" is ${kind(v)}, not a list`);
    else if (v.some((x) => !isText(x)))
      problems.push(`"${key}" holds an item that is not text (${kind(v.find((x) => !isText(x)))})`);
  }
  for (const problem of parseCovers(fm.covers).problems) problems.push(`"covers": ${problem}`);
  if (fm[LOCK_KEY] !== void 0 && fm[LOCK_KEY] !== "locked")
    problems.push(
      `"${LOCK_KEY}" is ${JSON.stringify(fm[LOCK_KEY])}, so the page is NOT locked; the only value is "locked"`
    );
  return problems;
}
function frontmatterFindings(pages) {
  return pages.flatMap(
    (page) => frontmatterProblems(page).map((detail) => ({
      rule: "front-matter",
      severity: RULES["front-matter"].severity,
      page: page.slug,
      detail
    }))
  );
}

// src/lint/links.ts
var outbound = (page) => ({
  body: wikiLinks(page.body),
  markdown: markdownLinks(page.slug, page.body),
  related: [...new Set(page.related.map((r) => r.trim().toLowerCase()))]
});
function linkFindings(pages) {
  const known = new Set(pages.map((p) => p.slug));
  const inbound = /* @__PURE__ */ new Map();
  const hubs = /* @__PURE__ */ new Set();
  const findings = [];
  const dead = (page, detail) => findings.push({ rule: "dead-link", severity: RULES["dead-link"].severity, page, detail });
  for (const page of pages) {
    const { body, markdown, related } = outbound(page);
    for (const slug of body.filter((s) => !known.has(s)))
      dead(page.slug, `[[${slug}]] points at no page`);
    for (const link of markdown.filter((l) => !known.has(l.slug)))
      dead(page.slug, `the Markdown link (${link.written}) points at no page`);
    for (const slug of related.filter((s) => !known.has(s)))
      dead(page.slug, `related "${slug}" names no page`);
    const linked = [...body, ...markdown.map((l) => l.slug), ...related];
    const others = new Set(linked.filter((s) => known.has(s) && s !== page.slug));
    for (const slug of others) inbound.set(slug, (inbound.get(slug) ?? 0) + 1);
    if (others.size >= ORPHAN_HUB_MIN_LINKS) hubs.add(page.slug);
  }
  if (pages.length > 1) {
    for (const page of pages)
      if (!inbound.has(page.slug) && !hubs.has(page.slug))
        findings.push({
          rule: "orphan",
          severity: RULES.orphan.severity,
          page: page.slug,
          detail: `no other page links to it, and it links fewer than ${ORPHAN_HUB_MIN_LINKS} pages itself (not a hub)`
        });
  }
  return findings;
}

// src/lint/provenance.ts
var short2 = (sha) => sha.slice(0, 7);
var sinceText = (s) => s ? `; first changed after the stamp by ${short2(s.commit)} "${s.subject}"` : "";
function provenanceFindings(pages, tree, since = /* @__PURE__ */ new Map(), renames = /* @__PURE__ */ new Map()) {
  const findings = [];
  const withSince = (f, c) => {
    const s = since.get(formatCover(c));
    return s ? { ...f, detail: f.detail + sinceText(s), since: s.commit } : f;
  };
  for (const page of staleness(pages, tree)) {
    for (const c of page.missing) {
      const moved = renames.get(c.path);
      findings.push(
        withSince(
          {
            rule: "missing-source",
            severity: RULES["missing-source"].severity,
            page: page.slug,
            detail: moved ? `covers ${c.path}, which HEAD no longer holds: ${short2(moved.commit)} renamed it to ${moved.to}` : `covers ${c.path}, which HEAD no longer holds`,
            file: c.path,
            ...moved ? { renamed: moved.to } : {}
          },
          c
        )
      );
    }
    for (const c of page.stale)
      findings.push(
        withSince(
          {
            rule: "stale",
            severity: RULES.stale.severity,
            page: page.slug,
            detail: `covers ${c.path}, changed since the page was checked (blob ${short2(c.blob)} then, ${short2(c.now)} at HEAD)`,
            file: c.path
          },
          c
        )
      );
  }
  for (const page of pages)
    if (page.covers.length === 0)
      findings.push({
        rule: "uncovered",
        severity: RULES.uncovered.severity,
        page: page.slug,
        detail: "covers no repository file"
      });
  return findings;
}

// src/lint/generated-covers.ts
function splitGeneratedCovers(pages, generated) {
  if (!generated) return { pages, findings: [] };
  const findings = [];
  const kept = pages.map((page) => {
    const covers = page.covers.filter((c) => {
      const rule = generated.byPath(c.path);
      if (rule !== null)
        findings.push({
          rule: "generated-cover",
          severity: RULES["generated-cover"].severity,
          page: page.slug,
          detail: `covers ${c.path}, which is generated (${rule}): generated and ignored files are never covered`,
          file: c.path
        });
      return rule === null;
    });
    return covers.length === page.covers.length ? page : { ...page, covers };
  });
  return { pages: kept, findings };
}

// src/lint/wiki.ts
function firstDifference(want, have) {
  const a = want.split("\n");
  const b = have.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return { line: i + 1, want: a[i] ?? null, have: b[i] ?? null };
}
var quoted = (s) => s === null ? "the end of the file" : `"${codePoints(s) > 80 ? `${sliceCodePoints(s, 79)}\u2026` : s}"`;
function indexFinding(map, index, pages = []) {
  if (index === null) return [];
  if (!isGeneratedMap(index))
    return [
      {
        rule: "index-drift",
        severity: RULES["index-drift"].severity,
        page: "index.md",
        detail: `${FOREIGN_MAP}: it lacks the generated-map line, so wiki-ingest keeps no map there and never overwrites it`
      }
    ];
  const have = normalizeText(index);
  const want = have.includes(COVERS_INDEX_MARK) ? renderIndex(map, coversIndexOf(pages)) : renderIndex(map);
  if (have === want) return [];
  const d = firstDifference(want, have);
  return [
    {
      rule: "index-drift",
      severity: RULES["index-drift"].severity,
      page: "index.md",
      detail: `index.md differs from the generated index at line ${d.line}: expected ${quoted(d.want)}, found ${quoted(d.have)}`
    }
  ];
}
var titleKey = (title) => collapseSpace(title).toLowerCase();
function duplicateTitleFindings(pages) {
  const byTitle = /* @__PURE__ */ new Map();
  for (const p of pages)
    byTitle.set(titleKey(p.title), [...byTitle.get(titleKey(p.title)) ?? [], p.slug]);
  const findings = [];
  for (const p of pages) {
    const others = byTitle.get(titleKey(p.title)).filter((s) => s !== p.slug);
    if (others.length)
      findings.push({
        rule: "duplicate-title",
        severity: RULES["duplicate-title"].severity,
        page: p.slug,
        detail: `its title "${collapseSpace(p.title)}" is also the title of ${others.join(", ")}`
      });
  }
  return findings;
}
function capFindings(map) {
  return map.cuts.map(({ slug, warning }) => ({
    rule: "cap",
    severity: RULES.cap.severity,
    page: slug,
    detail: warning.startsWith(`${slug}: `) ? warning.slice(slug.length + 2) : warning
  }));
}

// src/lint/lint-wiki.ts
var rank = new Map(RULE_IDS.map((id, i) => [id, i]));
function compareFindings(a, b) {
  return rank.get(a.rule) - rank.get(b.rule) || compareCodePoints(a.page, b.page) || compareCodePoints(a.file ?? "", b.file ?? "") || compareCodePoints(a.detail, b.detail);
}
function lintWiki(input) {
  const map = buildMap(input.pages, input.caps ?? DEFAULT_CAPS);
  const covered = splitGeneratedCovers(input.pages, input.generated);
  const findings = [
    ...linkFindings(input.pages),
    ...provenanceFindings(covered.pages, input.tree, input.since, input.renames),
    ...covered.findings,
    ...deadReferenceFindings(input.dead ?? []),
    ...frontmatterFindings(input.pages),
    ...indexFinding(map, input.index, input.pages),
    ...duplicateTitleFindings(input.pages),
    ...capFindings(map)
  ].sort(compareFindings);
  const counts = Object.fromEntries(RULE_IDS.map((id) => [id, 0]));
  for (const f of findings) counts[f.rule]++;
  const freshness = freshnessOf(covered.pages, input.tree);
  return { pages: input.pages.length, findings, counts, freshness };
}
var FAIL_ON = ["error", "warning", "never"];
var FAILS = {
  error: ["error"],
  warning: ["error", "warning"],
  never: []
};
function lintExitCode(report, failOn) {
  return report.findings.some((f) => FAILS[failOn].includes(f.severity)) ? 1 : 0;
}

// src/lint/accepted.ts
var import_yaml = __toESM(require_dist(), 1);
import { createHash } from "node:crypto";
var ACCEPTED_FILE = "lint-accepted.yml";
var FINGERPRINT = /^[0-9a-f]{12}$/;
var Entry = object({
  rule: _enum(RULE_IDS),
  page: string().check(_trim(), _minLength(1)),
  fingerprint: string().check(_trim(), _toLowerCase(), _regex(FINGERPRINT)),
  reason: optional(nullable(string()))
});
function parseAccepted(text) {
  if (text === null || text.trim() === "") return { entries: [], problems: [] };
  let doc;
  try {
    doc = (0, import_yaml.parse)(text);
  } catch (e) {
    return {
      entries: [],
      problems: [`${ACCEPTED_FILE} is not valid YAML (${e.message.split("\n")[0]})`]
    };
  }
  if (doc === null || doc === void 0) return { entries: [], problems: [] };
  if (!Array.isArray(doc))
    return {
      entries: [],
      problems: [`${ACCEPTED_FILE} must be a list of {rule, page, fingerprint, reason?} entries`]
    };
  const entries = [];
  const problems = [];
  doc.forEach((item, i) => {
    const parsed = safeParse(Entry, item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join(".") || "entry";
      problems.push(
        `${ACCEPTED_FILE} entry ${i + 1}: ${field} ${field === "fingerprint" ? "must be the 12 hex digits lint prints" : `is invalid (${issue?.message ?? "unreadable"})`}; the entry is ignored`
      );
      return;
    }
    const { rule, page, fingerprint, reason } = parsed.data;
    entries.push({ rule, page, fingerprint, ...reason ? { reason } : {} });
  });
  return { entries, problems };
}
var involved = (f) => [.../* @__PURE__ */ new Set([f.page, ...f.pages ?? []])].sort(compareCodePoints);
var identity = (f) => f.rule === "contradiction" ? involved(f) : f.rule === "missing-page" ? [(f.concept ?? f.detail).toLowerCase()] : [f.file ?? "", f.detail];
var sha256 = (text) => createHash("sha256").update(text).digest("hex");
function fingerprintOf(f, text) {
  const parts = [f.rule, f.page, ...identity(f)];
  for (const page of involved(f)) parts.push(page, sha256(text(page) ?? ""));
  return sha256(JSON.stringify(parts)).slice(0, 12);
}
function applyAccepted(report, wiki, accepted, deep = false) {
  const raw = new Map(wiki.pages.map((p) => [p.slug, p.raw]));
  if (wiki.index !== null) raw.set("index.md", wiki.index);
  const key = (rule, page, fp) => `${rule}\0${page}\0${fp}`;
  const wanted = new Map(accepted.map((a) => [key(a.rule, a.page, a.fingerprint), a]));
  const used = /* @__PURE__ */ new Set();
  const findings = [];
  const silenced = [];
  for (const f of report.findings) {
    const fingerprint = fingerprintOf(f, (page) => raw.get(page));
    const entry = wanted.get(key(f.rule, f.page, fingerprint));
    if (entry) used.add(entry);
    (entry ? silenced : findings).push({ ...f, fingerprint });
  }
  const counts = Object.fromEntries(RULE_IDS.map((id) => [id, 0]));
  for (const f of findings) counts[f.rule]++;
  return {
    report: {
      pages: report.pages,
      findings,
      counts,
      ...report.freshness ? { freshness: report.freshness } : {},
      accepted: silenced.length
    },
    silenced,
    unmatched: accepted.filter(
      (a) => !used.has(a) && (deep || !DEEP_RULES.includes(a.rule))
    )
  };
}
function acceptedNotes(list, unmatched) {
  return [
    ...list.problems,
    ...unmatched.map(
      (a) => `${ACCEPTED_FILE}: ${a.rule} on ${a.page} (${a.fingerprint}) matches no finding: it was fixed, or its pages changed since it was accepted; remove the entry, or accept the finding anew`
    )
  ];
}

// src/lint/check.ts
async function readAccepted(source, at) {
  const entry = at.entries[ACCEPTED_FILE];
  if (!entry || entry.mode === "120000" || entry.mode === "160000") return null;
  const blobs = await source.readBlobs([entry.sha]);
  return blobs.get(entry.sha)?.toString("utf8") ?? null;
}
function generatedAt(source, tree, ignorePaths) {
  const nested = nestedAttributes(tree.keys());
  const shas = [".gitattributes", ...nested].flatMap((p) => tree.get(p) ?? []);
  const blobs = shas.length ? source.readBlobs(shas) : null;
  return loadGeneratedFiles(
    ignorePaths,
    async (path) => {
      const sha = tree.get(path);
      if (sha === void 0 || !blobs) return null;
      return (await blobs).get(sha)?.toString("utf8") ?? null;
    },
    nested
  );
}
function otherWarnings(warnings, pages) {
  const MARK = ": front-matter ";
  const files = new Set(pages.map((p) => p.file));
  return warnings.filter((w) => {
    const at = w.indexOf(MARK);
    return at < 0 || !files.has(w.slice(0, at));
  });
}
var rank2 = new Map(RULE_IDS.map((id, i) => [id, i]));
function merged(report, deep) {
  if (deep.length === 0) return report;
  const findings = [...report.findings, ...deep].sort(
    (a, b) => rank2.get(a.rule) - rank2.get(b.rule)
  );
  const counts = { ...report.counts };
  for (const f of deep) counts[f.rule]++;
  return { ...report, findings, counts };
}
var deadUnreadNote = (n) => `the backticked names of ${n} page${n === 1 ? "" : "s"} were not checked against history for dead references (the commits read per lint are bounded); they are checked as others are fixed`;
async function checkWiki(input) {
  const { snapshot, tree, generated } = input.wiki;
  const { pages } = snapshot.wiki;
  const checked = splitGeneratedCovers(pages, generated).pages;
  const since = input.since ? await input.since(sinceTargets(checked, tree)) : void 0;
  const missing = missingPaths(checked, tree);
  const renames = input.renames && missing.length ? await input.renames(missing) : void 0;
  const dead = input.deadReferences ? await input.deadReferences(pages) : void 0;
  const free = lintWiki({
    pages,
    index: snapshot.existing.index,
    tree,
    caps: input.caps,
    ...since ? { since } : {},
    ...renames ? { renames } : {},
    ...generated ? { generated } : {},
    ...dead ? { dead: dead.dead } : {}
  });
  const deep = input.deep ? await input.deep(free) : null;
  const accepted = parseAccepted(input.wiki.accepted);
  const acceptance = applyAccepted(
    merged(free, deep?.findings ?? []),
    { pages, index: snapshot.existing.index },
    accepted.entries,
    deep !== null
  );
  return {
    ...acceptance,
    accepted,
    notes: [
      ...otherWarnings(snapshot.wiki.warnings, pages),
      ...acceptedNotes(accepted, acceptance.unmatched),
      ...dead?.unread ? [deadUnreadNote(dead.unread)] : [],
      ...deep?.notes ?? []
    ]
  };
}

export {
  RULE_IDS,
  RULES,
  fixFor,
  ACCEPTED_FILE,
  findRenames,
  cachedRenameHistory,
  findDeadReferences,
  FAIL_ON,
  lintExitCode,
  readAccepted,
  generatedAt,
  checkWiki
};
//# sourceMappingURL=chunk-GJDZ3LQV.js.map

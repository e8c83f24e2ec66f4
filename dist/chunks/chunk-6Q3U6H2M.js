import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import {
  finalizeChangeset
} from "./chunk-AGHDV7M7.js";
import {
  emptyUsage
} from "./chunk-EG2VR7QE.js";

// src/tools/changeset.ts
var Changeset = class {
  constructor(wiki) {
    this.wiki = wiki;
    for (const p of wiki.pages) this.base.set(p.slug, p);
  }
  wiki;
  base = /* @__PURE__ */ new Map();
  changed = /* @__PURE__ */ new Map();
  /** The page as this run sees it: its latest write, else the wiki's version. */
  get(slug) {
    return this.changed.get(slug)?.page ?? this.base.get(slug);
  }
  has(slug) {
    return this.changed.has(slug) || this.base.has(slug);
  }
  /** The wiki's version, before this run. */
  original(slug) {
    return this.base.get(slug);
  }
  isChanged(slug) {
    return this.changed.has(slug);
  }
  /** Every slug known to this run (wiki + created), sorted. */
  slugs() {
    return [.../* @__PURE__ */ new Set([...this.base.keys(), ...this.changed.keys()])].sort();
  }
  get size() {
    return this.changed.size;
  }
  /** Records a write; `confirmed` marks a re-stamp of a page this run has not otherwise changed. */
  put(page, confirmed = false) {
    const action = this.base.has(page.slug) ? "update" : "create";
    const was = this.changed.get(page.slug);
    const onlyStamped = confirmed && action === "update" && (!was || was.confirmed === true);
    this.changed.set(page.slug, { page, action, ...onlyStamped ? { confirmed: true } : {} });
  }
  /** Changed pages sorted by slug. */
  entries() {
    return [...this.changed.values()].sort((a, b) => a.page.slug < b.page.slug ? -1 : 1);
  }
  /** The wiki after this run: every page, changed ones replaced, sorted by slug. */
  pages() {
    return this.slugs().map((s) => this.get(s));
  }
};

// src/ingest/lint-fix-task.ts
function lintFixMerge(task) {
  const n = task.stale.length;
  const f = task.fixes.length;
  return {
    title: `lint --fix: ${n} stale page${n === 1 ? "" : "s"}${f ? `, ${f} free repair${f === 1 ? "" : "s"}` : ""}`,
    sha: task.head,
    files: task.stale.flatMap(
      (s) => s.files.map((f2) => ({ path: f2.path, status: "modified", additions: 0, deletions: 0 }))
    )
  };
}
function lintFixFirstMessage(task) {
  const lines = task.stale.flatMap((s) => [
    `- ${s.slug}`,
    ...s.files.map(
      (f) => `  - ${f.path} (checked at blob ${f.stamp.slice(0, 12)}, now ${f.now.slice(0, 12)})`
    )
  ]);
  return [
    "This run is the wiki's scheduled repair, not a merge. The pages below cover repository files that changed since each page was last checked against them, so they may no longer be true.",
    "For each page: read it (read_pages or read_section), read each changed file it covers with read_source (as the repository holds it now), and compare.",
    "- Where the page states something the file no longer supports, correct that part with update_page (change only what is wrong; keep everything else a person wrote).",
    "- Where the page is still right, call confirm_page so it stops reading as stale.",
    "Do not create pages. Pages not listed here are not part of this run. When every listed page is updated or confirmed (or you run out of budget), call finish with a one-line summary.",
    ...task.fixes.length ? [
      "",
      "Repairs already made for free in the same commit (for context):",
      ...task.fixes.map((f) => `- ${f}`)
    ] : [],
    "",
    "The stale pages and their changed files:",
    untrusted("stale-pages", lines.join("\n"))
  ].join("\n");
}
function repairOnlyOutput(snapshot, where, task) {
  const out = finalizeChangeset(new Changeset(snapshot.wiki), {
    ...where,
    merge: task.merge,
    log: false,
    summary: task.summary,
    date: task.date,
    usage: emptyUsage(),
    cost_usd: 0,
    existing: snapshot.existing,
    repair: task.repair
  });
  return out.files.length ? { ...out, summary: task.summary } : null;
}

export {
  Changeset,
  lintFixMerge,
  lintFixFirstMessage,
  repairOnlyOutput
};
//# sourceMappingURL=chunk-6Q3U6H2M.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  shareBudget,
  shareFirst
} from "./chunk-FK23P45Y.js";
import {
  emptyUsage
} from "./chunk-2F6UNR7T.js";
import {
  finalizeChangeset
} from "./chunk-6UBJITLA.js";
import {
  listedName,
  untrusted
} from "./chunk-4URXVCJZ.js";

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

// src/paths/change-kinds.ts
var TEST_PATH = /(^|\/)(__tests__|tests?|specs?|e2e|testdata|test-support)\/|(^|[./_-])(test|spec)s?\.[a-z0-9]+$|_test\.[a-z0-9]+$|(^|\/)test_[^/]+\.py$/i;
var FIXTURE_PATH = /(^|\/)(__fixtures__|fixtures?|__mocks__|mocks?|golden|snapshots?)\//i;
var DOCS_PATH = /\.(md|mdx|markdown|rst|adoc|asciidoc|txt)$|(^|\/)(docs?|documentation)\//i;
var CONFIG_PATH = /(^|\/)\.[^/]+(\/|$)|\.(json|jsonc|ya?ml|toml|ini|cfg|conf|properties|xml|lock|env|editorconfig)$|(^|\/)(Dockerfile|Makefile|Procfile|Gemfile|Rakefile|go\.mod|go\.sum)$|\.config\.[cm]?[jt]s$/i;
function changeKind(path) {
  if (TEST_PATH.test(path) || FIXTURE_PATH.test(path)) return "test";
  if (DOCS_PATH.test(path)) return "docs";
  if (CONFIG_PATH.test(path)) return "config";
  return "source";
}
var KIND_ORDER = ["source", "test", "docs", "config"];

// src/ingest/change-view.ts
var MIN_DIFF_SHARE = 400;
var LIST_SHARE = 0.2;
var FILE_OVERHEAD = 160;
var n = (x) => x.toLocaleString("en-US");
var kindRank = (kind) => 1 + KIND_ORDER.indexOf(kind);
function rankOf(file, covered) {
  if (file.generated !== void 0) return 5;
  if (file.hides !== void 0) return 0;
  if (covered.has(file.path) || file.previous_path && covered.has(file.previous_path)) return 0;
  return kindRank(changeKind(file.path));
}
function ranked(merges, covered) {
  return merges.flatMap((m, merge) => m.files.map((file) => ({ merge, file, rank: rankOf(file, covered) }))).map((r, i) => ({ r, i })).sort((a, b) => a.r.rank - b.r.rank || a.i - b.i).map(({ r }) => r);
}
var hasDiff = (r) => r.rank < 5 && (r.file.patch ?? "") !== "";
function sharesFor(files, count, budget) {
  const taken = files.slice(0, count);
  const room = budget - count * FILE_OVERHEAD;
  if (count > 0 && room <= 0) return null;
  const len = (r) => r.file.patch.length;
  const covered = taken.filter((r) => r.rank === 0);
  const s = shareFirst(covered.map(len), taken.slice(covered.length).map(len), room);
  const shares = [...s.first, ...s.rest];
  return shares.every((sh, i) => sh >= Math.min(MIN_DIFF_SHARE, len(taken[i]))) ? shares : null;
}
function diffPlan(files, budget) {
  let lo = 0;
  let hi = files.length;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (sharesFor(files, mid, budget)) lo = mid;
    else hi = mid - 1;
  }
  return sharesFor(files, lo, budget) ?? [];
}
function listLine(f, unshown) {
  const tag = f.generated !== void 0 ? ` [generated: ${f.generated}; never shown]` : (f.patch ?? "") === "" ? " [no diff]" : unshown ? " [diff not shown]" : "";
  const hides = f.hides !== void 0 ? ` [its change hides covered files: ${f.hides}]` : "";
  return `- ${f.status} ${listedName(f.path)} (+${f.additions} -${f.deletions})${tag}${hides}`;
}
function lists(merges, order, unshown, budget) {
  const lines = merges.map(
    (_, k) => order.filter((r) => r.merge === k).map((r) => listLine(r.file, unshown.has(r.file)))
  );
  const full = lines.map((ls) => ls.reduce((sum, l) => sum + l.length + 1, 0));
  const shares = shareFirst([], full, budget).rest;
  let used = 0;
  const listed = lines.map((ls, k) => {
    const kept = [];
    let size = 0;
    for (const l of ls) {
      if (size + l.length + 1 > shares[k]) break;
      kept.push(l);
      size += l.length + 1;
    }
    used += size;
    return kept;
  });
  return { listed, unlisted: lines.map((ls, k) => ls.length - listed[k].length), used };
}
function warningOf(budget, cut, unshown, unlisted) {
  const parts = [
    cut ? `${n(cut)} diff${cut === 1 ? "" : "s"} cut` : null,
    unshown ? `${n(unshown)} diff${unshown === 1 ? "" : "s"} not shown (under ${MIN_DIFF_SHARE} characters each)` : null,
    unlisted ? `${n(unlisted)} file${unlisted === 1 ? "" : "s"} left out of the file list` : null
  ].filter(Boolean);
  return parts.length ? `The first Tier 3 message was cut to ingest-diff-chars (${budget}): ${parts.join(", ")}; the agent reads any file with read_source.` : null;
}
function changeView(merges, covered, budget) {
  const order = ranked(merges, covered);
  const withDiff = order.filter(hasDiff);
  const listBudget = Math.floor(budget * LIST_SHARE);
  const draft = lists(merges, order, new Set(withDiff.map((r) => r.file)), listBudget);
  const shares = diffPlan(withDiff, budget - draft.used);
  const shownFiles = new Set(withDiff.slice(0, shares.length).map((r) => r.file));
  const unshown = new Set(withDiff.slice(shares.length).map((r) => r.file));
  const { listed, unlisted } = lists(merges, order, unshown, listBudget);
  const share = new Map(withDiff.slice(0, shares.length).map((r, i) => [r.file, shares[i]]));
  const views = merges.map((_, k) => ({
    listed: listed[k],
    unlisted: unlisted[k],
    diffs: order.filter((r) => r.merge === k && shownFiles.has(r.file)).map((r) => ({ file: r.file, share: share.get(r.file) })),
    unshown: order.filter((r) => r.merge === k && unshown.has(r.file)).length
  }));
  const cut = [...share].filter(([f, s]) => s < f.patch.length).length;
  return {
    merges: views,
    // Every change the run made to a file, oldest merge first (the tools undo them newest first):
    // one not shown whole breaks the way back to a stamp. A removed file proves nothing now.
    shown: merges.flatMap(
      (m) => m.files.filter((f) => f.generated === void 0 && f.status !== "removed").map((f) => {
        const s = share.get(f);
        const patch = f.patch ?? "";
        return {
          path: f.path,
          patch,
          view: s === void 0 ? "none" : s >= patch.length ? "whole" : "cut"
        };
      })
    ),
    warning: warningOf(
      budget,
      cut,
      unshown.size,
      unlisted.reduce((a, b) => a + b, 0)
    )
  };
}
function headOf(patch, share) {
  if (share >= patch.length) return patch;
  const end = patch.lastIndexOf("\n", share - 1);
  return end >= share / 2 ? patch.slice(0, end + 1) : patch.slice(0, share);
}
function changeLines(m, view) {
  const lines = [
    "",
    `Changed files (${m.files.length}):`,
    untrusted("changed files", view.listed.join("\n"))
  ];
  if (view.unlisted)
    lines.push(
      `[+${n(view.unlisted)} more file${view.unlisted === 1 ? "" : "s"} not listed (ingest-diff-chars): read any with read_source]`
    );
  const anyDiff = m.files.some((f) => f.generated === void 0);
  lines.push("", anyDiff ? "Diff:" : "Diff: none shown (every changed file is generated).");
  for (const { file, share } of view.diffs) {
    const patch = file.patch;
    const where = { path: file.path, ...file.previous_path ? { from: file.previous_path } : {} };
    const head = headOf(patch, share);
    lines.push(untrusted("diff", head, where));
    if (head.length < patch.length)
      lines.push(
        `[diff cut: showed ${n(head.length)} of ${n(patch.length)} characters of this file; read_source reads the file, in parts]`
      );
  }
  const noDiff = m.files.filter((f) => f.generated === void 0 && (f.patch ?? "") === "");
  if (noDiff.length === 1)
    lines.push(
      `(no diff for "${listedName(noDiff[0].path)}": binary, renamed without changes, or too large)`
    );
  else if (noDiff.length)
    lines.push(
      `(no diff for ${n(noDiff.length)} files marked [no diff]: binary, renamed without changes, or too large)`
    );
  if (view.unshown)
    lines.push(
      `[diffs not shown: ${n(view.unshown)} file${view.unshown === 1 ? "" : "s"} (marked [diff not shown] in the list${view.unlisted ? ", or not listed" : ""}), which ingest-diff-chars would give less than ${MIN_DIFF_SHARE} characters each; read any with read_source]`
    );
  return lines;
}

// src/ingest/stale-changes.ts
var OVERHEAD = 220;
var n2 = (x) => x.toLocaleString("en-US");
function linesOf(rest) {
  let range = null;
  for (const m of rest.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const from = Number(m[1]);
    const to = from + Math.max(0, Number(m[2] ?? "1") - 1);
    range = range ? [range[0], to] : [from, to];
  }
  return range;
}
function cutNote(path, diff, shown) {
  const header = diff.lastIndexOf("\n@@ ", shown);
  const lines = linesOf(diff.slice(header < 0 ? 0 : header + 1));
  const where = lines ? `; the rest of the change is in lines ${n2(lines[0])}\u2013${n2(lines[1])} of the file now: read_source ${JSON.stringify({ path, start_line: lines[0], end_line: lines[1] })}` : "";
  return `[diff cut: showed ${n2(shown)} of ${n2(diff.length)} characters${where}. To confirm the page, read the file whole with read_source]`;
}
function plan(lengths, budget) {
  for (let count = lengths.length; count > 0; count--) {
    const taken = lengths.slice(0, count);
    const shares = shareBudget(taken, budget - count * OVERHEAD);
    if (shares.every((s, i) => s >= Math.min(MIN_DIFF_SHARE, taken[i]))) return shares;
  }
  return [];
}
function staleChanges(stale, budget) {
  const unique = /* @__PURE__ */ new Map();
  for (const s of stale) for (const f of s.files) unique.set(`${f.path}\0${f.stamp}`, f);
  const files = [...unique.values()];
  const withDiff = files.filter((f) => typeof f.diff === "string" && f.diff !== "");
  const shares = plan(
    withDiff.map((f) => f.diff.length),
    budget
  );
  const lines = [];
  const shown = [];
  let cut = 0;
  withDiff.forEach((f, i) => {
    const share = shares[i];
    const diff = f.diff;
    if (share === void 0) {
      lines.push(
        `[the change of "${f.path}" is not shown: ingest-diff-chars would give it less than ${MIN_DIFF_SHARE} characters; read the file whole with read_source]`
      );
      return shown.push({ path: f.path, patch: diff, view: "none", fromNow: true });
    }
    const head = headOf(diff, share);
    lines.push(untrusted("diff", head, { path: f.path }));
    if (head.length < diff.length) {
      cut++;
      lines.push(cutNote(f.path, diff, head.length));
    }
    shown.push({
      path: f.path,
      patch: diff,
      view: share < diff.length ? "cut" : "whole",
      fromNow: true
    });
  });
  for (const f of files)
    if (f.diff === null || f.diff === void 0)
      lines.push(
        `[no diff for "${f.path}": the version the page was checked against could not be read; read the file whole with read_source]`
      );
  const unshown = withDiff.length - shares.length;
  const said = [cut ? `${cut} cut` : null, unshown ? `${unshown} not shown` : null].filter(Boolean);
  return {
    lines,
    shown,
    warning: said.length ? `lint-fix's first message showed the stale files' changes within ingest-diff-chars (${budget}): ${said.join(", ")}.` : null
  };
}

// src/ingest/lint-fix-task.ts
function deadReferenceLines(task) {
  const dead = task.deadReferences ?? [];
  if (dead.length === 0) return [];
  const lines = dead.map(
    (d) => `- ${d.slug}: \`${d.written.replace(/`/g, "")}\`${d.renamed ? ` was renamed to ${d.renamed}` : " is gone"}${d.removed ? ` (${d.removed.slice(0, 12)})` : ""}`
  );
  return [
    "",
    "Names these pages give in backticks that the repository held when each page was last written and no longer holds (found free, from git history). Check what each sentence says against the repository now (read_source) and correct it; never guess a replacement the repository does not show:",
    untrusted("dead-references", lines.join("\n"))
  ];
}
function lintFixMerge(task) {
  const n3 = task.stale.length;
  const f = task.fixes.length;
  return {
    title: `lint --fix: ${n3} stale page${n3 === 1 ? "" : "s"}${f ? `, ${f} free repair${f === 1 ? "" : "s"}` : ""}`,
    sha: task.head,
    files: task.stale.flatMap(
      (s) => s.files.map((f2) => ({ path: f2.path, status: "modified", additions: 0, deletions: 0 }))
    )
  };
}
function lintFixFirstMessage(task, diffChars) {
  const lines = task.stale.flatMap((s) => [`- ${s.slug}`, ...s.files.map((f) => `  - ${f.path}`)]);
  const changes = staleChanges(task.stale, diffChars);
  const text = [
    "This run is the wiki's scheduled repair, not a merge. The pages below cover repository files that changed since each page was last checked against them, so they may no longer be true. After them comes each file's change since the page was checked: the diff from the version the page was checked against to the file as it is now.",
    "For each page: read it (read_pages or read_section) and compare it with the change.",
    "- Where the page states something the change made untrue, correct that fact with replace_text on the sentence that states it, and keep every other word a person wrote; rewrite a section with update_page only when most of it became untrue.",
    "- Where the page is still right, call confirm_page so it stops reading as stale.",
    "A diff shown whole below is the whole change since the page was checked: enough to confirm the page or re-stamp its covers. Where a diff is cut or missing, read the file whole with read_source first (a long file comes in parts); confirm_page refuses a partial view and names what to read next.",
    "The pages are listed oldest check first: take them in that order, so a budget that runs out leaves the most recently checked ones for the next run.",
    "Do not create pages. Pages not listed here are not part of this run. When every listed page is updated or confirmed (or you run out of budget), call finish with a one-line summary.",
    ...task.fixes.length ? [
      "",
      "Repairs already made for free in the same commit (for context):",
      ...task.fixes.map((f) => `- ${f}`)
    ] : [],
    "",
    "The stale pages and their changed files:",
    untrusted("stale-pages", lines.join("\n")),
    "",
    "The changes since each page was checked:",
    ...changes.lines,
    ...deadReferenceLines(task)
  ].join("\n");
  return {
    text,
    warnings: changes.warning ? [changes.warning] : [],
    shown: changes.shown
  };
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
  TEST_PATH,
  FIXTURE_PATH,
  changeView,
  changeLines,
  deadReferenceLines,
  lintFixMerge,
  lintFixFirstMessage,
  repairOnlyOutput
};
//# sourceMappingURL=chunk-46MQWB27.js.map

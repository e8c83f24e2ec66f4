import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ignoredFiles,
  impactOf
} from "./chunk-XVEUHYYS.js";
import {
  boundedScanNote
} from "./chunk-DDGQQOIZ.js";
import {
  pastChanges
} from "./chunk-H5ILJIEG.js";
import {
  generatedAtCheckout,
  repositoryAtCheckout
} from "./chunk-V3LLWZ3W.js";
import {
  snapshotOfTree,
  wikiTreeAt
} from "./chunk-XMPSZJ4H.js";
import {
  gitTrees,
  headCommit
} from "./chunk-5B34HZLY.js";
import {
  PLAIN_DIFF,
  filesBetween,
  parseRecord,
  splitPatches
} from "./chunk-NXCLCQW4.js";
import {
  GitError,
  gitBuffer
} from "./chunk-G6ZCRMTX.js";
import {
  GeneratedFiles
} from "./chunk-VQK26BKB.js";

// src/impact/local.ts
import { isAbsolute, relative, sep } from "node:path";

// src/git/base.ts
var out = async (repoDir, args) => gitBuffer(repoDir, args).then(
  (b) => b.toString("utf8").trim(),
  () => null
);
var commitOf = (repoDir, rev) => out(repoDir, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
async function defaultBranch(repoDir) {
  const remote = await out(repoDir, ["symbolic-ref", "--quiet", "refs/remotes/origin/HEAD"]);
  if (remote?.startsWith("refs/remotes/"))
    return { ref: remote.slice("refs/remotes/".length), how: "origin/HEAD" };
  for (const name of ["main", "master"])
    if (await out(repoDir, ["rev-parse", "--verify", "--quiet", `refs/heads/${name}`]))
      return { ref: name, how: name };
  return null;
}
async function localBase(repoDir, head, given) {
  const found = given ? { ref: given, how: "given" } : await defaultBranch(repoDir);
  if (!found)
    throw new GitError(
      `no default branch found in ${repoDir} (no origin/HEAD, no main or master branch); name the base the change would merge into (wiki-ingest impact --base REV; impacted_pages: base), e.g. develop.`
    );
  const commit = await commitOf(repoDir, found.ref);
  if (!commit)
    throw new GitError(
      `the base "${found.ref}" names no commit in ${repoDir}; name a branch, tag or commit this clone has as the base (fetch it first if it is only on the remote).`
    );
  const mergeBase = await out(repoDir, ["merge-base", "--end-of-options", commit, head]);
  if (!mergeBase)
    throw new GitError(
      `HEAD and "${found.ref}" share no history in ${repoDir}, so no change can be diffed against it; name the branch this work started from as the base.`
    );
  return { ...found, commit, mergeBase };
}

// src/merge-info/working-tree.ts
import { readFileSync, lstatSync } from "node:fs";
import { join } from "node:path";
var UNTRACKED_PATCH_BYTES = 1e6;
var git = async (repoDir, args) => (await gitBuffer(repoDir, args)).toString("utf8");
var UNQUOTED = ["-c", "core.quotepath=false"];
function untracked(repoDir, path) {
  const full = join(repoDir, path);
  const info = lstatSync(full, { throwIfNoEntry: false });
  const added = { path, status: "added", additions: 0, deletions: 0 };
  if (!info?.isFile() || info.size === 0 || info.size > UNTRACKED_PATCH_BYTES) return added;
  const bytes = readFileSync(full);
  if (bytes.includes(0)) return added;
  const lines = bytes.toString("utf8").replace(/\n$/, "").split("\n");
  return {
    ...added,
    additions: lines.length,
    patch: [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join("\n")
  };
}
async function workingTreeFiles(repoDir, from) {
  const range = [...PLAIN_DIFF, "--find-renames", "--end-of-options", from, "--"];
  const [stat, diff, others] = await Promise.all([
    git(repoDir, [...UNQUOTED, "diff", "-z", "--raw", "--numstat", ...range]),
    git(repoDir, [...UNQUOTED, "diff", "--patch", ...range]),
    git(repoDir, [...UNQUOTED, "ls-files", "-z", "--others", "--exclude-standard"])
  ]);
  const { files } = parseRecord(`\0${from}\0\0\0\0${stat}`);
  const patches = splitPatches(diff);
  for (const f of files) {
    const patch = patches.get(f.path);
    if (patch) f.patch = patch;
  }
  const listed = new Set(files.map((f) => f.path));
  for (const path of others.split("\0"))
    if (path && !listed.has(path)) files.push(untracked(repoDir, path));
  return files;
}

// src/impact/local.ts
function repoPath(repoDir, path) {
  const rel = isAbsolute(path) ? relative(repoDir, path).split(sep).join("/") : path;
  const clean = rel.replace(/\\/g, "/").replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  if (clean === "" || clean === "." || clean.split("/").includes("..") || isAbsolute(clean))
    throw new GitError(
      `"${path}" is not a file of the repository: name paths from its root (src/api/tokens.ts), no "..".`
    );
  return clean;
}
async function filesNamed(repoDir, commit, paths) {
  const out2 = await gitBuffer(repoDir, [
    "--literal-pathspecs",
    "ls-tree",
    "-r",
    "-z",
    "--name-only",
    "--end-of-options",
    commit,
    "--",
    ...paths
  ]);
  return out2.toString("utf8").split("\0").filter(Boolean);
}
async function namedFiles(repoDir, from, paths) {
  const under = (f) => f !== void 0 && paths.some((p) => f === p || f.startsWith(`${p}/`));
  const all = await workingTreeFiles(repoDir, from);
  const changed = all.filter((f) => under(f.path) || under(f.previous_path));
  const seen = new Set(changed.flatMap((f) => [f.path, f.previous_path ?? f.path]));
  const as = (path, status) => ({
    path,
    status,
    additions: 0,
    deletions: 0
  });
  const atBase = await filesNamed(repoDir, from, paths);
  const files = [...changed, ...atBase.filter((p) => !seen.has(p)).map((p) => as(p, "modified"))];
  for (const p of paths)
    if (!files.some((f) => f.path === p || f.path.startsWith(`${p}/`) || f.previous_path === p))
      files.push(as(p, "added"));
  return files;
}
var plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
var shallowClone = async (repoDir) => (await gitBuffer(repoDir, ["rev-parse", "--is-shallow-repository"]).catch(() => "")).toString().trim() === "true";
function baseWikiReader(repoDir, settings) {
  const trees = gitTrees(repoDir);
  let held = null;
  return async (commit) => {
    const at = await wikiTreeAt(trees, commit, settings.wikiPath);
    if (at.tree === null) return { pages: [], warnings: [], found: false };
    if (!held || held.tree !== at.tree) {
      const snapshot = await snapshotOfTree(trees, at, settings.wikiPath, {
        mapFile: settings.mapFile
      });
      held = { tree: at.tree, pages: snapshot.wiki.pages, warnings: snapshot.wiki.warnings };
    }
    return { pages: held.pages, warnings: held.warnings, found: true };
  };
}
async function localImpact(repoDir, settings, change, wikiAt = baseWikiReader(repoDir, settings)) {
  const head = await headCommit(repoDir).catch(() => {
    throw new GitError(`${repoDir} has no commit yet; commit something first.`);
  });
  const base = await localBase(repoDir, head, change.base);
  const paths = change.paths?.map((p) => repoPath(repoDir, p));
  const workingTree = Boolean(change.workingTree || paths?.length);
  const [files, wiki, generated, repository, history, shallow] = await Promise.all([
    paths?.length ? namedFiles(repoDir, base.mergeBase, paths) : workingTree ? workingTreeFiles(repoDir, base.mergeBase) : filesBetween(repoDir, base.mergeBase, head),
    wikiAt(base.commit),
    generatedAtCheckout(repoDir, settings.ignorePaths),
    // The files and package names a shared basename or `@scope/x` is judged by, as the action's
    // checkout gives them: the same ties everywhere.
    repositoryAtCheckout(repoDir).catch(() => null),
    // The history before the change: pages edited with its files in the past are tied to them.
    pastChanges(repoDir, base.mergeBase),
    shallowClone(repoDir)
  ]);
  const impact = impactOf(wiki.pages, files, {
    ignored: ignoredFiles(settings, files, generated ?? new GeneratedFiles(settings.ignorePaths)),
    ...settings.impactTies ? { ties: settings.impactTies } : {},
    ...repository ? { tree: repository.tree, packages: repository.packages } : {},
    ...history?.length ? { history, wikiPath: settings.wikiPath } : {}
  });
  const touched = new Set(files.map((f) => f.path));
  const edited = impact.pages.filter((p) => touched.has(`${settings.wikiPath}/${p.file}`)).map((p) => p.slug);
  const notes = [...wiki.warnings];
  if (!wiki.found)
    notes.push(
      `The wiki folder "${settings.wikiPath}" is not in ${base.ref} at ${base.commit.slice(0, 12)}; no page can be impacted. Set --wiki-path to the wiki's folder.`
    );
  if (shallow)
    notes.push(
      `This clone is shallow: past co-changes (pages edited with a changed file) were read from ${plural(history?.length ?? 0, "commit")} only; \`git fetch --unshallow\` reads them all.`
    );
  const bounded = boundedScanNote(impact);
  if (bounded) notes.push(bounded);
  return { base, head, workingTree, files, impact, edited, notes };
}

export {
  repoPath,
  baseWikiReader,
  localImpact
};
//# sourceMappingURL=chunk-T2XJDVWM.js.map

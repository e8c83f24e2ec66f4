import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  NotUtf8Error,
  WikiSymlinkError,
  decodeForReading,
  decodeUtf8,
  notUtf8,
  parseWiki,
  refusedPage
} from "./chunk-5ATW6D2W.js";
import {
  compareCodePoints
} from "./chunk-RQGXNV2K.js";

// src/wiki/tree.ts
var SYMLINK = "120000";
async function listAll(source, sha) {
  const whole = await source.listTree(sha, true);
  if (!whole.truncated) return whole.entries.filter((e) => e.type !== "tree");
  const out = [];
  const walk = async (tree, prefix) => {
    const { entries } = await source.listTree(tree, false);
    for (const e of entries) {
      const path = prefix + e.path;
      if (e.type === "tree") await walk(e.sha, `${path}/`);
      else out.push({ ...e, path });
    }
  };
  await walk(sha, "");
  return out;
}
async function wikiSubtree(source, commit, wikiPath) {
  let tree = await source.rootTree(commit);
  const segments = wikiPath.split("/").filter((s) => s !== "" && s !== ".");
  for (const [i, segment] of segments.entries()) {
    const { entries } = await source.listTree(tree, false);
    const entry = entries.find((e) => e.path === segment);
    if (!entry) return null;
    const shown = segments.slice(0, i + 1).join("/");
    if (entry.mode === SYMLINK)
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}" passes through the symbolic link "${shown}" in commit ${commit.slice(0, 12)}; wiki-ingest reads and writes only a plain folder. Replace the link with the folder itself, or set wiki-path to the real folder.`
      );
    if (entry.type !== "tree")
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}": "${shown}" is a ${entry.type === "commit" ? "submodule" : "file"} in commit ${commit.slice(0, 12)}, not a folder. Set wiki-path to a plain folder.`
      );
    tree = entry.sha;
  }
  return tree;
}
async function entryAt(source, commit, path) {
  let tree = await source.rootTree(commit);
  const segments = path.split("/");
  for (const [i, segment] of segments.entries()) {
    const entry = (await source.listTree(tree, false)).entries.find((e) => e.path === segment);
    if (!entry) return null;
    if (i === segments.length - 1) return entry;
    if (entry.type !== "tree") return null;
    tree = entry.sha;
  }
  return null;
}
async function wikiEntries(source, tree) {
  const entries = {};
  if (tree === null) return entries;
  for (const e of await listAll(source, tree)) entries[e.path] = { mode: e.mode, sha: e.sha };
  return entries;
}
async function wikiTreeAt(source, commit, wikiPath) {
  const tree = await wikiSubtree(source, commit, wikiPath);
  return { commit, tree, entries: await wikiEntries(source, tree) };
}
var isWikiText = (path) => /\.md$/i.test(path) && !path.split("/").some((s) => s.startsWith("."));
async function snapshotOfTree(source, at, wikiPath, options = {}) {
  const { pages } = options;
  const mapFile = options.mapFile ?? "index.md";
  const warnings = [];
  if (at.tree === null)
    warnings.push(
      `The wiki folder "${wikiPath}" is not in commit ${at.commit.slice(0, 12)}; starting an empty wiki. Check wiki-path if the wiki lives elsewhere.`
    );
  const wanted = [];
  for (const [path, e] of Object.entries(at.entries)) {
    if (!isWikiText(path)) continue;
    if (e.mode === SYMLINK && (/^log\.md$/i.test(path) || path === mapFile))
      throw new Error(
        `"${path}" in the wiki folder ${wikiPath} is a symbolic link in commit ${at.commit.slice(0, 12)}; wiki-ingest rewrites it and follows no link. Replace it with a plain file (or delete it).`
      );
    if (e.mode === SYMLINK || e.mode === "160000") {
      warnings.push(
        `${path}: ${e.mode === SYMLINK ? "symbolic link" : "submodule"} skipped; wiki pages must be plain files inside the wiki folder.`
      );
      continue;
    }
    wanted.push([path, e.sha]);
  }
  const blobs = await source.readBlobs([...new Set(wanted.map(([, sha]) => sha))]);
  const files = wanted.map(([path, sha]) => {
    const bytes = blobs.get(sha) ?? Buffer.alloc(0);
    const text = decodeUtf8(bytes);
    if (text !== null) return { path, text };
    if (/^log\.md$/i.test(path) || path === mapFile)
      throw new NotUtf8Error(
        `${notUtf8(`${wikiPath}/${path}`)}. wiki-ingest rewrites it and would destroy its bytes; nothing was written.`
      );
    warnings.push(refusedPage(path));
    return { path, text: decodeForReading(bytes), notUtf8: true };
  });
  const wiki = parseWiki(files, {
    mapFile,
    ...pages ? { parse: pages.parserFor((path) => at.entries[path]?.sha) } : {}
  });
  const root = (name) => files.find((f) => f.path === name)?.text ?? null;
  return {
    wiki: { ...wiki, warnings: [...warnings.sort(compareCodePoints), ...wiki.warnings] },
    existing: { index: root(mapFile), log: root("log.md") },
    base: at
  };
}
function changedWikiFiles(before, after) {
  const out = [];
  for (const path of /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[path];
    const b = after[path];
    if (!a) out.push(`${path} (added)`);
    else if (!b) out.push(`${path} (removed)`);
    else if (a.sha !== b.sha || a.mode !== b.mode) out.push(`${path} (modified)`);
  }
  return out.sort(compareCodePoints);
}
function treeSourceIndex(source, commit) {
  return {
    async list() {
      const { entries, truncated } = await source.listTree(await source.rootTree(commit), true);
      const files = entries.filter((e) => e.type === "blob" && e.mode !== SYMLINK).map((e) => ({ path: e.path, sha: e.sha }));
      return { files, truncated };
    },
    read: (shas) => source.readBlobs(shas)
  };
}

export {
  wikiSubtree,
  entryAt,
  wikiEntries,
  wikiTreeAt,
  snapshotOfTree,
  changedWikiFiles,
  treeSourceIndex
};
//# sourceMappingURL=chunk-Q5HSAIEK.js.map

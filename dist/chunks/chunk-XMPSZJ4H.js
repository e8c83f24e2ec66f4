import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  branchHead
} from "./chunk-RSATWOFN.js";
import {
  decodeContent
} from "./chunk-6LAKJ6FF.js";
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";
import {
  WikiSymlinkError,
  assertPlainWikiRoot,
  parseWiki,
  refusedPage
} from "./chunk-FHLLNFKR.js";
import {
  blobId
} from "./chunk-HWDMF6LP.js";
import {
  NotUtf8Error,
  decodeForReading,
  decodeUtf8,
  notUtf8
} from "./chunk-F7UMMSZF.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

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
async function* entriesAlong(source, commit, segments) {
  let tree = await source.rootTree(commit);
  for (const segment of segments) {
    const entry = (await source.listTree(tree, false)).entries.find((e) => e.path === segment);
    yield entry ?? null;
    if (entry?.type !== "tree") return;
    tree = entry.sha;
  }
}
async function wikiSubtree(source, commit, wikiPath) {
  const segments = wikiPath.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.length === 0) return source.rootTree(commit);
  let depth = 0;
  for await (const entry of entriesAlong(source, commit, segments)) {
    if (!entry) return null;
    const shown = segments.slice(0, ++depth).join("/");
    if (entry.mode === SYMLINK)
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}" passes through the symbolic link "${shown}" in commit ${commit.slice(0, 12)}; wiki-ingest reads and writes only a plain folder. Replace the link with the folder itself, or set wiki-path to the real folder.`
      );
    if (entry.type !== "tree")
      throw new WikiSymlinkError(
        `Wiki folder "${wikiPath}": "${shown}" is a ${entry.type === "commit" ? "submodule" : "file"} in commit ${commit.slice(0, 12)}, not a folder. Set wiki-path to a plain folder.`
      );
    if (depth === segments.length) return entry.sha;
  }
  return null;
}
async function entryAt(source, commit, path) {
  const segments = path.split("/");
  let depth = 0;
  for await (const entry of entriesAlong(source, commit, segments))
    if (!entry || ++depth === segments.length) return entry;
  return null;
}
async function entryOnPath(source, commit, path) {
  const segments = path.split("/");
  let last = null;
  let depth = 0;
  for await (const entry of entriesAlong(source, commit, segments))
    last = entry && { ...entry, at: segments.slice(0, ++depth).join("/") };
  return last;
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

// src/github/checkout-cache.ts
import { lstat, readFile, realpath } from "node:fs/promises";
import { join } from "node:path";
var blobSha = (bytes) => blobId(bytes);
async function blobsFromCheckout(checkout, wikiPath, entries, warn = () => {
}) {
  const out = /* @__PURE__ */ new Map();
  try {
    await assertPlainWikiRoot(checkout, wikiPath);
  } catch (e) {
    warn(`The checkout is not used as a cache of wiki pages: ${e.message}`);
    return out;
  }
  const root = await realpath(join(checkout, wikiPath)).catch(() => null);
  if (root === null) return out;
  for (const [path, entry] of Object.entries(entries)) {
    if (out.has(entry.sha) || !/\.md$/i.test(path)) continue;
    const file = join(root, path);
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile() || await realpath(file).catch(() => null) !== file) continue;
    const bytes = await readFile(file).catch(() => null);
    if (bytes && blobSha(bytes) === entry.sha) out.set(entry.sha, bytes);
  }
  return out;
}

// src/github/blob-batch.ts
var BATCH_LIMITS = { blobs: 250, bytes: 2e6, queries: 3, restReads: 8 };
var GRAPHQL_TEXT_BYTES = 512e3;
var SHA = /^[0-9a-f]{40}$/;
function blobQuery(shas) {
  const objects = shas.map((sha, i) => {
    if (!SHA.test(sha)) throw new Error(`Not a blob sha: ${JSON.stringify(sha)}`);
    return `    b${i}: object(oid: "${sha}") { ...blob }`;
  });
  return [
    "query($owner: String!, $name: String!) {",
    "  repository(owner: $owner, name: $name) {",
    ...objects,
    "  }",
    "}",
    "fragment blob on Blob { oid isBinary isTruncated text }"
  ].join("\n");
}
function planBatches(shas, sizes, limits) {
  const batches = [];
  let current = [];
  let bytes = 0;
  for (const sha of shas) {
    const size = sizes.get(sha) ?? 0;
    if (current.length > 0 && (current.length >= limits.blobs || bytes + size > limits.bytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(sha);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
function exactBytes(sha, node) {
  if (!node || node.isBinary !== false || node.isTruncated !== false) return null;
  if (typeof node.text !== "string") return null;
  const bytes = Buffer.from(node.text, "utf8");
  return blobSha(bytes) === sha ? bytes : null;
}
var REFUSALS = /* @__PURE__ */ new Set(["RATE_LIMITED", "FORBIDDEN", "INSUFFICIENT_SCOPES", "NOT_FOUND"]);
function refusal(failed) {
  if (failed.errors) {
    const refused = failed.data === void 0 || failed.errors.some((e) => REFUSALS.has(e.type ?? ""));
    return refused ? failed.errors.map((e) => e.message).join("; ") : null;
  }
  if (failed.status !== void 0 && failed.status < 500)
    return `HTTP ${failed.status}: ${failed.message ?? "no message"}`;
  return null;
}
async function readBlobsBatched(client, repo, shas, options = {}) {
  const limits = { ...BATCH_LIMITS, ...options.limits };
  const sizes = options.sizes ?? /* @__PURE__ */ new Map();
  const out = /* @__PURE__ */ new Map();
  const unique = [...new Set(shas)];
  const large = (sha) => (sizes.get(sha) ?? 0) > GRAPHQL_TEXT_BYTES;
  const viaRest = unique.filter(large);
  const graphql = client.graphql;
  let refused = false;
  const query = async (batch) => {
    if (!graphql || refused) return void viaRest.push(...batch);
    let answer = null;
    let failed = null;
    try {
      answer = await graphql(blobQuery(batch), { owner: repo.owner, name: repo.repo });
    } catch (e) {
      failed = e;
      answer = failed.data ?? null;
      const why = refusal(failed);
      if (why !== null) {
        if (!refused)
          options.warn?.(
            `Reading the wiki through GraphQL failed (${why}); its pages are read one request each through the REST API instead.`
          );
        refused = true;
        return void viaRest.push(...batch);
      }
    }
    const retry = [];
    batch.forEach((sha, i) => {
      const node = answer?.repository?.[`b${i}`];
      const bytes = exactBytes(sha, node);
      if (bytes) out.set(sha, bytes);
      else if (failed && node == null) retry.push(sha);
      else viaRest.push(sha);
    });
    if (retry.length === 1) viaRest.push(retry[0]);
    else if (retry.length > 1) {
      const half = Math.ceil(retry.length / 2);
      await query(retry.slice(0, half));
      await query(retry.slice(half));
    }
  };
  await pool(
    planBatches(
      unique.filter((sha) => !large(sha)),
      sizes,
      limits
    ),
    limits.queries,
    query
  );
  await pool(viaRest, limits.restReads, async (sha) => {
    out.set(sha, await restBlob(client, repo, sha, options.name));
  });
  return out;
}
async function restBlob(client, repo, sha, name = (s) => `blob ${s}`) {
  try {
    const { data } = await client.rest.git.getBlob({ ...repo, file_sha: sha });
    return decodeContent(data) ?? Buffer.alloc(0);
  } catch (e) {
    const err = e;
    throw new Error(
      `Reading ${name(sha)} from ${repo.owner}/${repo.repo} failed${err.status ? ` (HTTP ${err.status})` : ""}: ${err.message ?? String(e)}. Nothing was written; re-run the workflow.`
    );
  }
}
async function pool(items, width, work) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== void 0; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker));
}

// src/github/git-data.ts
async function commitTree(client, repo, commit) {
  return (await client.rest.git.getCommit({ ...repo, commit_sha: commit })).data.tree.sha;
}
async function createTree(client, repo, baseTree, files) {
  const { data } = await client.rest.git.createTree({
    ...repo,
    base_tree: baseTree,
    tree: files.map((f) => ({
      path: f.path,
      mode: "100644",
      type: "blob",
      content: f.content
    }))
  });
  return data.sha;
}
async function createCommit(client, repo, commit) {
  return (await client.rest.git.createCommit({ ...repo, ...commit })).data.sha;
}

// src/github/wiki-tree.ts
function gitHubTrees(client, repo, options = {}) {
  const sizes = /* @__PURE__ */ new Map();
  return {
    rootTree: (commit) => commitTree(client, repo, commit),
    async listTree(sha, recursive) {
      const { data } = await client.rest.git.getTree({
        ...repo,
        tree_sha: sha,
        ...recursive ? { recursive: "true" } : {}
      });
      const entries = data.tree.filter((t) => t.path && t.sha && t.mode && t.type).map((t) => {
        if (t.type === "blob" && t.size !== void 0) sizes.set(t.sha, t.size);
        return { path: t.path, mode: t.mode, type: t.type, sha: t.sha };
      });
      return { entries, truncated: data.truncated };
    },
    readBlobs: (shas) => readBlobsBatched(client, repo, shas, { ...options, sizes })
  };
}
var wikiAt = (repo, branch, config, env) => ({
  ...repo,
  branch,
  wikiPath: config.wikiPath,
  mapFile: config.mapFile,
  ...env.GITHUB_WORKSPACE ? { checkout: env.GITHUB_WORKSPACE } : {}
});
var pageBlobs = (at) => new Set(
  Object.entries(at.entries).filter(([path]) => /\.md$/i.test(path)).map(([, e]) => e.sha)
);
async function localBlobs(where, at, warn) {
  const blobs = where.checkout ? await blobsFromCheckout(where.checkout, where.wikiPath, at.entries, warn) : /* @__PURE__ */ new Map();
  if (!where.store || at.tree === null) return { blobs, exact: false };
  const kept = await where.store.restore(at.tree);
  const wanted = pageBlobs(at);
  let foreign = 0;
  for (const [sha, bytes] of kept.blobs) {
    if (!wanted.has(sha) || blobs.has(sha)) continue;
    if (blobSha(bytes) === sha) blobs.set(sha, bytes);
    else foreign++;
  }
  if (foreign > 0)
    warn(
      `The kept copy of the wiki held ${foreign} blob(s) whose bytes do not match their sha; they were read from GitHub instead.`
    );
  return { blobs, exact: kept.exact };
}
async function wikiAtBranch(client, where) {
  const repo = { owner: where.owner, repo: where.repo };
  const head = await unlessMissing(() => branchHead(client, repo, where.branch), null);
  if (head === null) return null;
  const warnings = [];
  const warn = (w) => warnings.push(w);
  const paths = /* @__PURE__ */ new Map();
  const name = (sha) => `the wiki page ${where.wikiPath}/${paths.get(sha) ?? sha}`;
  const source = gitHubTrees(client, repo, { name, warn });
  const at = await wikiTreeAt(source, head, where.wikiPath);
  for (const [path, e] of Object.entries(at.entries)) paths.set(e.sha, path);
  const local = await localBlobs(where, at, warn);
  const read = /* @__PURE__ */ new Map();
  const reader = {
    ...source,
    async readBlobs(shas) {
      const fetched = await source.readBlobs(shas.filter((sha) => !local.blobs.has(sha)));
      for (const sha of shas) {
        const bytes = local.blobs.get(sha) ?? fetched.get(sha);
        if (!bytes)
          throw new Error(`${name(sha)} was not read (blob ${sha}); re-run the workflow.`);
        read.set(sha, bytes);
      }
      return read;
    }
  };
  const snapshot = await snapshotOfTree(reader, at, where.wikiPath, {
    ...where.pages ? { pages: where.pages } : {},
    ...where.mapFile ? { mapFile: where.mapFile } : {}
  });
  if (where.store && at.tree !== null && !local.exact) await where.store.save(at.tree, read);
  snapshot.wiki.warnings.unshift(...warnings);
  return snapshot;
}

export {
  wikiSubtree,
  entryAt,
  entryOnPath,
  wikiEntries,
  wikiTreeAt,
  snapshotOfTree,
  changedWikiFiles,
  treeSourceIndex,
  commitTree,
  createTree,
  createCommit,
  blobSha,
  gitHubTrees,
  wikiAt,
  wikiAtBranch
};
//# sourceMappingURL=chunk-XMPSZJ4H.js.map

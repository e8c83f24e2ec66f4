import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  snapshotOfTree,
  wikiTreeAt
} from "./chunk-Q5HSAIEK.js";
import {
  assertPlainWikiRoot
} from "./chunk-5ATW6D2W.js";
import {
  decodeContent
} from "./chunk-6LAKJ6FF.js";
import {
  branchHead
} from "./chunk-RSATWOFN.js";
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";

// src/github/checkout-cache.ts
import { createHash } from "node:crypto";
import { lstat, readFile, realpath } from "node:fs/promises";
import { join } from "node:path";
var blobSha = (bytes) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
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
  blobSha,
  commitTree,
  createTree,
  createCommit,
  gitHubTrees,
  wikiAtBranch
};
//# sourceMappingURL=chunk-4I6WTUNA.js.map

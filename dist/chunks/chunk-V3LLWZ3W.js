import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  generatedAtCommit,
  localWorkspace
} from "./chunk-MBBBO6NB.js";
import {
  treeSourceIndex
} from "./chunk-XMPSZJ4H.js";
import {
  gitTrees,
  headCommit
} from "./chunk-5B34HZLY.js";
import {
  packageManifest,
  packageNames
} from "./chunk-6IAWMQK4.js";
import {
  gitBlobAt,
  gitSourceReader
} from "./chunk-M4Z37EZN.js";

// src/workspace/checkout.ts
function checkoutWorkspace(dir, config, api, commit) {
  if (config.publishMode === "dry-run")
    return () => Promise.resolve(localWorkspace(dir, config, { dryRun: true, ...commit ? { commit } : {} }));
  const trees = gitTrees(dir);
  return async () => ({
    ...await api(),
    readSource: (m) => gitSourceReader(dir, m.sha ?? "HEAD"),
    blobAt: (m) => gitBlobAt(dir, m.sha ?? "HEAD"),
    sourceIndex: (m) => treeSourceIndex(trees, m.sha ?? "HEAD"),
    generatedFiles: (m, ignore) => generatedAtCommit(trees, m.sha ?? "HEAD", ignore)
  });
}
async function generatedAtCheckout(dir, ignorePaths) {
  const head = await headCommit(dir).catch(() => null);
  if (head === null) return null;
  return generatedAtCommit(gitTrees(dir), head, ignorePaths);
}
var MAX_MANIFESTS = 500;
async function repositoryAtCheckout(dir) {
  const head = await headCommit(dir).catch(() => null);
  if (head === null) return null;
  const trees = gitTrees(dir);
  const { files } = await treeSourceIndex(trees, head).list();
  const manifests = files.filter((f) => packageManifest(f.path)).slice(0, MAX_MANIFESTS);
  const blobs = await trees.readBlobs(manifests.map((m) => m.sha));
  return {
    tree: files.map((f) => f.path),
    packages: packageNames(
      manifests.map((m) => ({ path: m.path, text: blobs.get(m.sha)?.toString("utf8") ?? "" }))
    )
  };
}

export {
  checkoutWorkspace,
  generatedAtCheckout,
  repositoryAtCheckout
};
//# sourceMappingURL=chunk-V3LLWZ3W.js.map

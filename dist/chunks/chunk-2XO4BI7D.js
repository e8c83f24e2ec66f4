import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitTrees,
  headCommit
} from "./chunk-YVJWTK4I.js";
import {
  publisherFor
} from "./chunk-KFKTRYLN.js";
import {
  gitBuffer
} from "./chunk-UVMFEQPW.js";
import {
  snapshotOfTree,
  treeSourceIndex,
  wikiTreeAt
} from "./chunk-Q5HSAIEK.js";
import {
  WikiNotFoundError,
  loadWiki,
  readWikiFile
} from "./chunk-5ATW6D2W.js";
import {
  looksBinary
} from "./chunk-LXSCDGY5.js";

// src/git/source.ts
var MAX_SOURCE_BYTES = 1e6;
var gitBytes = (repoDir, args) => gitBuffer(repoDir, args).catch(() => null);
function gitSourceReader(repoDir, rev) {
  return async (path) => {
    const spec = `${rev}:${path}`;
    const type = await gitBytes(repoDir, ["cat-file", "-t", spec]);
    if (type === null || type.toString().trim() !== "blob") return { kind: "missing" };
    const size = Number((await gitBytes(repoDir, ["cat-file", "-s", spec]))?.toString().trim());
    if (size > MAX_SOURCE_BYTES) return { kind: "too-large", bytes: size };
    const bytes = await gitBytes(repoDir, ["cat-file", "blob", spec]);
    if (bytes === null) return { kind: "missing" };
    if (looksBinary(bytes)) return { kind: "binary" };
    return { kind: "text", text: bytes.toString("utf8") };
  };
}
function gitBlobAt(repoDir, rev) {
  return async (path) => {
    const spec = `${rev}:${path}`;
    const type = await gitBytes(repoDir, ["cat-file", "-t", spec]);
    if (type === null || type.toString().trim() !== "blob") return null;
    const sha = await gitBytes(repoDir, ["rev-parse", "--verify", "--quiet", spec]);
    return sha === null ? null : sha.toString().trim();
  };
}

// src/workspace/local.ts
import { resolve } from "node:path";
function localWorkspace(repoDir, config, options) {
  const trees = gitTrees(repoDir);
  const publisher = localPublisher(repoDir, config.wikiPath, trees, options.dryRun);
  return {
    loadWiki: async () => snapshotOfTree(
      trees,
      await wikiTreeAt(trees, await headCommit(repoDir), config.wikiPath),
      config.wikiPath,
      { mapFile: config.mapFile }
    ),
    readSource: (m) => gitSourceReader(repoDir, m.sha ?? "HEAD"),
    blobAt: (m) => gitBlobAt(repoDir, m.sha ?? "HEAD"),
    sourceIndex: (m) => treeSourceIndex(trees, m.sha ?? "HEAD"),
    publish: publisher.publish,
    ...publisher.refusal ? { publishRefusal: publisher.refusal } : {}
  };
}
function localInitWorkspace(repoDir, config, options) {
  const trees = gitTrees(repoDir);
  const publisher = localPublisher(repoDir, config.wikiPath, trees, options.dryRun);
  return {
    loadWiki: () => workingTreeWiki(repoDir, config),
    readSource: () => gitSourceReader(repoDir, options.head),
    sourceIndex: () => treeSourceIndex(trees, options.head),
    // The files a page declares are stamped at the plan's commit, like those it plans.
    blobAt: () => gitBlobAt(repoDir, options.head),
    publish: publisher.publish
  };
}
function localPublisher(repoDir, wikiPath, trees, dryRun) {
  return publisherFor(dryRun ? "dry-run" : "working-tree", {
    repoDir,
    wikiPath,
    trees,
    head: () => headCommit(repoDir)
  });
}
async function workingTreeWiki(repoDir, config) {
  const dir = resolve(repoDir, config.wikiPath);
  try {
    const wiki = await loadWiki(dir, { repoRoot: repoDir, mapFile: config.mapFile });
    return {
      wiki,
      existing: {
        index: await readWikiFile(dir, config.mapFile),
        log: await readWikiFile(dir, "log.md")
      }
    };
  } catch (e) {
    if (!(e instanceof WikiNotFoundError)) throw e;
    return {
      wiki: { pages: [], schema: null, warnings: [] },
      existing: { index: null, log: null }
    };
  }
}

export {
  gitSourceReader,
  localWorkspace,
  localInitWorkspace
};
//# sourceMappingURL=chunk-2XO4BI7D.js.map

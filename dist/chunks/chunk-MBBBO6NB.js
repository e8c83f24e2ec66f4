import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  generatedAt
} from "./chunk-GJDZ3LQV.js";
import {
  localPublishMode
} from "./chunk-6W3AHS2D.js";
import {
  publisherFor
} from "./chunk-OZOPYQNG.js";
import {
  snapshotOfTree,
  treeSourceIndex,
  wikiTreeAt
} from "./chunk-XMPSZJ4H.js";
import {
  gitTrees,
  headCommit
} from "./chunk-5B34HZLY.js";
import {
  WikiNotFoundError,
  loadWiki,
  readWikiFile
} from "./chunk-FHLLNFKR.js";
import {
  gitBlobAt,
  gitSourceReader
} from "./chunk-M4Z37EZN.js";

// src/workspace/local.ts
import { resolve } from "node:path";
function localWorkspace(repoDir, config, options) {
  const trees = gitTrees(repoDir);
  const publisher = localPublisher(repoDir, config.wikiPath, trees, options.dryRun);
  return {
    loadWiki: async () => snapshotOfTree(
      trees,
      await wikiTreeAt(trees, options.commit ?? await headCommit(repoDir), config.wikiPath),
      config.wikiPath,
      { mapFile: config.mapFile }
    ),
    readSource: (m) => gitSourceReader(repoDir, m.sha ?? "HEAD"),
    blobAt: (m) => gitBlobAt(repoDir, m.sha ?? "HEAD"),
    sourceIndex: (m) => treeSourceIndex(trees, m.sha ?? "HEAD"),
    generatedFiles: (m, ignore) => generatedAtCommit(trees, m.sha ?? "HEAD", ignore),
    blobText: async (sha) => (await trees.readBlobs([sha]).catch(() => /* @__PURE__ */ new Map())).get(sha)?.toString("utf8") ?? null,
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
    generatedFiles: (_m, ignore) => generatedAtCommit(trees, options.head, ignore),
    // The files a page declares are stamped at the plan's commit, like those it plans.
    blobAt: () => gitBlobAt(repoDir, options.head),
    publish: publisher.publish
  };
}
async function generatedAtCommit(trees, commit, ignorePaths) {
  const { files } = await treeSourceIndex(trees, commit).list();
  return generatedAt(trees, new Map(files.map((f) => [f.path, f.sha])), ignorePaths);
}
function localPublisher(repoDir, wikiPath, trees, dryRun) {
  return publisherFor(localPublishMode(dryRun), {
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
  localWorkspace,
  localInitWorkspace,
  generatedAtCommit
};
//# sourceMappingURL=chunk-MBBBO6NB.js.map

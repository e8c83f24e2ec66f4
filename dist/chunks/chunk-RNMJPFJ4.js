import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  unifiedDiff
} from "./chunk-7LO3LBM3.js";
import {
  writeWorkingTree
} from "./chunk-EUVW3UGZ.js";
import {
  changedWikiFiles,
  entryAt,
  gitHubTrees,
  wikiEntries,
  wikiSubtree
} from "./chunk-XMPSZJ4H.js";
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";

// src/publish/wiki-guard.ts
var SHOWN = 10;
var WikiMovedError = class extends Error {
  name = "WikiMovedError";
};
var short = (sha) => sha.slice(0, 12);
async function assertWikiAt(source, o) {
  if (o.head === o.base.commit) return;
  const tree = await wikiSubtree(source, o.head, o.base.wikiPath);
  if (tree === o.base.tree) return assertGuardedAt(source, o);
  const changed = changedWikiFiles(o.base.entries, await wikiEntries(source, tree));
  const list = changed.slice(0, SHOWN).map((c) => `${o.base.wikiPath}/${c}`).join(", ");
  const more = changed.length > SHOWN ? ` and ${changed.length - SHOWN} more` : "";
  throw new WikiMovedError(
    `The wiki on ${o.where} changed while this run was working (${short(o.base.commit)}...${short(o.head)}: ${list || "its folder was replaced"}${more}). Nothing was published and nothing on ${o.where} was overwritten. Re-run to ingest this merge on top of the current wiki.`
  );
}
function assertWikiUnchanged(client, o) {
  const source = { ...gitHubTrees(client, o), rootTree: async () => o.headTree };
  return assertWikiAt(source, { where: `"${o.branch}"`, base: o.base, head: o.head });
}
async function assertGuardedAt(source, o) {
  for (const [path, blob] of Object.entries(o.base.guarded ?? {})) {
    const now = (await entryAt(source, o.head, path))?.sha ?? null;
    if (now !== blob)
      throw new WikiMovedError(
        `${path} on ${o.where} changed while this run was working (${short(o.base.commit)}...${short(o.head)}). Nothing was published and nothing on ${o.where} was overwritten. Re-run to ingest this merge on top of it.`
      );
  }
}

// src/publish/working-tree.ts
function workingTreePublisher(target) {
  return {
    async publish(out, _merge, base) {
      if (base)
        await assertWikiAt(target.trees, {
          where: `HEAD in ${target.repoDir}`,
          base: { ...base, wikiPath: target.wikiPath },
          head: await target.head()
        });
      await writeWorkingTree(target.repoDir, out.files, { wikiPath: target.wikiPath });
      return { publish: { mode: "working-tree" } };
    }
  };
}
async function wikiWorkingTreeChanges(repoDir, wikiPath) {
  const out = await gitBuffer(repoDir, [
    "--literal-pathspecs",
    "--no-optional-locks",
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=all",
    "--",
    wikiPath
  ]);
  const fields = out.toString("utf8").split("\0");
  const changes = [];
  for (let i = 0; i < fields.length; i++) {
    const entry = fields[i];
    if (entry.length < 4) continue;
    const status = entry.slice(0, 2);
    const change = { status, path: entry.slice(3) };
    if (status.includes("R") || status.includes("C")) change.from = fields[++i];
    changes.push(change);
  }
  return changes;
}

// src/publish/dry-run.ts
function dryRunDiffs(files, before) {
  return files.map((f) => unifiedDiff(f.path, before[f.path] ?? null, f.content)).filter((d) => d !== "");
}
function dryRunPublisher(_target) {
  return {
    publish: async (out) => ({
      publish: { mode: "dry-run" },
      diffs: dryRunDiffs(out.files, out.before)
    })
  };
}

export {
  assertWikiUnchanged,
  dryRunDiffs,
  dryRunPublisher,
  workingTreePublisher,
  wikiWorkingTreeChanges
};
//# sourceMappingURL=chunk-RNMJPFJ4.js.map

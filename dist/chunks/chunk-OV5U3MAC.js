import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  sinceFromGit
} from "./chunk-MYULCSDX.js";
import {
  gitTrees,
  headCommit
} from "./chunk-2MJ6UVPB.js";
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";
import {
  treeListing
} from "./chunk-Z6FHBA3X.js";
import {
  formatCover
} from "./chunk-VN722EMA.js";

// src/cli/git-head.ts
async function repoTop(dir) {
  return (await gitBuffer(dir, ["rev-parse", "--show-toplevel"])).toString().trim();
}
async function readRepoHead(top, commit) {
  const at = commit ?? await headCommit(top);
  const trees = gitTrees(top);
  const root = await trees.listTree(await trees.rootTree(at), true);
  return { top, commit: at, tree: treeListing(root.entries) };
}
function headReader(top) {
  let held = null;
  return async () => {
    let commit;
    try {
      commit = await headCommit(top);
    } catch {
      return null;
    }
    if (held?.head.commit === commit) return held.head;
    const head = await readRepoHead(top, commit).catch(() => null);
    if (!head) return null;
    const known = /* @__PURE__ */ new Map();
    const since = async (targets) => {
      const wanted = targets.filter((t) => !known.has(formatCover(t)));
      if (wanted.length) {
        const found = await sinceFromGit(top, commit, wanted);
        for (const t of wanted) known.set(formatCover(t), found.get(formatCover(t)) ?? null);
      }
      const out = /* @__PURE__ */ new Map();
      for (const t of targets) {
        const s = known.get(formatCover(t));
        if (s) out.set(formatCover(t), s);
      }
      return out;
    };
    held = { head: { ...head, since }, known };
    return held.head;
  };
}

export {
  repoTop,
  readRepoHead,
  headReader
};
//# sourceMappingURL=chunk-OV5U3MAC.js.map

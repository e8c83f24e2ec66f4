import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GitError,
  gitBuffer
} from "./chunk-G6ZCRMTX.js";

// src/git/tree.ts
import { spawn } from "node:child_process";
function parseLsTree(out) {
  return out.toString("utf8").split("\0").filter((r) => r !== "").map((record) => {
    const tab = record.indexOf("	");
    const [mode, type, sha] = record.slice(0, tab).split(" ");
    return { mode, type, sha, path: record.slice(tab + 1) };
  });
}
function catBlobs(repoDir, shas) {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd: repoDir });
    const chunks = [];
    let err = "";
    child.stdout.on("data", (d) => chunks.push(d));
    child.stderr.setEncoding("utf8").on("data", (d) => err += d);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0)
        return reject(new GitError(`git cat-file in ${repoDir} failed: ${err.trim()}`));
      const all = Buffer.concat(chunks);
      const out = /* @__PURE__ */ new Map();
      let at = 0;
      for (const sha of shas) {
        const eol = all.indexOf(10, at);
        const [, type, size] = all.subarray(at, eol).toString("utf8").split(" ");
        if (type !== "blob") return reject(new GitError(`git cat-file: ${sha} is not a blob`));
        const start = eol + 1;
        out.set(sha, all.subarray(start, start + Number(size)));
        at = start + Number(size) + 1;
      }
      resolve(out);
    });
    child.stdin.end(shas.map((s) => `${s}
`).join(""));
  });
}
function gitTrees(repoDir) {
  return {
    rootTree: async (commit) => (await gitBuffer(repoDir, ["rev-parse", "--verify", `${commit}^{tree}`])).toString().trim(),
    listTree: async (sha, recursive) => ({
      entries: parseLsTree(
        await gitBuffer(repoDir, ["ls-tree", "-z", ...recursive ? ["-r"] : [], sha])
      ),
      truncated: false
    }),
    readBlobs: (shas) => shas.length ? catBlobs(repoDir, shas) : Promise.resolve(/* @__PURE__ */ new Map())
  };
}
async function headCommit(repoDir) {
  return (await gitBuffer(repoDir, ["rev-parse", "--verify", "HEAD^{commit}"])).toString().trim();
}

export {
  gitTrees,
  headCommit
};
//# sourceMappingURL=chunk-5B34HZLY.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  filesBetween,
  mergeInfoFromGit
} from "./chunk-NXCLCQW4.js";
import {
  gitSourceReader
} from "./chunk-M4Z37EZN.js";
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";
import {
  readText
} from "./chunk-BZVW5XM7.js";

// src/workspace/checkout-source.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
async function holdsCommit(dir, rev) {
  if (!existsSync(join(dir, ".git"))) return false;
  return gitBuffer(dir, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]).then(() => true).catch(() => false);
}
async function holdsMerge(dir, sha) {
  if (!sha) return false;
  return await holdsCommit(dir, sha) && holdsCommit(dir, `${sha}^1`);
}
async function holdsPullMerge(dir, sha, headSha) {
  if (!sha || !headSha || !await holdsMerge(dir, sha)) return false;
  const second = await gitBuffer(dir, ["rev-parse", "--verify", "--quiet", `${sha}^2`]).then((b) => b.toString().trim()).catch(() => "");
  return second === headSha;
}
function checkoutFiles(dir, only) {
  return {
    only,
    async files(head, base) {
      if (!await holdsMerge(dir, head)) return null;
      if (base && !await holdsCommit(dir, base)) return null;
      const parent = (await gitBuffer(dir, ["rev-parse", `${head}^1`])).toString().trim();
      if (!base || base === parent)
        return (await mergeInfoFromGit(dir, head, { patches: true })).files;
      return filesBetween(dir, base, head);
    }
  };
}
function checkoutFile(dir) {
  return async (path, ref) => {
    const text = await readText(gitSourceReader(dir, ref))(path);
    return text === null ? { kind: "missing" } : { kind: "file", text };
  };
}
function eventSha(eventName, payload) {
  const p = payload;
  const sha = eventName === "push" ? p?.after : p?.pull_request?.merge_commit_sha;
  return typeof sha === "string" && /^[0-9a-f]{7,64}$/i.test(sha) && !/^0+$/.test(sha) ? sha : void 0;
}
async function checkoutSource(env, config, eventName, payload) {
  const dir = env.GITHUB_WORKSPACE;
  if (!dir || eventName !== "push" && eventName !== "pull_request") return null;
  const sha = eventSha(eventName, payload);
  if (!sha || !await holdsMerge(dir, sha)) return null;
  return { dir, sha, only: config.publishMode === "dry-run" };
}
var checkoutPreviewNote = (sha) => `Dry run from the checkout (GITHUB_WORKSPACE holds the merge): no GitHub API was called \u2014 the merge, the wiki (at the event's commit ${sha.slice(0, 12)}, not the checkout's HEAD) and the sources were read from git, and the ledger read was skipped, so only this merge was decided (no catch-up, no max-daily-cost-usd check) and nothing was recorded.`;

export {
  holdsCommit,
  holdsMerge,
  holdsPullMerge,
  checkoutFiles,
  checkoutFile,
  checkoutSource,
  checkoutPreviewNote
};
//# sourceMappingURL=chunk-5YBHBVOM.js.map

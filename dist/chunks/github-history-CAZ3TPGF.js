import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  branchHead
} from "./chunk-RSATWOFN.js";
import "./chunk-HXD2XRL6.js";
import {
  hasSourceTrailer
} from "./chunk-OUTC5JET.js";
import {
  mergeFromCommit
} from "./chunk-U5PDAGG6.js";
import "./chunk-COHMVWIB.js";
import {
  listCommitsFrom
} from "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";

// src/workspace/github-history.ts
var MAX_PAGES = 3;
function gitHubHistory(options) {
  const repo = { owner: options.owner, repo: options.repo };
  return {
    async head() {
      return branchHead(await options.github(), repo, options.branch);
    },
    async since(query) {
      const octokit = await options.github();
      const listed = /* @__PURE__ */ new Map();
      let page = 0;
      let exhausted = false;
      const more = async () => {
        if (exhausted || page >= MAX_PAGES) return false;
        page++;
        const data = await listCommitsFrom(octokit, repo, { from: query.from, page });
        for (const c of data) listed.set(c.sha, c);
        if (data.length < 100) exhausted = true;
        return true;
      };
      const chain = [];
      let found = false;
      let watermark;
      let cursor = query.from;
      while (cursor) {
        const c = listed.get(cursor);
        if (!c && await more()) continue;
        if (!c) break;
        if (query.isLogged(c.sha)) {
          found = true;
          watermark = c.sha;
          break;
        }
        if (!(hasSourceTrailer(c.message) && query.isOurs?.(c.sha))) chain.push(c.sha);
        cursor = c.parent;
      }
      if (!cursor) found = true;
      const take = chain.slice(0, query.max);
      const merges = await Promise.all(
        take.reverse().map((sha) => mergeFromCommit(octokit, { ...repo, serverUrl: options.serverUrl }, sha))
      );
      return {
        merges,
        older: chain.length - take.length,
        complete: found,
        ...watermark ? { watermark } : {}
      };
    }
  };
}
export {
  gitHubHistory
};
//# sourceMappingURL=github-history-CAZ3TPGF.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  citedStaleCovers,
  staleCitations
} from "./chunk-EFYJWMOA.js";
import {
  sinceByPath
} from "./chunk-Z5N7JXGY.js";
import {
  blobShaAt,
  commitsChangingPath
} from "./chunk-JTHEUOLZ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";

// src/ask/stale-at-head.ts
var MAX_STALE_PATHS = 20;
var STALE_SINCE_READS = 20;
async function staleAtCommit(client, repo, commit, pages, cited) {
  const wanted = new Set(cited);
  const paths = [
    ...new Set(pages.filter((p) => wanted.has(p.slug)).flatMap((p) => p.covers.map((c) => c.path)))
  ].slice(0, MAX_STALE_PATHS);
  if (paths.length === 0) return [];
  const tree = /* @__PURE__ */ new Map();
  await Promise.all(
    paths.map(async (path) => {
      const sha = await blobShaAt(client, repo, commit, path);
      if (sha !== null) tree.set(path, sha);
    })
  );
  const looked = new Set(paths);
  const judged = pages.map((p) => ({ ...p, covers: p.covers.filter((c) => looked.has(c.path)) }));
  const targets = citedStaleCovers(judged, cited, tree);
  let since = /* @__PURE__ */ new Map();
  if (targets.length)
    since = (await sinceByPath(
      targets,
      {
        commits: (path, max) => commitsChangingPath(client, repo, commit, path, max),
        blobAt: (at, path) => blobShaAt(client, repo, at, path)
      },
      STALE_SINCE_READS
    )).found;
  return staleCitations(judged, cited, tree, since);
}
export {
  MAX_STALE_PATHS,
  STALE_SINCE_READS,
  staleAtCommit
};
//# sourceMappingURL=stale-at-head-KJBU3JTF.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  citedStaleCovers,
  staleCitations
} from "./chunk-5EDQY3WY.js";
import {
  sinceByPath
} from "./chunk-E65CTXXU.js";
import {
  blobShaAt,
  commitsChangingPath
} from "./chunk-MVAVXBTY.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-Z6FHBA3X.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-WLZ6MG3N.js";
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
//# sourceMappingURL=stale-at-head-TZCULPNB.js.map

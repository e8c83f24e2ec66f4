import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  generatedAtCommit,
  localWorkspace
} from "./chunk-EKAYTPO3.js";
import {
  gitTrees,
  headCommit
} from "./chunk-2MJ6UVPB.js";
import "./chunk-VCODKOJK.js";
import "./chunk-Y622Q7AZ.js";
import "./chunk-B2Q4HAX2.js";
import "./chunk-AGAYP2QG.js";
import "./chunk-7LO3LBM3.js";
import "./chunk-EEWGWXIG.js";
import {
  treeSourceIndex
} from "./chunk-NBPXMVFA.js";
import "./chunk-JIWZMEPQ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-7ZP2Q2AG.js";
import "./chunk-OUTC5JET.js";
import {
  gitBlobAt,
  gitSourceReader
} from "./chunk-E4XQ67MX.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-Z6FHBA3X.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-VLJZUI6L.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ASHFFPGI.js";
import "./chunk-EBHQNXKL.js";
import "./chunk-WLZ6MG3N.js";
import "./chunk-ALWFP5YV.js";

// src/workspace/checkout.ts
function checkoutWorkspace(dir, config, api) {
  if (config.publishMode === "dry-run")
    return () => Promise.resolve(localWorkspace(dir, config, { dryRun: true }));
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
export {
  checkoutWorkspace,
  generatedAtCheckout
};
//# sourceMappingURL=checkout-37S6WNCL.js.map

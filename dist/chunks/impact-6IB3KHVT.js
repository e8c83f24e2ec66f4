import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  repoScope
} from "./chunk-GZGVYMTA.js";
import "./chunk-UFXPTZ66.js";
import "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-TX7WH4O7.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-ALWFP5YV.js";

// src/action/impact.ts
async function impactOfPullRequest(root) {
  const { runImpactMode } = await import("./run-YGGWPPRQ.js");
  return runImpactMode({
    ...repoScope(root),
    eventName: root.eventName,
    payload: root.payload,
    defaultBranch: root.branch
  });
}
export {
  impactOfPullRequest
};
//# sourceMappingURL=impact-6IB3KHVT.js.map

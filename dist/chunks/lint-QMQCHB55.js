import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  reportOutcome
} from "./chunk-BEUBQ2YI.js";
import "./chunk-U5FISNB3.js";
import {
  publishConfig
} from "./chunk-Y622Q7AZ.js";
import "./chunk-73IPIAXZ.js";
import {
  runLintFix
} from "./chunk-AATLRKDV.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-7ZP2Q2AG.js";
import "./chunk-363AVV2A.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-NCDCODYA.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-J6UY35MG.js";
import "./chunk-OUTC5JET.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-3D4U6EG2.js";
import "./chunk-KU3QK7AZ.js";
import "./chunk-T65S7SPD.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/action/lint.ts
async function lintWiki(root) {
  const { runLintMode } = await import("./lint-at-head-T6SSQ7FI.js");
  return runLintMode({
    config: root.config,
    env: root.env,
    owner: root.owner,
    repo: root.repo,
    serverUrl: root.serverUrl,
    github: root.github,
    branch: root.branch,
    scrub: (text) => root.secrets.scrub(text)
  });
}
async function repairWiki(root, fix) {
  const config = publishConfig(root.config, { kind: "lint-fix" });
  const found = await runLintFix(fix, config, root.pipelineDeps(config));
  const report = root.secrets.scrubDeep(found);
  const d = report.decision;
  return reportOutcome(
    report,
    d.decision === "failed" ? `wiki-ingest lint-fix failed: ${d.reason}` : `wiki-ingest lint-fix ${d.decision} (Tier ${d.tier}): ${d.reason}`
  );
}
export {
  lintWiki,
  repairWiki
};
//# sourceMappingURL=lint-QMQCHB55.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  reportOutcome
} from "./chunk-2JLAPE2S.js";
import "./chunk-U5FISNB3.js";
import {
  repoScope
} from "./chunk-YHJ55ZJJ.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-O66EVBOQ.js";
import {
  publishConfig
} from "./chunk-Y622Q7AZ.js";
import "./chunk-UFXPTZ66.js";
import {
  runLintFix
} from "./chunk-6JUWS6R7.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-7ZP2Q2AG.js";
import "./chunk-NCDCODYA.js";
import "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-363AVV2A.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-KK3CQWFI.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/action/lint.ts
async function lintWiki(root) {
  const { runLintMode } = await import("./lint-at-head-EQC27PRC.js");
  return runLintMode({
    ...repoScope(root),
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
//# sourceMappingURL=lint-4XXCD3CP.js.map

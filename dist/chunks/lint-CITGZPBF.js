import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runLintFix
} from "./chunk-EC3OMIRV.js";
import {
  reportOutcome
} from "./chunk-ABGKKFY7.js";
import "./chunk-N73S4EIW.js";
import {
  repoScope
} from "./chunk-7O2VENRV.js";
import "./chunk-O66EVBOQ.js";
import "./chunk-LSIFOBXJ.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-UFXPTZ66.js";
import {
  publishConfig
} from "./chunk-6W3AHS2D.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-TXEJV3CZ.js";
import "./chunk-IN47HZ6J.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-UTCUGKNB.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-F5VYELV3.js";
import "./chunk-46MQWB27.js";
import "./chunk-ZY76RAZ4.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-NN5PPL6X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-VQK26BKB.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/action/lint.ts
async function lintAtHead(root) {
  const { runLintMode } = await import("./lint-at-head-MF72CZWP.js");
  return runLintMode({
    ...repoScope(root),
    branch: root.branch,
    scrub: (text) => root.secrets.scrub(text)
  });
}
async function repairWiki(root, fix) {
  const config = publishConfig(root.config, "lint-fix");
  const found = await runLintFix(fix, config, root.pipelineDeps(config));
  const report = root.secrets.scrubDeep(found);
  const d = report.decision;
  return reportOutcome(
    report,
    d.decision === "failed" ? `wiki-ingest lint-fix failed: ${d.reason}` : `wiki-ingest lint-fix ${d.decision} (Tier ${d.tier}): ${d.reason}`
  );
}
export {
  lintAtHead,
  repairWiki
};
//# sourceMappingURL=lint-CITGZPBF.js.map

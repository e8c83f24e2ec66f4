import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  impactJson,
  impactLines
} from "./chunk-QBGS7BDX.js";
import {
  repoTop
} from "./chunk-TQXNOVWR.js";
import {
  localImpact
} from "./chunk-T2XJDVWM.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import "./chunk-XVEUHYYS.js";
import "./chunk-DDGQQOIZ.js";
import "./chunk-OX4NBEDK.js";
import "./chunk-H5ILJIEG.js";
import "./chunk-V3LLWZ3W.js";
import "./chunk-MBBBO6NB.js";
import "./chunk-GJDZ3LQV.js";
import "./chunk-6W3AHS2D.js";
import "./chunk-OZOPYQNG.js";
import "./chunk-RNMJPFJ4.js";
import "./chunk-7LO3LBM3.js";
import "./chunk-EUVW3UGZ.js";
import "./chunk-XMPSZJ4H.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-5B34HZLY.js";
import "./chunk-FHLLNFKR.js";
import "./chunk-ILX6WZOR.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-FDIH543C.js";
import "./chunk-32O5A2MR.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-UTCUGKNB.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-F5VYELV3.js";
import "./chunk-46MQWB27.js";
import "./chunk-NODKGI5J.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-OUTC5JET.js";
import "./chunk-NXCLCQW4.js";
import "./chunk-GTNLFIPQ.js";
import "./chunk-M4Z37EZN.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-NN5PPL6X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-F7UMMSZF.js";
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
import "./chunk-BZVW5XM7.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-B4X4OIYH.js";
import "./chunk-COHMVWIB.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";

// src/cli/impact.ts
import { resolve } from "node:path";
var spec = {
  name: "impact",
  summary: "Lists the wiki pages a local change makes stale, as mode: impact would on its pull request: the pages covering a file it changes, deletes or renames, and the pages naming a path or identifier it changes. The change is HEAD against its merge base with the base branch (the default branch unless --base), with --working-tree the uncommitted files too. Free: no model, no network.",
  usage: "[--base REV] [--working-tree] [--json] [--fail-on-impact] [--repo DIR] [--wiki-path P]",
  flags: {
    base: {
      type: "string",
      value: "REV",
      description: "The branch the change would merge into (a branch, tag or commit of this clone). Default: the default branch, as origin/HEAD names it, else main, else master. The wiki is read there; the change is diffed from the merge base."
    },
    "working-tree": {
      type: "boolean",
      description: "Also the changes not committed yet: staged, unstaged and untracked files (not ignored ones)."
    },
    json: {
      type: "boolean",
      description: 'Print one JSON document: {"base": {"ref", "how", "commit", "merge_base"}, "head", "working_tree", "files": [{"path", "status", "previous_path"?}], "pages": [{"slug", "file", "title", "ties": [{"kind", "name", "change", "to"?, "file", "text"}], "edited"}], "scanned", "total", "history" (past commits read for co-changes), "notes"}.'
    },
    "fail-on-impact": {
      type: "boolean",
      description: "Exit 1 when a page is impacted (a pre-push hook or a CI step that should stop until the pages are reviewed). Without it the exit is 0 whatever is impacted."
    },
    repo: {
      type: "string",
      value: "DIR",
      description: "The repository (default: the git repository holding the current folder)."
    }
  },
  inputs: ["impact"]
};
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const start = resolve(typeof values.repo === "string" ? values.repo : ".");
    const top = await repoTop(start).catch(() => {
      throw new Error(`${start} is not in a git repository; run it inside one or pass --repo DIR.`);
    });
    const result = await localImpact(top, config, {
      ...typeof values.base === "string" ? { base: values.base } : {},
      workingTree: values["working-tree"] === true
    });
    process.stdout.write(
      values.json === true ? `${JSON.stringify(impactJson(result), null, 2)}
` : safeLines(impactLines(result, config.wikiPath))
    );
    return values["fail-on-impact"] === true && result.impact.pages.length > 0 ? 1 : 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=impact-5OZBFFUG.js.map

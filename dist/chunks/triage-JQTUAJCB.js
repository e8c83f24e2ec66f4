import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  runCommand
} from "./chunk-ZN2JLOI7.js";
import "./chunk-XEODKNDM.js";
import {
  createClient
} from "./chunk-43JFDRNM.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-KHGEEX46.js";
import "./chunk-363AVV2A.js";
import {
  triage
} from "./chunk-UCRK27ZO.js";
import "./chunk-GSTT6P7W.js";
import "./chunk-FV3HOCPY.js";
import "./chunk-FDUYOX47.js";
import "./chunk-QUIMCS4T.js";
import "./chunk-EKRREJO4.js";
import "./chunk-YIZ3KT72.js";
import "./chunk-MJZUDID2.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import {
  loadConfig
} from "./chunk-RF3EHKVT.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-YFMNJPTT.js";
import "./chunk-L46MCWHH.js";
import "./chunk-67ISWISP.js";
import "./chunk-5WJ2MKOE.js";
import "./chunk-3GVRXVYT.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-G4XHD44H.js";
import "./chunk-OUTC5JET.js";
import "./chunk-ABNB5M2K.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-J43EUBSG.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";

// src/cli/triage.ts
var spec = {
  name: "triage",
  summary: "Runs Tier 2 (the triage model) on one MergeInfo JSON and prints the decision JSON. Needs ANTHROPIC_API_KEY (or --anthropic-api-key); honours ANTHROPIC_BASE_URL.",
  usage: "[FILE | --input FILE|-] [input flags]",
  flags: {
    input: MERGE_INPUT_FLAG
  },
  positional: "input",
  inputs: ["tier1", "tier2"]
};
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const config = await loadConfig(inputs, process.env);
    const client = await createClient(config, process.env, secrets);
    const merge = await readMergeFlag(spec.name, values);
    const decision = await triage(merge, config, {
      client,
      prices: priceTable(config.pricing),
      warn: (message) => process.stderr.write(`warning: ${message}
`)
    });
    process.stdout.write(JSON.stringify(decision) + "\n");
    return 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=triage-JQTUAJCB.js.map

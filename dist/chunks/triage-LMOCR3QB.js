import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  runCommand
} from "./chunk-V6T7U2TN.js";
import "./chunk-XEODKNDM.js";
import {
  triage
} from "./chunk-Z4XD2KMF.js";
import "./chunk-M4HFFGKU.js";
import "./chunk-JUGUUVB6.js";
import "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-FDUYOX47.js";
import "./chunk-QUIMCS4T.js";
import "./chunk-3POSNSTN.js";
import "./chunk-FK23P45Y.js";
import "./chunk-QOJTWIN4.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-PZWFC3OC.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-363AVV2A.js";
import "./chunk-VLJZUI6L.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import {
  createClient
} from "./chunk-ZNECBXZ3.js";
import "./chunk-KHGEEX46.js";
import "./chunk-FO5BEBK5.js";
import {
  loadConfig
} from "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import {
  gated
} from "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-KK3CQWFI.js";
import "./chunk-5WJ2MKOE.js";
import "./chunk-L46MCWHH.js";
import "./chunk-ZQ3OY3VZ.js";
import "./chunk-3GVRXVYT.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
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
    const { client } = gated(await createClient(config, process.env, secrets), {
      budget: config.maxCostUsd
    });
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
//# sourceMappingURL=triage-LMOCR3QB.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  runCommand
} from "./chunk-V6T7U2TN.js";
import "./chunk-XEODKNDM.js";
import {
  classify
} from "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-363AVV2A.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import {
  loadConfig
} from "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";

// src/cli/classify.ts
var spec = {
  name: "classify",
  summary: "Runs the Tier 1 rules on one MergeInfo JSON and prints the decision JSON.",
  usage: "[FILE | --input FILE|-] [input flags]",
  flags: {
    input: MERGE_INPUT_FLAG
  },
  positional: "input",
  inputs: ["tier1"]
};
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const merge = await readMergeFlag(spec.name, values);
    process.stdout.write(JSON.stringify(classify(merge, config)) + "\n");
    return 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=classify-MF23BXI5.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import "./chunk-32O5A2MR.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import {
  classify
} from "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
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
//# sourceMappingURL=classify-B3LBUO5P.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXIT_CODES,
  MERGE_INPUT_FLAG,
  UsageError,
  WIKI_FLAG_RULE,
  commandInputs,
  helpText,
  parseFlags,
  readMergeFlag,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import "./chunk-32O5A2MR.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-ALWFP5YV.js";
export {
  EXIT_CODES,
  MERGE_INPUT_FLAG,
  UsageError,
  WIKI_FLAG_RULE,
  commandInputs,
  helpText,
  parseFlags,
  readMergeFlag,
  runCommand
};
//# sourceMappingURL=flags-S5VS6RLK.js.map

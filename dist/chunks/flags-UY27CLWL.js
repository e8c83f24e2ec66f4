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
} from "./chunk-V6T7U2TN.js";
import "./chunk-XEODKNDM.js";
import "./chunk-363AVV2A.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
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
//# sourceMappingURL=flags-UY27CLWL.js.map

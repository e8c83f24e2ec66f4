import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXIT_CODES,
  MERGE_INPUT_FLAG,
  UsageError,
  commandInputs,
  helpText,
  parseFlags,
  readMergeFlag,
  runCommand
} from "./chunk-3BXFWRYW.js";
import "./chunk-XEODKNDM.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-X3N3RVLS.js";
import "./chunk-WVMTEX3Y.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-QQELERRU.js";
import "./chunk-VEMQLS7P.js";
import "./chunk-ALWFP5YV.js";
export {
  EXIT_CODES,
  MERGE_INPUT_FLAG,
  UsageError,
  commandInputs,
  helpText,
  parseFlags,
  readMergeFlag,
  runCommand
};
//# sourceMappingURL=flags-4TM3VHU6.js.map

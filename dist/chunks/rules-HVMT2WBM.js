import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
} from "./chunk-M5O4HL5E.js";
import "./chunk-OUTC5JET.js";
import "./chunk-2HDNGHNB.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-ALWFP5YV.js";
export {
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
};
//# sourceMappingURL=rules-HVMT2WBM.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  COVERED_RULES,
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
} from "./chunk-G4XHD44H.js";
import "./chunk-OUTC5JET.js";
import "./chunk-ABNB5M2K.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-ALWFP5YV.js";
export {
  COVERED_RULES,
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
};
//# sourceMappingURL=rules-PLHREZ7Y.js.map

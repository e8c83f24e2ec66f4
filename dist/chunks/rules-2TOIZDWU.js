import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  COVERED_RULES,
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
} from "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-ALWFP5YV.js";
export {
  COVERED_RULES,
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
};
//# sourceMappingURL=rules-2TOIZDWU.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
} from "./chunk-IFYK7PHE.js";
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
//# sourceMappingURL=rules-XOOYQXPZ.js.map

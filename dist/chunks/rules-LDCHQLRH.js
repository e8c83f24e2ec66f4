import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
} from "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-ALWFP5YV.js";
export {
  classesByPath,
  classify,
  classifyDetailed,
  needsFileList
};
//# sourceMappingURL=rules-LDCHQLRH.js.map

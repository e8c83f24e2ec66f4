import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fixWiki,
  lintRepair
} from "./chunk-NMJA4SSG.js";
import "./chunk-TOXCKG25.js";
import "./chunk-WHN5YNSR.js";
import "./chunk-X5JVCXS7.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-MJZUDID2.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-ALWFP5YV.js";
export {
  fixWiki,
  lintRepair
};
//# sourceMappingURL=fix-PBT537Q3.js.map

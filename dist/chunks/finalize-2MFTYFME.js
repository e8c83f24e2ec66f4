import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverRepair,
  finalizeChangeset
} from "./chunk-FCXUCWGZ.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-TOXCKG25.js";
import "./chunk-WHN5YNSR.js";
import "./chunk-HBOBECIE.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-X5JVCXS7.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  coverRepair,
  finalizeChangeset
};
//# sourceMappingURL=finalize-2MFTYFME.js.map

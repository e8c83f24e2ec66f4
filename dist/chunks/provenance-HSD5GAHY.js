import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coveringPages,
  coversOf,
  staleness,
  treeListing,
  withCovers
} from "./chunk-NCIS6L3G.js";
import "./chunk-X5JVCXS7.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-ALWFP5YV.js";
export {
  coveringPages,
  coversOf,
  staleness,
  treeListing,
  withCovers
};
//# sourceMappingURL=provenance-HSD5GAHY.js.map

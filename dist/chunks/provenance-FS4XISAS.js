import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coversOf,
  pagesCoveringEach,
  staleness,
  treeListing,
  withCovers
} from "./chunk-72PQLGMD.js";
import "./chunk-LPDO27WZ.js";
import "./chunk-VN722EMA.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-ALWFP5YV.js";
export {
  coversOf,
  pagesCoveringEach,
  staleness,
  treeListing,
  withCovers
};
//# sourceMappingURL=provenance-FS4XISAS.js.map

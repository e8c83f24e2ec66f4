import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coversOf,
  pagesCoveringEach,
  staleness,
  treeListing,
  withCovers
} from "./chunk-Z6FHBA3X.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-ALWFP5YV.js";
export {
  coversOf,
  pagesCoveringEach,
  staleness,
  treeListing,
  withCovers
};
//# sourceMappingURL=provenance-YPF76IB5.js.map

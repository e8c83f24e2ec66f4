import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coversOf,
  missingPaths,
  pagesCoveringEach,
  sinceTargets,
  staleness,
  treeListing,
  withCovers
} from "./chunk-KGKYFF2W.js";
import "./chunk-JFSCXHM7.js";
import "./chunk-YDCY7GGZ.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  coversOf,
  missingPaths,
  pagesCoveringEach,
  sinceTargets,
  staleness,
  treeListing,
  withCovers
};
//# sourceMappingURL=provenance-BMMHWCTE.js.map

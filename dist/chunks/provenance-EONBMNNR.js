import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coversOf,
  missingPaths,
  pagesCoveringEach,
  sinceTargets,
  staleness,
  treeListing,
  withCovers
} from "./chunk-P5QT2RLR.js";
import "./chunk-Z5OZBJF5.js";
import "./chunk-6IFOK4RH.js";
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
//# sourceMappingURL=provenance-EONBMNNR.js.map

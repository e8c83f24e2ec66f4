import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GENERATED_MARK,
  isGeneratedMap,
  mapFileProblem
} from "./chunk-4MFDPNYM.js";
import "./chunk-ALWFP5YV.js";
export {
  GENERATED_MARK,
  isGeneratedMap,
  mapFileProblem
};
//# sourceMappingURL=map-file-IEQGLQQQ.js.map

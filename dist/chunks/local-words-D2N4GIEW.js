import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  comparedText,
  impactAnswer,
  impactJson,
  impactLines
} from "./chunk-WJYJBLUI.js";
import "./chunk-YBE3ND77.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-ALWFP5YV.js";
export {
  comparedText,
  impactAnswer,
  impactJson,
  impactLines
};
//# sourceMappingURL=local-words-D2N4GIEW.js.map

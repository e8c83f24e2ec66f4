import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  askJson,
  askPulseOf,
  percentile,
  withAskJson
} from "./chunk-AJ2K537A.js";
import "./chunk-TGXJPPYB.js";
import "./chunk-EFLKZY2N.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-VEMQLS7P.js";
import "./chunk-ALWFP5YV.js";
export {
  askJson,
  askPulseOf,
  percentile,
  withAskJson
};
//# sourceMappingURL=ask-ZLCQXC44.js.map

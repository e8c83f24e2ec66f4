import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  askJson,
  askPulseOf,
  percentile,
  withAskJson
} from "./chunk-3AJRP24Q.js";
import "./chunk-TGXJPPYB.js";
import "./chunk-7KSQONPR.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  askJson,
  askPulseOf,
  percentile,
  withAskJson
};
//# sourceMappingURL=ask-N4J6PZ7P.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  askPulseJson,
  askPulseOf,
  percentile,
  withAskJson
} from "./chunk-SYKQPBL4.js";
import "./chunk-G7B5R3VQ.js";
import "./chunk-7KSQONPR.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  askPulseJson,
  askPulseOf,
  percentile,
  withAskJson
};
//# sourceMappingURL=ask-RCTYC5K6.js.map

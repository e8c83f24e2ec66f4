import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REGISTERED,
  Redactor,
  redactMerge
} from "./chunk-P2KIGITZ.js";
import "./chunk-OACQX3EN.js";
import "./chunk-ALWFP5YV.js";
export {
  REGISTERED,
  Redactor,
  redactMerge
};
//# sourceMappingURL=redact-DVARFG6A.js.map

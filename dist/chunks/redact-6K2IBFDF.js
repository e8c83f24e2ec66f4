import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REGISTERED,
  Redactor,
  redactMerge
} from "./chunk-TMM3SU6K.js";
import {
  redactionMarker,
  shortRule
} from "./chunk-X3N3RVLS.js";
import "./chunk-ALWFP5YV.js";
export {
  REGISTERED,
  Redactor,
  redactMerge,
  redactionMarker,
  shortRule
};
//# sourceMappingURL=redact-6K2IBFDF.js.map

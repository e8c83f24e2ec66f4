import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REGISTERED,
  Redactor,
  redactMerge
} from "./chunk-XRIAO3CB.js";
import {
  redactionMarker,
  shortRule
} from "./chunk-363AVV2A.js";
import "./chunk-ALWFP5YV.js";
export {
  REGISTERED,
  Redactor,
  redactMerge,
  redactionMarker,
  shortRule
};
//# sourceMappingURL=redact-JAXFBOXN.js.map

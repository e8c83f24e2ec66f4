import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REGISTERED,
  Redactor,
  redactMerge
} from "./chunk-BCADPBBR.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-ALWFP5YV.js";
export {
  REGISTERED,
  Redactor,
  redactMerge
};
//# sourceMappingURL=redact-3JQIZDW6.js.map

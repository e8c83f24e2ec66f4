import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MASK,
  MIN_SECRET_CHARS,
  SecretRegistry,
  secretForms
} from "./chunk-QQELERRU.js";
import "./chunk-ALWFP5YV.js";
export {
  MASK,
  MIN_SECRET_CHARS,
  SecretRegistry,
  secretForms
};
//# sourceMappingURL=secrets-LY2MXGUV.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SecretLintProfiler,
  secretLintProfiler
} from "./chunk-AEIMJ5SP.js";
import "./chunk-ALWFP5YV.js";
export {
  SecretLintProfiler,
  secretLintProfiler
};
//# sourceMappingURL=node-QKXG6FLV.js.map

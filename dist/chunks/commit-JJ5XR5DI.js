import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mergeFromCommit,
  withPullRequest
} from "./chunk-QMDSDDQ5.js";
import "./chunk-FMEJCTCP.js";
import "./chunk-WLZ6MG3N.js";
import "./chunk-ALWFP5YV.js";
export {
  mergeFromCommit,
  withPullRequest
};
//# sourceMappingURL=commit-JJ5XR5DI.js.map

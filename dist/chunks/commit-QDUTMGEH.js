import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mergeFromCommit,
  withPullRequest
} from "./chunk-5V4MT4AA.js";
import "./chunk-COHMVWIB.js";
import "./chunk-WLZ6MG3N.js";
import "./chunk-ALWFP5YV.js";
export {
  mergeFromCommit,
  withPullRequest
};
//# sourceMappingURL=commit-QDUTMGEH.js.map

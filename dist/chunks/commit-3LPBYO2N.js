import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mergeFromCommit,
  withPullRequest
} from "./chunk-U5PDAGG6.js";
import "./chunk-COHMVWIB.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";
export {
  mergeFromCommit,
  withPullRequest
};
//# sourceMappingURL=commit-3LPBYO2N.js.map

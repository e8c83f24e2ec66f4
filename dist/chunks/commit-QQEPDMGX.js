import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mergeFromCommit,
  withPullRequest
} from "./chunk-ASITGGUP.js";
import "./chunk-FMEJCTCP.js";
import "./chunk-N4ZFS2W5.js";
import "./chunk-ALWFP5YV.js";
export {
  mergeFromCommit,
  withPullRequest
};
//# sourceMappingURL=commit-QQEPDMGX.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fromApiFile,
  listCommitsFrom,
  pullRequestsOfCommit,
  readCommit
} from "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";
export {
  fromApiFile,
  listCommitsFrom,
  pullRequestsOfCommit,
  readCommit
};
//# sourceMappingURL=commits-BCQIXTDB.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createPullRequest,
  openPullRequest,
  pullRequestFiles,
  setPullRequestBody
} from "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";
export {
  createPullRequest,
  openPullRequest,
  pullRequestFiles,
  setPullRequestBody
};
//# sourceMappingURL=pulls-3WKVLYLW.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createPullRequest,
  openPullRequest,
  pullRequestFiles,
  setPullRequestBody
} from "./chunk-K7YVZ6QL.js";
import "./chunk-N4ZFS2W5.js";
import "./chunk-ALWFP5YV.js";
export {
  createPullRequest,
  openPullRequest,
  pullRequestFiles,
  setPullRequestBody
};
//# sourceMappingURL=pulls-VSMQG5F3.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createPullRequest,
  openPullRequest,
  pullRequestFiles,
  setPullRequestBody
} from "./chunk-ASHFFPGI.js";
import "./chunk-WLZ6MG3N.js";
import "./chunk-ALWFP5YV.js";
export {
  createPullRequest,
  openPullRequest,
  pullRequestFiles,
  setPullRequestBody
};
//# sourceMappingURL=pulls-DFFZZH62.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitTrees,
  headCommit
} from "./chunk-5B34HZLY.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-ALWFP5YV.js";
export {
  gitTrees,
  headCommit
};
//# sourceMappingURL=tree-EJ67Z3V2.js.map

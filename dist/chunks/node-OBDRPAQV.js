import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-O7FHJNDT.js";
import "./chunk-ALWFP5YV.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
//# sourceMappingURL=node-OBDRPAQV.js.map

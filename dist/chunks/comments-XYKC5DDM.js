import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  replyThread
} from "./chunk-CRLHKBKG.js";
import "./chunk-F5LXARE4.js";
import "./chunk-ALWFP5YV.js";
export {
  replyThread
};
//# sourceMappingURL=comments-XYKC5DDM.js.map

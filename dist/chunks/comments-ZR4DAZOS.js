import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  replyThread
} from "./chunk-NIMKFHUB.js";
import "./chunk-COCYHYDI.js";
import "./chunk-ALWFP5YV.js";
export {
  replyThread
};
//# sourceMappingURL=comments-ZR4DAZOS.js.map

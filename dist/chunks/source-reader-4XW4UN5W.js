import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SOURCE_CHAR_CAP,
  looksBinary,
  readText
} from "./chunk-LXSCDGY5.js";
import "./chunk-ALWFP5YV.js";
export {
  SOURCE_CHAR_CAP,
  looksBinary,
  readText
};
//# sourceMappingURL=source-reader-4XW4UN5W.js.map

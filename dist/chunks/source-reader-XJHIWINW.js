import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SOURCE_CHAR_CAP,
  SOURCE_RUN_CHARS,
  looksBinary,
  readText
} from "./chunk-BZVW5XM7.js";
import "./chunk-ALWFP5YV.js";
export {
  SOURCE_CHAR_CAP,
  SOURCE_RUN_CHARS,
  looksBinary,
  readText
};
//# sourceMappingURL=source-reader-XJHIWINW.js.map

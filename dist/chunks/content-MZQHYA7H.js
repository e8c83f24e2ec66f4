import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  decodeContent,
  readFileAt
} from "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-ALWFP5YV.js";
export {
  decodeContent,
  readFileAt
};
//# sourceMappingURL=content-MZQHYA7H.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  comparedText,
  impactAnswer,
  impactJson,
  impactLines
} from "./chunk-OEHZGAZI.js";
import "./chunk-HSNBGHGQ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-YDVQSF4K.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-JFSCXHM7.js";
import "./chunk-YDCY7GGZ.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  comparedText,
  impactAnswer,
  impactJson,
  impactLines
};
//# sourceMappingURL=local-words-OWBJ3SHU.js.map

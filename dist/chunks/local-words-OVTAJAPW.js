import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  comparedText,
  impactAnswer,
  impactJson,
  impactLines
} from "./chunk-QBGS7BDX.js";
import "./chunk-DDGQQOIZ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  comparedText,
  impactAnswer,
  impactJson,
  impactLines
};
//# sourceMappingURL=local-words-OVTAJAPW.js.map

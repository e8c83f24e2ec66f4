import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverRepair,
  finalizeChangeset
} from "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-ALWFP5YV.js";
export {
  coverRepair,
  finalizeChangeset
};
//# sourceMappingURL=finalize-7UXMD5V4.js.map

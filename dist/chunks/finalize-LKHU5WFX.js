import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverRepair,
  finalizeChangeset
} from "./chunk-EYMIY7NF.js";
import "./chunk-RKQG7DBB.js";
import "./chunk-VWV6722L.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-JFSCXHM7.js";
import "./chunk-YDCY7GGZ.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-ALWFP5YV.js";
export {
  coverRepair,
  finalizeChangeset
};
//# sourceMappingURL=finalize-LKHU5WFX.js.map

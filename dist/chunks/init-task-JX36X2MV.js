import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
} from "./chunk-NN5PPL6X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-K5FLXCZD.js";
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
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
};
//# sourceMappingURL=init-task-JX36X2MV.js.map

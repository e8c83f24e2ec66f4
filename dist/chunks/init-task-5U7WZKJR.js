import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
} from "./chunk-TVBWAKLA.js";
import "./chunk-Z6FHBA3X.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-ZQYPHQNQ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
};
//# sourceMappingURL=init-task-5U7WZKJR.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
} from "./chunk-6FRL5WYQ.js";
import "./chunk-XY5UAEKP.js";
import "./chunk-KGNIK2MN.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-AOR2YOBN.js";
import "./chunk-QGWUQKYJ.js";
import "./chunk-RVV6CTHM.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-EG2VR7QE.js";
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
//# sourceMappingURL=init-task-QWBP52VW.js.map

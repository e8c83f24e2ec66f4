import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
} from "./chunk-XTOP6Y4B.js";
import "./chunk-NCIS6L3G.js";
import "./chunk-HBOBECIE.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-X5JVCXS7.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
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
//# sourceMappingURL=init-task-ANZCSVYM.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
} from "./chunk-7BCIV6FE.js";
import "./chunk-3WR4ZRG2.js";
import "./chunk-BMN557Z2.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-F2NIVWGQ.js";
import "./chunk-QGWUQKYJ.js";
import "./chunk-GK2BIUY4.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-MWHA3O2D.js";
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
//# sourceMappingURL=init-task-76GNJVA2.js.map

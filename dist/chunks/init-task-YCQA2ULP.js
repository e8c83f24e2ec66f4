import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  initCloseOutput,
  initFirstMessage,
  initLogEntry,
  initMerge,
  readOnlyWiki,
  stampCovers
} from "./chunk-B374I2N7.js";
import "./chunk-23A6OATY.js";
import "./chunk-3WR4ZRG2.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-6I6PDQPC.js";
import "./chunk-QGWUQKYJ.js";
import "./chunk-72A6L3JC.js";
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
//# sourceMappingURL=init-task-YCQA2ULP.js.map

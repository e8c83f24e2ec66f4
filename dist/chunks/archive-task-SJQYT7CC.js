import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
} from "./chunk-QY767RVN.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-AOR2YOBN.js";
import "./chunk-QGWUQKYJ.js";
import "./chunk-IRFWJJSA.js";
import "./chunk-RVV6CTHM.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-ALWFP5YV.js";
export {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
};
//# sourceMappingURL=archive-task-SJQYT7CC.js.map

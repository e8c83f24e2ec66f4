import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
} from "./chunk-EJB3L4C6.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-6I6PDQPC.js";
import "./chunk-QGWUQKYJ.js";
import "./chunk-IRFWJJSA.js";
import "./chunk-72A6L3JC.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-ALWFP5YV.js";
export {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
};
//# sourceMappingURL=archive-task-GOWQOEBA.js.map

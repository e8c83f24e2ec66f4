import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
} from "./chunk-3FFNKJC5.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-X5JVCXS7.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-ALWFP5YV.js";
export {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
};
//# sourceMappingURL=archive-task-FQZ4V3SJ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
} from "./chunk-K6UROGWG.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-ALWFP5YV.js";
export {
  archiveFirstMessage,
  archiveMerge,
  archiveWiki,
  withCitedRelated
};
//# sourceMappingURL=archive-task-3FJBCIBD.js.map

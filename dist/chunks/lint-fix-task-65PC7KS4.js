import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lintFixFirstMessage,
  lintFixMerge,
  repairOnlyOutput
} from "./chunk-NMVAOTJW.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-IM5MW5T7.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-K55KSKZE.js";
import "./chunk-CAEVJOX2.js";
import "./chunk-ZQYPHQNQ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-LPDO27WZ.js";
import "./chunk-VN722EMA.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  lintFixFirstMessage,
  lintFixMerge,
  repairOnlyOutput
};
//# sourceMappingURL=lint-fix-task-65PC7KS4.js.map

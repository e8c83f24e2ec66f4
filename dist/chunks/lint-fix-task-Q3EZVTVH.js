import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lintFixFirstMessage,
  lintFixMerge,
  repairOnlyOutput
} from "./chunk-32ZBJEAN.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-MGO6SW6C.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-6ILI3YZD.js";
import "./chunk-JTZGSTOB.js";
import "./chunk-HD2CP4LG.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-NMZ44ZY4.js";
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
  lintFixFirstMessage,
  lintFixMerge,
  repairOnlyOutput
};
//# sourceMappingURL=lint-fix-task-Q3EZVTVH.js.map

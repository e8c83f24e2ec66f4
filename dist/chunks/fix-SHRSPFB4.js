import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fixWiki,
  lintRepair
} from "./chunk-3EAL76VW.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-6ILI3YZD.js";
import "./chunk-JTZGSTOB.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-ALWFP5YV.js";
export {
  fixWiki,
  lintRepair
};
//# sourceMappingURL=fix-SHRSPFB4.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fixWiki,
  lintRepair
} from "./chunk-XODPGEL3.js";
import "./chunk-PS6SDR24.js";
import "./chunk-K55KSKZE.js";
import "./chunk-CAEVJOX2.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-LPDO27WZ.js";
import "./chunk-VN722EMA.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-ALWFP5YV.js";
export {
  fixWiki,
  lintRepair
};
//# sourceMappingURL=fix-UDB5UGTZ.js.map

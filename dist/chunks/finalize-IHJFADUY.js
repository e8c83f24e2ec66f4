import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverRepair,
  finalizeChangeset
} from "./chunk-AGHDV7M7.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-6ILI3YZD.js";
import "./chunk-JTZGSTOB.js";
import "./chunk-ZQYPHQNQ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
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
  coverRepair,
  finalizeChangeset
};
//# sourceMappingURL=finalize-IHJFADUY.js.map

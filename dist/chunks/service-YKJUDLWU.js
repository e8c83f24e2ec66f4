import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ResourceError,
  WikiService
} from "./chunk-5AL52MOO.js";
import "./chunk-5EDQY3WY.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-7GVZEFME.js";
import "./chunk-4EFN3OT6.js";
import "./chunk-Z6FHBA3X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-PZWFC3OC.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";
export {
  ResourceError,
  WikiService
};
//# sourceMappingURL=service-YKJUDLWU.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverablePath
} from "./chunk-V2BZU5QS.js";
import "./chunk-AQUOXTEK.js";
import "./chunk-VLJZUI6L.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-VN722EMA.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-ALWFP5YV.js";
export {
  coverablePath
};
//# sourceMappingURL=coverable-2M2DT2S3.js.map

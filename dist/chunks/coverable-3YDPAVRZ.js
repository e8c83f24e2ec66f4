import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverablePath
} from "./chunk-VTTFE23D.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-3VMC4SGA.js";
import "./chunk-KCYOPBMT.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-YFMNJPTT.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-ABNB5M2K.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";
export {
  coverablePath
};
//# sourceMappingURL=coverable-3YDPAVRZ.js.map

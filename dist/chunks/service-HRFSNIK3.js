import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ResourceError,
  WikiService
} from "./chunk-XKNZRMRT.js";
import "./chunk-QWY4EJFQ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-JAAWDTVG.js";
import "./chunk-F4VIW5WX.js";
import "./chunk-NCIS6L3G.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-X5JVCXS7.js";
import "./chunk-BFDEGBXM.js";
import "./chunk-KCYOPBMT.js";
import "./chunk-YIZ3KT72.js";
import "./chunk-MJZUDID2.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";
export {
  ResourceError,
  WikiService
};
//# sourceMappingURL=service-HRFSNIK3.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ResourceError,
  WikiService
} from "./chunk-F2KVZKUU.js";
import "./chunk-LZV5N57T.js";
import "./chunk-EFYJWMOA.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-FHLLNFKR.js";
import "./chunk-BXI5JLIV.js";
import "./chunk-3HNVCDAP.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-F5VYELV3.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  ResourceError,
  WikiService
};
//# sourceMappingURL=service-IWVUAAD5.js.map

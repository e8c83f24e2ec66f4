import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ResourceError,
  WikiService
} from "./chunk-HEXBLZ76.js";
import "./chunk-EKO7BUQB.js";
import "./chunk-VJBP5VXT.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-5CGITE44.js";
import "./chunk-PGLAY6TM.js";
import "./chunk-KF7QL5HZ.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-F4RYAAEG.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-KGKYFF2W.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-KJK4HHZM.js";
import "./chunk-S65U6EDI.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-JFSCXHM7.js";
import "./chunk-YDCY7GGZ.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-ALWFP5YV.js";
export {
  ResourceError,
  WikiService
};
//# sourceMappingURL=service-EZZ6EQVI.js.map

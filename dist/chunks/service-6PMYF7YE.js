import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ResourceError,
  WikiService
} from "./chunk-RS7XSPO4.js";
import "./chunk-2BHPUJWG.js";
import "./chunk-IBJI6SMW.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-QIE6GL4J.js";
import "./chunk-KTXTKLR4.js";
import "./chunk-3HNVCDAP.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-6CUW4BEV.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-P5QT2RLR.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-Z5OZBJF5.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  ResourceError,
  WikiService
};
//# sourceMappingURL=service-6PMYF7YE.js.map

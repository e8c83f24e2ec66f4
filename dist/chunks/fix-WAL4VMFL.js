import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fixWiki,
  lintRepair
} from "./chunk-5TPADJ3J.js";
import "./chunk-CERFHT6C.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-FDIH543C.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-ALWFP5YV.js";
export {
  fixWiki,
  lintRepair
};
//# sourceMappingURL=fix-WAL4VMFL.js.map

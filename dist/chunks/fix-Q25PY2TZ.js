import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fixWiki,
  lintRepair
} from "./chunk-ZD3YB6RT.js";
import "./chunk-3WO3QTSJ.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-FDIH543C.js";
import "./chunk-RKQG7DBB.js";
import "./chunk-VWV6722L.js";
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
  fixWiki,
  lintRepair
};
//# sourceMappingURL=fix-Q25PY2TZ.js.map

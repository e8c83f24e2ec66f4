import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverablePath
} from "./chunk-B6XFU4U5.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-DHVRHUOL.js";
import "./chunk-VQK26BKB.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-ALWFP5YV.js";
export {
  coverablePath
};
//# sourceMappingURL=coverable-KEXSPBCY.js.map

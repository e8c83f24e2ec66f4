import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runArchive,
  runInitBatch,
  runTask
} from "./chunk-TXEJV3CZ.js";
import "./chunk-IN47HZ6J.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-ZY76RAZ4.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  runArchive,
  runInitBatch,
  runTask
};
//# sourceMappingURL=task-XZTWFBDX.js.map

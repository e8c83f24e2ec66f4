import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_TASK,
  publishesOf,
  specOf,
  taskMerge
} from "./chunk-EQOFNPBD.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-YDVQSF4K.js";
import "./chunk-F4RYAAEG.js";
import "./chunk-KNAIUSHO.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-IHQLOO23.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-EYMIY7NF.js";
import "./chunk-RKQG7DBB.js";
import "./chunk-VWV6722L.js";
import "./chunk-BITTIAFJ.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-KGKYFF2W.js";
import "./chunk-S65U6EDI.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-JFSCXHM7.js";
import "./chunk-YDCY7GGZ.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-VQK26BKB.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  MERGE_TASK,
  publishesOf,
  specOf,
  taskMerge
};
//# sourceMappingURL=task-specs-PQVACS2P.js.map

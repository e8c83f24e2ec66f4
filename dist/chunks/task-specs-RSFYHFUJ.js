import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_TASK,
  publishesOf,
  specOf,
  taskMerge
} from "./chunk-UTCUGKNB.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-F5VYELV3.js";
import "./chunk-46MQWB27.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-NN5PPL6X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
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
//# sourceMappingURL=task-specs-RSFYHFUJ.js.map

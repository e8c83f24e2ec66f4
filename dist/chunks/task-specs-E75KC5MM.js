import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_TASK,
  specOf,
  taskMerge
} from "./chunk-QXY2O5J6.js";
import "./chunk-F6C2E6DO.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-FK23P45Y.js";
import "./chunk-QOJTWIN4.js";
import "./chunk-TVBWAKLA.js";
import "./chunk-Z6FHBA3X.js";
import "./chunk-6Q3U6H2M.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-VLJZUI6L.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-AGHDV7M7.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-6ILI3YZD.js";
import "./chunk-JTZGSTOB.js";
import "./chunk-ZQYPHQNQ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  MERGE_TASK,
  specOf,
  taskMerge
};
//# sourceMappingURL=task-specs-E75KC5MM.js.map

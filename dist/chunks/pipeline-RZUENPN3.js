import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  closeInit,
  runArchive,
  runInitBatch,
  runPipeline
} from "./chunk-KFVDRKS3.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-7ZP2Q2AG.js";
import "./chunk-X3N3RVLS.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-IIAT4BZ5.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-IFYK7PHE.js";
import "./chunk-OUTC5JET.js";
import "./chunk-2HDNGHNB.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  closeInit,
  runArchive,
  runInitBatch,
  runPipeline
};
//# sourceMappingURL=pipeline-RZUENPN3.js.map

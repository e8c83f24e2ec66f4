import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  closeInit,
  runArchive,
  runInitBatch,
  runLintFix,
  runPipeline
} from "./chunk-4MJOMVAN.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-7ZP2Q2AG.js";
import "./chunk-363AVV2A.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-NCDCODYA.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-G4XHD44H.js";
import "./chunk-OUTC5JET.js";
import "./chunk-ABNB5M2K.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  closeInit,
  runArchive,
  runInitBatch,
  runLintFix,
  runPipeline
};
//# sourceMappingURL=pipeline-PJBQQDRN.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  closeInit,
  runArchive,
  runInitBatch,
  runLintFix,
  runPipeline,
  withRunBudget
} from "./chunk-6JUWS6R7.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-7ZP2Q2AG.js";
import "./chunk-NCDCODYA.js";
import "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-363AVV2A.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-KK3CQWFI.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  closeInit,
  runArchive,
  runInitBatch,
  runLintFix,
  runPipeline,
  withRunBudget
};
//# sourceMappingURL=pipeline-HHR4K5R6.js.map

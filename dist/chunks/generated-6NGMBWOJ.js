import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GeneratedFiles,
  LONG_LINE_CHARS,
  generatedByContent,
  generatedByPatch,
  loadGeneratedFiles,
  markGenerated,
  nestedAttributes,
  sourceFirst
} from "./chunk-VQK26BKB.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-ALWFP5YV.js";
export {
  GeneratedFiles,
  LONG_LINE_CHARS,
  generatedByContent,
  generatedByPatch,
  loadGeneratedFiles,
  markGenerated,
  nestedAttributes,
  sourceFirst
};
//# sourceMappingURL=generated-6NGMBWOJ.js.map

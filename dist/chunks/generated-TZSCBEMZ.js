import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GeneratedFiles,
  LONG_LINE_CHARS,
  generatedByContent,
  generatedByPatch,
  loadGeneratedFiles,
  markGenerated,
  sourceFirst
} from "./chunk-YFMNJPTT.js";
import "./chunk-ABNB5M2K.js";
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
  sourceFirst
};
//# sourceMappingURL=generated-TZSCBEMZ.js.map

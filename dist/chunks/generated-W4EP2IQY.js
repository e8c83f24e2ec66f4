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
} from "./chunk-VLJZUI6L.js";
import "./chunk-LV3HPON7.js";
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
//# sourceMappingURL=generated-W4EP2IQY.js.map

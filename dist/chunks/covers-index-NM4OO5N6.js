import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  COVERS_INDEX_MARK,
  coversIndexFor,
  coversIndexOf,
  pagesCovering,
  parseCoversIndex,
  renderCoversIndex
} from "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  COVERS_INDEX_MARK,
  coversIndexFor,
  coversIndexOf,
  pagesCovering,
  parseCoversIndex,
  renderCoversIndex
};
//# sourceMappingURL=covers-index-NM4OO5N6.js.map

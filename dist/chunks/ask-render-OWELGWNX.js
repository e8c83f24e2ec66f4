import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ASK_HEAD,
  askHeadline,
  renderAskHtml,
  renderAskText
} from "./chunk-OIYHWRIT.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-AJ2K537A.js";
import "./chunk-TGXJPPYB.js";
import "./chunk-EFLKZY2N.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-VEMQLS7P.js";
import "./chunk-ALWFP5YV.js";
export {
  ASK_HEAD,
  askHeadline,
  renderAskHtml,
  renderAskText
};
//# sourceMappingURL=ask-render-OWELGWNX.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ASK_HEAD,
  askHeadline,
  renderAskHtml,
  renderAskText
} from "./chunk-HZGSXEQU.js";
import "./chunk-3AJRP24Q.js";
import "./chunk-TGXJPPYB.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-7KSQONPR.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  ASK_HEAD,
  askHeadline,
  renderAskHtml,
  renderAskText
};
//# sourceMappingURL=ask-render-KQ764RWU.js.map

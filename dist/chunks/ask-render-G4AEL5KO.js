import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ASK_HEAD,
  askHeadline,
  renderAskHtml,
  renderAskText
} from "./chunk-V6PUJYPR.js";
import "./chunk-SYKQPBL4.js";
import "./chunk-G7B5R3VQ.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-7KSQONPR.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  ASK_HEAD,
  askHeadline,
  renderAskHtml,
  renderAskText
};
//# sourceMappingURL=ask-render-G4AEL5KO.js.map

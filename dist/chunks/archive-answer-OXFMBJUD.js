import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveAnswer
} from "./chunk-FWNQUDJE.js";
import "./chunk-VDO324A3.js";
import "./chunk-U5FISNB3.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-NIMKFHUB.js";
import "./chunk-COCYHYDI.js";
import "./chunk-Y622Q7AZ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-R3DR3US5.js";
import "./chunk-7KSQONPR.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-KK3CQWFI.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  archiveAnswer
};
//# sourceMappingURL=archive-answer-OXFMBJUD.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveBranch,
  runSave
} from "./chunk-MVC42QWA.js";
import "./chunk-NIMKFHUB.js";
import "./chunk-COCYHYDI.js";
import "./chunk-RSATWOFN.js";
import "./chunk-7VX7QTCI.js";
import "./chunk-7KSQONPR.js";
import "./chunk-7UOWAO7G.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";
export {
  archiveBranch,
  runSave
};
//# sourceMappingURL=save-run-NHVSJEYD.js.map

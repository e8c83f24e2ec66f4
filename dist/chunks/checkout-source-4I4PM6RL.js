import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkoutFile,
  checkoutFiles,
  checkoutPreviewNote,
  checkoutSource,
  holdsCommit,
  holdsMerge,
  holdsPullMerge
} from "./chunk-5YBHBVOM.js";
import "./chunk-NXCLCQW4.js";
import "./chunk-GTNLFIPQ.js";
import "./chunk-M4Z37EZN.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-BZVW5XM7.js";
import "./chunk-COHMVWIB.js";
import "./chunk-ALWFP5YV.js";
export {
  checkoutFile,
  checkoutFiles,
  checkoutPreviewNote,
  checkoutSource,
  holdsCommit,
  holdsMerge,
  holdsPullMerge
};
//# sourceMappingURL=checkout-source-4I4PM6RL.js.map

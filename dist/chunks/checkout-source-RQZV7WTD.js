import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECKOUT_PREVIEW_NOTE,
  checkoutFile,
  checkoutFiles,
  checkoutSource,
  holdsCommit,
  holdsMerge,
  holdsPullMerge
} from "./chunk-QRFQVC2K.js";
import "./chunk-MXZYCFCW.js";
import "./chunk-GTNLFIPQ.js";
import "./chunk-ZBFMYCXQ.js";
import "./chunk-UVMFEQPW.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-COHMVWIB.js";
import "./chunk-ALWFP5YV.js";
export {
  CHECKOUT_PREVIEW_NOTE,
  checkoutFile,
  checkoutFiles,
  checkoutSource,
  holdsCommit,
  holdsMerge,
  holdsPullMerge
};
//# sourceMappingURL=checkout-source-RQZV7WTD.js.map

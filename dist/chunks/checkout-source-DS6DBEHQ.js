import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CHECKOUT_PREVIEW_NOTE,
  checkoutFile,
  checkoutFiles,
  checkoutSource,
  holdsCommit,
  holdsMerge,
  holdsPullMerge
} from "./chunk-TS44YV3V.js";
import "./chunk-FW3G572E.js";
import "./chunk-GTNLFIPQ.js";
import "./chunk-E4XQ67MX.js";
import "./chunk-G6ZCRMTX.js";
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
//# sourceMappingURL=checkout-source-DS6DBEHQ.js.map

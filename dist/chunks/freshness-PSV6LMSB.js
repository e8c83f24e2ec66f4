import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  freshnessOf,
  shareOf
} from "./chunk-ILX6WZOR.js";
import "./chunk-DM27KG3S.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  freshnessOf,
  shareOf
};
//# sourceMappingURL=freshness-PSV6LMSB.js.map

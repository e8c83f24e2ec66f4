import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  freshnessCell,
  freshnessWeeks
} from "./chunk-GP3FSIJB.js";
import "./chunk-ALWFP5YV.js";
export {
  freshnessCell,
  freshnessWeeks
};
//# sourceMappingURL=freshness-ZRUTLXGN.js.map

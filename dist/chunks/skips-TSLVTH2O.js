import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  skipEntries,
  staleCovering
} from "./chunk-DCIHUVG5.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-ALWFP5YV.js";
export {
  skipEntries,
  staleCovering
};
//# sourceMappingURL=skips-TSLVTH2O.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  skipEntries,
  staleCovering
} from "./chunk-SSW4YGAB.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  skipEntries,
  staleCovering
};
//# sourceMappingURL=skips-WAVDPILG.js.map

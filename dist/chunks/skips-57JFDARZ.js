import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  skipEntries,
  staleCovering
} from "./chunk-UOC5XTAP.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-ALWFP5YV.js";
export {
  skipEntries,
  staleCovering
};
//# sourceMappingURL=skips-57JFDARZ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  secretPathMatcher
} from "./chunk-DHVRHUOL.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-ALWFP5YV.js";
export {
  secretPathMatcher
};
//# sourceMappingURL=source-Y464TFHQ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  hidingSentence,
  markHiding,
  rulesHidingCovers
} from "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-ALWFP5YV.js";
export {
  hidingSentence,
  markHiding,
  rulesHidingCovers
};
//# sourceMappingURL=attribute-changes-REU3RREP.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HISTORY_COMMITS,
  pastChanges
} from "./chunk-H5ILJIEG.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-ALWFP5YV.js";
export {
  HISTORY_COMMITS,
  pastChanges
};
//# sourceMappingURL=past-changes-JQPJUEWL.js.map

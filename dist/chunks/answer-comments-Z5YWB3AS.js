import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MAX_COMMENT_PAGES,
  listAnswerComments
} from "./chunk-PYVOTGF7.js";
import "./chunk-R3DR3US5.js";
import "./chunk-7KSQONPR.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-ALWFP5YV.js";
export {
  MAX_COMMENT_PAGES,
  listAnswerComments
};
//# sourceMappingURL=answer-comments-Z5YWB3AS.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MAX_COMMENT_PAGES,
  listAnswerComments
} from "./chunk-TONRJTME.js";
import "./chunk-EFLKZY2N.js";
import "./chunk-VEMQLS7P.js";
import "./chunk-ALWFP5YV.js";
export {
  MAX_COMMENT_PAGES,
  listAnswerComments
};
//# sourceMappingURL=answer-comments-QNNLXSZX.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SpendGate,
  budgetLeft,
  budgetRefusal,
  budgetStopSentence,
  budgetText,
  dayCap,
  gated,
  saysBudgetStop,
  through
} from "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-KK3CQWFI.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  SpendGate,
  budgetLeft,
  budgetRefusal,
  budgetStopSentence,
  budgetText,
  dayCap,
  gated,
  saysBudgetStop,
  through
};
//# sourceMappingURL=gate-AAOBTJFQ.js.map

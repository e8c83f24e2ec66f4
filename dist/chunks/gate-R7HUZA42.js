import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  budgetStopSentence,
  dayCap,
  dayStopSentence,
  saysBudgetStop
} from "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-ALWFP5YV.js";
export {
  budgetStopSentence,
  dayCap,
  dayStopSentence,
  saysBudgetStop
};
//# sourceMappingURL=gate-R7HUZA42.js.map

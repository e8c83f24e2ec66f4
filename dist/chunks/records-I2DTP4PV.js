import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  BUDGET_RETRIES,
  answersInLastDay,
  budgetStops,
  confirmedSha,
  emptyLedger,
  isDecided,
  isWikiCommit,
  logNames,
  parseLedger,
  serializeLedger,
  spentByOthersSince,
  spentInLastDay,
  startedWith,
  unconfirmedLogNames
} from "./chunk-T65S7SPD.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-ALWFP5YV.js";
export {
  BUDGET_RETRIES,
  answersInLastDay,
  budgetStops,
  confirmedSha,
  emptyLedger,
  isDecided,
  isWikiCommit,
  logNames,
  parseLedger,
  serializeLedger,
  spentByOthersSince,
  spentInLastDay,
  startedWith,
  unconfirmedLogNames
};
//# sourceMappingURL=records-I2DTP4PV.js.map

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
} from "./chunk-25CCVN4Q.js";
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
//# sourceMappingURL=ledger-A6MRSSMS.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LEDGER_FILE,
  gitHubLedger
} from "./chunk-S6GCYEL2.js";
import "./chunk-UFXPTZ66.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-ALWFP5YV.js";
export {
  LEDGER_FILE,
  gitHubLedger
};
//# sourceMappingURL=github-ledger-TP4TORFD.js.map

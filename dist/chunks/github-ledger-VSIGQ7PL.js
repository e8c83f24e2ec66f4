import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LEDGER_FILE,
  gitHubLedger
} from "./chunk-KAKIIEJA.js";
import "./chunk-QMX2KWOD.js";
import "./chunk-ALWFP5YV.js";
export {
  LEDGER_FILE,
  gitHubLedger
};
//# sourceMappingURL=github-ledger-VSIGQ7PL.js.map

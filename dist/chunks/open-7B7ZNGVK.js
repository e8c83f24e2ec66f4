import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LedgerStore
} from "./chunk-57WIQ2C3.js";
import {
  openSpendScope
} from "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/ledger/open.ts
function openSpendLedger(io, o, given) {
  if (!io) return { scope: openSpendScope({ budget: o.budget }, given), close: async () => [] };
  const warnings = [];
  const store = new LedgerStore(io, {
    readOnly: o.readOnly,
    now: o.now,
    warn: (w) => warnings.push(w)
  });
  const day = { store, cap: o.cap, run: o.run, now: o.now };
  return {
    scope: openSpendScope({ budget: o.budget, day }, given),
    close: async () => {
      await store.append();
      return warnings;
    }
  };
}
export {
  openSpendLedger
};
//# sourceMappingURL=open-7B7ZNGVK.js.map

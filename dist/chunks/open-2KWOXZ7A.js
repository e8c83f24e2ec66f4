import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LedgerStore
} from "./chunk-MIYP6X65.js";
import {
  SpendGate
} from "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-KK3CQWFI.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/ledger/open.ts
function spendLedger(io, o) {
  const parent = o.parent ? { parent: o.parent } : {};
  if (!io) return { gate: new SpendGate({ budget: o.budget, ...parent }), close: async () => [] };
  const warnings = [];
  const store = new LedgerStore(io, {
    readOnly: o.readOnly,
    now: o.now,
    warn: (w) => warnings.push(w)
  });
  const day = { store, cap: o.cap, run: o.run, now: o.now };
  return {
    gate: new SpendGate({ budget: o.budget, ...parent, day }),
    close: async () => {
      await store.append();
      return warnings;
    }
  };
}
export {
  spendLedger
};
//# sourceMappingURL=open-2KWOXZ7A.js.map

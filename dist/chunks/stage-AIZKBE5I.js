import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  triage
} from "./chunk-B4H3V6GY.js";
import "./chunk-KDBEP532.js";
import {
  withholdSecretPatches
} from "./chunk-7M6IDPGN.js";
import "./chunk-MHCW2Z7X.js";
import {
  secretPathMatcher
} from "./chunk-T6QX4FKQ.js";
import "./chunk-MIXVEHPD.js";
import "./chunk-FDUYOX47.js";
import "./chunk-XULOBOV7.js";
import "./chunk-UQN2WVSM.js";
import "./chunk-RHTGJNUY.js";
import "./chunk-EKRREJO4.js";
import "./chunk-IRFWJJSA.js";
import "./chunk-WVMTEX3Y.js";
import "./chunk-6MHYMJ5H.js";
import {
  coveringPages,
  triageMap
} from "./chunk-WLOSCSE5.js";
import "./chunk-72A6L3JC.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-IFYK7PHE.js";
import "./chunk-OUTC5JET.js";
import "./chunk-2HDNGHNB.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-J43EUBSG.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-VEMQLS7P.js";
import "./chunk-ALWFP5YV.js";

// src/triage/stage.ts
async function runTriage(input) {
  const warnings = [];
  const merge = withholdSecretPatches(input.merge, secretPathMatcher(input.config.secretPaths));
  const { wiki, tier1Reason } = input;
  const decision = await triage(
    merge,
    input.config,
    {
      client: input.client,
      prices: priceTable(input.config.pricing),
      warn: (w) => warnings.push(w),
      fileClasses: input.fileClasses
    },
    {
      ...tier1Reason !== void 0 ? { tier1Reason } : {},
      ...wiki ? {
        map: triageMap(wiki.pages, input.config.headingsPerPage),
        covering: coveringPages(wiki.pages, merge)
      } : {}
    }
  );
  return { decision, warnings };
}
export {
  runTriage
};
//# sourceMappingURL=stage-AIZKBE5I.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  triage
} from "./chunk-IQKD6V5I.js";
import {
  triageFacts
} from "./chunk-NODKGI5J.js";
import "./chunk-QVGG227P.js";
import "./chunk-FDUYOX47.js";
import "./chunk-QUIMCS4T.js";
import "./chunk-GLOHRSPY.js";
import {
  withholdSecretPatches
} from "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import {
  triageMap
} from "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import {
  secretPathMatcher
} from "./chunk-DHVRHUOL.js";
import {
  GeneratedFiles
} from "./chunk-VQK26BKB.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-5WJ2MKOE.js";
import "./chunk-3GVRXVYT.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/triage/stage.ts
async function runTriage(input) {
  const warnings = [];
  const merge = withholdSecretPatches(input.merge, secretPathMatcher(input.config.secretPaths));
  const { wiki, tier1Reason } = input;
  const generated = input.generated ?? new GeneratedFiles(input.config.ignorePaths);
  const source = { ...merge, files: merge.files.filter((f) => generated.byPath(f.path) === null) };
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
      generated,
      ...wiki ? {
        map: triageMap(wiki.pages, input.config.headingsPerPage),
        facts: triageFacts(wiki.pages, source, (path) => {
          const c = input.fileClasses.get(path);
          return c === "ignored" || c === "out-of-scope" || c === "wiki-only";
        })
      } : {}
    }
  );
  return { decision, warnings };
}
export {
  runTriage
};
//# sourceMappingURL=stage-6TV4ZQLX.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  triage,
  triageFacts
} from "./chunk-UCRK27ZO.js";
import "./chunk-GSTT6P7W.js";
import {
  withholdSecretPatches
} from "./chunk-7M6IDPGN.js";
import {
  triageMap
} from "./chunk-FV3HOCPY.js";
import "./chunk-FDUYOX47.js";
import "./chunk-QUIMCS4T.js";
import "./chunk-EKRREJO4.js";
import {
  secretPathMatcher
} from "./chunk-3VMC4SGA.js";
import "./chunk-KCYOPBMT.js";
import "./chunk-YIZ3KT72.js";
import "./chunk-MJZUDID2.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-IH6LF6G3.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-RF3EHKVT.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import {
  GeneratedFiles
} from "./chunk-YFMNJPTT.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-5WJ2MKOE.js";
import "./chunk-3GVRXVYT.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-G4XHD44H.js";
import "./chunk-OUTC5JET.js";
import "./chunk-ABNB5M2K.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-HATCYIR3.js";
import "./chunk-RQGXNV2K.js";
import "./chunk-J43EUBSG.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-6LV7K3ZW.js";
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
//# sourceMappingURL=stage-PHZFANA5.js.map

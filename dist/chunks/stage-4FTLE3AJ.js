import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  triage
} from "./chunk-Z4XD2KMF.js";
import {
  triageFacts
} from "./chunk-M4HFFGKU.js";
import "./chunk-JUGUUVB6.js";
import "./chunk-YPAPPMK2.js";
import "./chunk-OUTC5JET.js";
import "./chunk-FDUYOX47.js";
import "./chunk-QUIMCS4T.js";
import "./chunk-3POSNSTN.js";
import {
  withholdSecretPatches
} from "./chunk-7M6IDPGN.js";
import "./chunk-FK23P45Y.js";
import {
  triageMap
} from "./chunk-QOJTWIN4.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-PZWFC3OC.js";
import "./chunk-PRWAT3M4.js";
import {
  secretPathMatcher
} from "./chunk-AQUOXTEK.js";
import {
  GeneratedFiles
} from "./chunk-VLJZUI6L.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-LXSCDGY5.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-KK3CQWFI.js";
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
//# sourceMappingURL=stage-4FTLE3AJ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  runCommand
} from "./chunk-QSWGHQ2K.js";
import "./chunk-XEODKNDM.js";
import "./chunk-64QVRMHG.js";
import {
  createClient
} from "./chunk-XBCJYZB5.js";
import "./chunk-VFKHANVS.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-L46MCWHH.js";
import "./chunk-XHEWTROP.js";
import "./chunk-X3N3RVLS.js";
import {
  triage
} from "./chunk-YF74WK3O.js";
import "./chunk-MHCW2Z7X.js";
import "./chunk-U3MNX5YH.js";
import "./chunk-QPF3KXWC.js";
import "./chunk-IRFWJJSA.js";
import "./chunk-EKRREJO4.js";
import "./chunk-QMCSKJWZ.js";
import {
  loadConfig
} from "./chunk-63ANTDBK.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-GK2BIUY4.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-MWHA3O2D.js";
import "./chunk-UMBGPONK.js";
import "./chunk-3I6ZP55K.js";
import "./chunk-2HDNGHNB.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-J43EUBSG.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-VEMQLS7P.js";
import "./chunk-ALWFP5YV.js";

// src/cli/triage.ts
var spec = {
  name: "triage",
  summary: "Runs Tier 2 (the triage model) on one MergeInfo JSON and prints the decision JSON. Needs ANTHROPIC_API_KEY (or --anthropic-api-key); honours ANTHROPIC_BASE_URL.",
  usage: "[FILE | --input FILE|-] [input flags]",
  flags: {
    input: MERGE_INPUT_FLAG
  },
  positional: "input",
  inputs: ["tier1", "tier2"]
};
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const config = await loadConfig(inputs, process.env);
    const client = await createClient(config, process.env);
    const merge = await readMergeFlag(spec.name, values);
    const decision = await triage(merge, config, {
      client,
      prices: priceTable(config.pricing),
      warn: (message) => process.stderr.write(`warning: ${message}
`)
    });
    process.stdout.write(JSON.stringify(decision) + "\n");
    return 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=triage-U5JKLBOQ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  runCommand
} from "./chunk-3BXFWRYW.js";
import "./chunk-XEODKNDM.js";
import "./chunk-NMZ44ZY4.js";
import {
  createClient
} from "./chunk-FRMVAMKY.js";
import "./chunk-VFKHANVS.js";
import "./chunk-X3N3RVLS.js";
import {
  triage
} from "./chunk-B4H3V6GY.js";
import "./chunk-KDBEP532.js";
import "./chunk-MHCW2Z7X.js";
import "./chunk-MIXVEHPD.js";
import "./chunk-FDUYOX47.js";
import "./chunk-XULOBOV7.js";
import "./chunk-RHTGJNUY.js";
import "./chunk-EKRREJO4.js";
import "./chunk-IRFWJJSA.js";
import {
  loadConfig
} from "./chunk-WVMTEX3Y.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-72A6L3JC.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-L46MCWHH.js";
import "./chunk-XHEWTROP.js";
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
import "./chunk-QQELERRU.js";
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
//# sourceMappingURL=triage-YC743H6M.js.map

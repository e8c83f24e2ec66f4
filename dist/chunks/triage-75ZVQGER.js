import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  MERGE_INPUT_FLAG,
  readMergeFlag,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import "./chunk-32O5A2MR.js";
import {
  triage
} from "./chunk-IQKD6V5I.js";
import "./chunk-NODKGI5J.js";
import "./chunk-QVGG227P.js";
import "./chunk-FDUYOX47.js";
import "./chunk-QUIMCS4T.js";
import "./chunk-GLOHRSPY.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-VQK26BKB.js";
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import {
  createClient
} from "./chunk-XHJWBCV6.js";
import "./chunk-KHGEEX46.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import {
  openSpendScope
} from "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-5WJ2MKOE.js";
import "./chunk-L46MCWHH.js";
import "./chunk-ZQ3OY3VZ.js";
import "./chunk-3GVRXVYT.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
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
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const config = await loadConfig(inputs, process.env);
    const client = openSpendScope({ budget: config.maxCostUsd }).through(
      await createClient(config, process.env, secrets)
    );
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
//# sourceMappingURL=triage-75ZVQGER.js.map

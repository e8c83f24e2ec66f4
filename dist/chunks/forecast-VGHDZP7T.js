import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MAP_TOKENS_PER_PAGE,
  TIER3_PROFILE,
  TIER3_SHARE,
  TRIAGE_OUTPUT_TOKENS,
  TRIAGE_PROMPT_TOKENS,
  agentRunUsage,
  monthlyCost,
  tier3RunCost,
  triageCost
} from "./chunk-2WMN5KVF.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";
export {
  MAP_TOKENS_PER_PAGE,
  TIER3_PROFILE,
  TIER3_SHARE,
  TRIAGE_OUTPUT_TOKENS,
  TRIAGE_PROMPT_TOKENS,
  agentRunUsage,
  monthlyCost,
  tier3RunCost,
  triageCost
};
//# sourceMappingURL=forecast-VGHDZP7T.js.map

// The input contract (INPUTS, Config, defaults) and its synchronous parser, for the CLI and tests.
// The action's entry imports ./config/inputs.js instead and validates `pricing` with zod only when
// it is set (loadConfig), so the Tier 1 skip path loads no zod at all.
import { parseInputs, type Config, type RawInputs } from './config/inputs.js';
import { parsePricing } from './config/pricing.js';

export * from './config/inputs.js';
export type { PriceOverride } from './config/pricing.js';

/** Parses raw inputs (action inputs or CLI flags) into a typed Config, failing on the first bad one. */
export function parseConfig(raw: RawInputs, env: NodeJS.ProcessEnv = {}): Config {
  return parseInputs(raw, env, parsePricing);
}

// Raw inputs (action inputs or CLI flags) into a typed Config: one loop over the input table, each
// input read by its kind's parser and then its own check, then the few rules that join two inputs.
// The pricing schema (and zod) load only in loadConfig, and only when the input is set.
import { PRICING_SHAPE } from './checks.js';
import { ConfigError, fail } from './errors.js';
import { INPUTS } from './inputs.js';
import { KIND_PARSERS } from './kinds.js';
import { providerModelId } from './models.js';
import type { Config } from '../config.js';
import type { InputSpec } from './spec.js';

/** Raw inputs by name; a missing or empty value means the default. */
export type RawInputs = Record<string, string | readonly string[] | undefined>;

function rejectUnknown(raw: RawInputs): void {
  const known = new Set(INPUTS.map((i) => i.name));
  for (const key of Object.keys(raw)) {
    if (!known.has(key))
      throw new ConfigError(`Unknown input "${key}". Known inputs: ${[...known].join(', ')}.`);
  }
}

/** The input as given, else its default; an expression default (`${{ … }}`) is the runner's. */
function textOf(raw: RawInputs, spec: InputSpec): string {
  const given = raw[spec.name];
  const text = Array.isArray(given) ? given.join('\n') : ((given as string | undefined) ?? '');
  if (text.trim() !== '') return text;
  return spec.default.startsWith('${{') ? '' : spec.default;
}

/** One input on its own: its kind's parser, then its check. */
function parseInput(spec: InputSpec, text: string): unknown {
  const value = KIND_PARSERS[spec.kind](text, spec);
  // The table pairs each check with its kind's value (InputSpec); TypeScript cannot follow the
  // pairing through the union, hence the widened call.
  const check = spec.check as ((value: unknown) => unknown) | undefined;
  return check ? check(value) : value;
}

/** The extra-… inputs add to their input, whose defaults stay: the union, in order. */
function addExtras(values: Map<string, unknown>): void {
  for (const spec of INPUTS) {
    if (!spec.adds) continue;
    const base = values.get(spec.adds) as string[];
    values.set(spec.adds, [...new Set([...base, ...(values.get(spec.name) as string[])])]);
  }
}

/**
 * The provider's settings completed from the environment its credential step sets up
 * (configure-aws-credentials exports AWS_REGION, google-github-actions/auth GOOGLE_CLOUD_PROJECT),
 * and the model ids as that provider names them.
 */
function joinProvider(config: Config, env: NodeJS.ProcessEnv): Config {
  const awsRegion = config.awsRegion || (env.AWS_REGION || env.AWS_DEFAULT_REGION || '').trim();
  const gcpProjectId =
    config.gcpProjectId || (env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT || '').trim();
  const id = (model: string): string => providerModelId(config.provider, model, awsRegion);
  return {
    ...config,
    awsRegion,
    gcpProjectId,
    triageModel: id(config.triageModel),
    ingestModel: id(config.ingestModel),
    askModel: id(config.askModel),
    initPlanModel: id(config.initPlanModel),
  };
}

/** The rules that join two inputs (or an input and the environment). */
function joinInputs(config: Config, env: NodeJS.ProcessEnv): Config {
  return joinProvider(
    {
      ...config,
      // Changes to the wiki alone never update the wiki.
      skipOnlyPaths: [`${config.wikiPath}/**`, ...config.skipOnlyPaths],
      askModel: config.askModel || config.triageModel,
      initPlanModel: config.initPlanModel || config.ingestModel,
      anthropicApiKey: config.anthropicApiKey || (env.ANTHROPIC_API_KEY ?? '').trim(),
    },
    env,
  );
}

/** Parses raw inputs (action inputs or CLI flags) into a typed Config, failing on the first bad one. */
export function parseConfig(raw: RawInputs, env: NodeJS.ProcessEnv = {}): Config {
  rejectUnknown(raw);
  const values = new Map(INPUTS.map((spec) => [spec.name, parseInput(spec, textOf(raw, spec))]));
  addExtras(values);
  const fields = INPUTS.flatMap((spec) => (spec.key ? [[spec.key, values.get(spec.name)]] : []));
  // Each field's type is its table entry's value type (Config derives from the same table).
  return joinInputs(Object.fromEntries(fields) as Config, env);
}

/**
 * parseConfig, then the `pricing` entries checked against their schema. The schema (and zod) load
 * only when the input is set, so the Tier 1 skip path of a repository without it never loads them.
 */
export async function loadConfig(raw: RawInputs, env: NodeJS.ProcessEnv = {}): Promise<Config> {
  const config = parseConfig(raw, env);
  if (Object.keys(config.pricing).length === 0) return config;
  const parsed = (await import('./pricing.js')).parsePricing(config.pricing);
  if ('error' in parsed) fail('pricing', `${PRICING_SHAPE} (${parsed.error}).`);
  return { ...config, pricing: parsed.data };
}

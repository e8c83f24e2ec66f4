import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  INPUTS
} from "./chunk-RS5OB7ID.js";
import {
  KIND_PARSERS,
  PRICING_SHAPE
} from "./chunk-2LQY7WVT.js";
import {
  ConfigError,
  fail
} from "./chunk-6MHYMJ5H.js";

// src/config/models.ts
var PROVIDER_IDS = {
  "claude-haiku-5-5": { bedrock: "anthropic.claude-haiku-5-5", vertex: "claude-haiku-5-5" },
  "claude-sonnet-5-5": { bedrock: "anthropic.claude-sonnet-5-5", vertex: "claude-sonnet-5-5" },
  "claude-haiku-4-5": {
    bedrock: "anthropic.claude-haiku-4-5-20251001-v1:0",
    vertex: "claude-haiku-4-5@20251001"
  },
  "claude-sonnet-4-6": { bedrock: "anthropic.claude-sonnet-4-6", vertex: "claude-sonnet-4-6" }
};
function bedrockGeography(region) {
  if (/^(us|ca)-/.test(region)) return "us";
  if (region.startsWith("eu-")) return "eu";
  if (region.startsWith("ap-")) return "apac";
  return "global";
}
function providerModelId(provider, model, awsRegion = "") {
  if (provider === "anthropic" || !Object.hasOwn(PROVIDER_IDS, model)) return model;
  const ids = PROVIDER_IDS[model];
  return provider === "vertex" ? ids.vertex : `${bedrockGeography(awsRegion)}.${ids.bedrock}`;
}

// src/config/parse.ts
function rejectUnknown(raw) {
  const known = new Set(INPUTS.map((i) => i.name));
  for (const key of Object.keys(raw)) {
    if (!known.has(key))
      throw new ConfigError(`Unknown input "${key}". Known inputs: ${[...known].join(", ")}.`);
  }
}
function textOf(raw, spec) {
  const given = raw[spec.name];
  const text = Array.isArray(given) ? given.join("\n") : given ?? "";
  if (text.trim() !== "") return text;
  return spec.default.startsWith("${{") ? "" : spec.default;
}
function parseInput(spec, text) {
  const value = KIND_PARSERS[spec.kind](text, spec);
  const check = spec.check;
  return check ? check(value) : value;
}
function addExtras(values) {
  for (const spec of INPUTS) {
    if (!spec.adds) continue;
    const base = values.get(spec.adds);
    values.set(spec.adds, [.../* @__PURE__ */ new Set([...base, ...values.get(spec.name)])]);
  }
}
function joinProvider(config, env) {
  const awsRegion = config.awsRegion || (env.AWS_REGION || env.AWS_DEFAULT_REGION || "").trim();
  const gcpProjectId = config.gcpProjectId || (env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT || "").trim();
  const id = (model) => providerModelId(config.provider, model, awsRegion);
  return {
    ...config,
    awsRegion,
    gcpProjectId,
    triageModel: id(config.triageModel),
    ingestModel: id(config.ingestModel),
    askModel: id(config.askModel),
    initPlanModel: id(config.initPlanModel)
  };
}
function joinInputs(config, env) {
  return joinProvider(
    {
      ...config,
      // Changes to the wiki alone never update the wiki.
      skipOnlyPaths: [`${config.wikiPath}/**`, ...config.skipOnlyPaths],
      askModel: config.askModel || config.triageModel,
      initPlanModel: config.initPlanModel || config.ingestModel,
      anthropicApiKey: config.anthropicApiKey || (env.ANTHROPIC_API_KEY ?? "").trim()
    },
    env
  );
}
function parseConfig(raw, env = {}) {
  rejectUnknown(raw);
  const values = new Map(INPUTS.map((spec) => [spec.name, parseInput(spec, textOf(raw, spec))]));
  addExtras(values);
  const fields = INPUTS.flatMap((spec) => spec.key ? [[spec.key, values.get(spec.name)]] : []);
  return joinInputs(Object.fromEntries(fields), env);
}
async function loadConfig(raw, env = {}) {
  const config = parseConfig(raw, env);
  if (Object.keys(config.pricing).length === 0) return config;
  const parsed = (await import("./pricing-KLBKAXXH.js")).parsePricing(config.pricing);
  if ("error" in parsed) fail("pricing", `${PRICING_SHAPE} (${parsed.error}).`);
  return { ...config, pricing: parsed.data };
}

export {
  loadConfig
};
//# sourceMappingURL=chunk-2E7JIC7V.js.map

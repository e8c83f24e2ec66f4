import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  authWording,
  credentialFetch
} from "./chunk-KHGEEX46.js";
import {
  ConfigError
} from "./chunk-6MHYMJ5H.js";
import {
  Anthropic
} from "./chunk-ZQ3OY3VZ.js";

// src/llm/client.ts
var DEFAULT_BASE_URL = "https://api.anthropic.com";
function clientOptions(config, env = {}, secrets) {
  const apiKey = config.anthropicApiKey.trim();
  if (apiKey === "")
    throw new ConfigError(
      'Input "anthropic-api-key": no Anthropic API key, needed from Tier 2 on. Pass it as the anthropic-api-key input (action: ${{ secrets.ANTHROPIC_API_KEY }}; CLI: --anthropic-api-key) or set the ANTHROPIC_API_KEY environment variable; or run on Amazon Bedrock or Google Vertex AI (input provider).'
    );
  const baseURL = env.ANTHROPIC_BASE_URL?.trim();
  return {
    // A key passed in code is the client's only credential: the SDK then reads no other from env.
    apiKey,
    // Read from `env` (not process.env inside the SDK) so the caller decides; a gateway or test
    // server goes here.
    baseURL: baseURL || DEFAULT_BASE_URL,
    maxRetries: config.maxRetries,
    timeout: config.requestTimeoutSeconds * 1e3,
    middleware: [authWording("anthropic")],
    ...secrets ? { fetch: credentialFetch(secrets) } : {}
  };
}
async function createClient(config, env = {}, secrets) {
  if (config.provider === "anthropic") return new Anthropic(clientOptions(config, env, secrets));
  const providers = await import("./providers-4TZNZKWJ.js");
  return config.provider === "bedrock" ? providers.bedrockClient(config, env, secrets) : providers.vertexClient(config, env, secrets);
}

export {
  DEFAULT_BASE_URL,
  clientOptions,
  createClient
};
//# sourceMappingURL=chunk-XHJWBCV6.js.map

// The one place an Anthropic client is built: key, base URL, retries and timeout from the config.
import Anthropic, { type ClientOptions } from '@anthropic-ai/sdk';
import { ConfigError, type LlmConfig } from '../config.js';

export const DEFAULT_BASE_URL = 'https://api.anthropic.com';

export type { LlmConfig } from '../config.js';

/**
 * Client options from the config. Retries and their backoff (408/409/429/5xx/529 and connection
 * errors, honouring `retry-after`) are the SDK's own; we only set how many and how long.
 */
export function clientOptions(config: LlmConfig, env: NodeJS.ProcessEnv = {}): ClientOptions {
  const apiKey = config.anthropicApiKey.trim();
  if (apiKey === '')
    throw new ConfigError(
      'Input "anthropic-api-key": no Anthropic API key, needed from Tier 2 on. Pass it as the anthropic-api-key input (action: ${{ secrets.ANTHROPIC_API_KEY }}; CLI: --anthropic-api-key) or set the ANTHROPIC_API_KEY environment variable.',
    );
  const baseURL = env.ANTHROPIC_BASE_URL?.trim();
  return {
    // A key passed in code is the client's only credential: the SDK then reads no other from env.
    apiKey,
    // Read from `env` (not process.env inside the SDK) so the caller decides; a gateway or test
    // server goes here.
    baseURL: baseURL || DEFAULT_BASE_URL,
    maxRetries: config.maxRetries,
    timeout: config.requestTimeoutSeconds * 1000,
  };
}

/** Builds the client. The action edge masks the key with core.setSecret before calling this. */
export function createClient(
  config: LlmConfig,
  env: NodeJS.ProcessEnv = {},
  extra: Partial<ClientOptions> = {},
): Anthropic {
  return new Anthropic({ ...clientOptions(config, env), ...extra });
}

// The one place a Messages client is built, for the provider the config names: the Anthropic API
// here, Amazon Bedrock and Google Vertex AI in ./providers.ts, whose SDKs load only when chosen.
// Retries and timeout come from the config; every client words an auth failure for its provider.
import Anthropic, { type ClientOptions } from '@anthropic-ai/sdk';
import type { LlmConfig } from '../config.js';
import { ConfigError } from '../config/errors.js';
import { authWording } from './auth.js';
import { credentialFetch, type CredentialSink } from './credentials.js';
import type { MessagesClient } from './messages.js';

export const DEFAULT_BASE_URL = 'https://api.anthropic.com';

/**
 * Client options from the config. Retries and their backoff (408/409/429/5xx/529 and connection
 * errors, honouring `retry-after`) are the SDK's own; we only set how many and how long.
 */
export function clientOptions(
  config: LlmConfig,
  env: NodeJS.ProcessEnv = {},
  secrets?: CredentialSink,
): ClientOptions {
  const apiKey = config.anthropicApiKey.trim();
  if (apiKey === '')
    throw new ConfigError(
      'Input "anthropic-api-key": no Anthropic API key, needed from Tier 2 on. Pass it as the anthropic-api-key input (action: ${{ secrets.ANTHROPIC_API_KEY }}; CLI: --anthropic-api-key) or set the ANTHROPIC_API_KEY environment variable; or run on Amazon Bedrock or Google Vertex AI (input provider).',
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
    middleware: [authWording('anthropic')],
    ...(secrets ? { fetch: credentialFetch(secrets) } : {}),
  };
}

/**
 * Builds the client of the configured provider. The edges mask the credentials they know before
 * calling this; Bedrock and Vertex read theirs from `env` and the cloud's standard chain, and
 * every credential a request carries (a cloud token obtained or refreshed in the process) goes to
 * `secrets` before the request leaves.
 */
export async function createClient(
  config: LlmConfig,
  env: NodeJS.ProcessEnv = {},
  secrets?: CredentialSink,
): Promise<MessagesClient> {
  if (config.provider === 'anthropic') return new Anthropic(clientOptions(config, env, secrets));
  const providers = await import('./providers.js');
  return config.provider === 'bedrock'
    ? providers.bedrockClient(config, env, secrets)
    : providers.vertexClient(config, env, secrets);
}

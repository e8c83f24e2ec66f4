// The same Claude model under each provider's id. The model inputs default to the Anthropic API's
// ids; on Bedrock and Vertex those (and the other ids known here) become the provider's id for the
// same model, while any other id is the user's own choice and passes through untouched.

export type Provider = 'anthropic' | 'bedrock' | 'vertex';

/**
 * Bedrock and Vertex ids by Anthropic id, as the providers list them (Bedrock model ids without
 * the inference-profile prefix added below). Checked with the prices (src/llm/pricing.ts).
 */
const PROVIDER_IDS: Readonly<Record<string, { bedrock: string; vertex: string }>> = {
  'claude-haiku-5-5': { bedrock: 'anthropic.claude-haiku-5-5', vertex: 'claude-haiku-5-5' },
  'claude-sonnet-5-5': { bedrock: 'anthropic.claude-sonnet-5-5', vertex: 'claude-sonnet-5-5' },
  'claude-haiku-4-5': {
    bedrock: 'anthropic.claude-haiku-4-5-20251001-v1:0',
    vertex: 'claude-haiku-4-5@20251001',
  },
  'claude-sonnet-4-6': { bedrock: 'anthropic.claude-sonnet-4-6', vertex: 'claude-sonnet-4-6' },
};

/**
 * Bedrock serves current Claude models on demand only through a cross-region inference profile,
 * named by the region's geography (`us.`, `eu.`, `apac.`); elsewhere the global profile.
 */
export function bedrockGeography(region: string): string {
  if (/^(us|ca)-/.test(region)) return 'us';
  if (region.startsWith('eu-')) return 'eu';
  if (region.startsWith('ap-')) return 'apac';
  return 'global';
}

/** The id to send for `model` on `provider`: a known Anthropic id mapped, any other as given. */
export function providerModelId(provider: Provider, model: string, awsRegion = ''): string {
  if (provider === 'anthropic' || !Object.hasOwn(PROVIDER_IDS, model)) return model;
  const ids = PROVIDER_IDS[model]!;
  return provider === 'vertex' ? ids.vertex : `${bedrockGeography(awsRegion)}.${ids.bedrock}`;
}

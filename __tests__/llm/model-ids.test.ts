// The same model under each provider's id: the defaults map, a user's id passes through, and
// every spelling prices (and caches) as its family.
import { parseConfig } from '../../src/config/parse.js';
import { providerModelId } from '../../src/config/models.js';
import {
  findPrice,
  minCacheableTokens,
  modelFamily,
  PRICES,
  priceTable,
} from '../../src/llm/pricing.js';

describe('provider model ids', () => {
  // The default models on each provider, by the Bedrock region geography.
  it.each([
    ['anthropic', 'claude-sonnet-5-5', undefined, 'claude-sonnet-5-5'],
    ['bedrock', 'claude-sonnet-5-5', 'us-east-1', 'us.anthropic.claude-sonnet-5-5'],
    ['bedrock', 'claude-haiku-4-5', 'eu-central-1', 'eu.anthropic.claude-haiku-4-5-20251001-v1:0'],
    ['bedrock', 'claude-haiku-5-5', 'ap-northeast-1', 'apac.anthropic.claude-haiku-5-5'],
    ['vertex', 'claude-haiku-4-5', undefined, 'claude-haiku-4-5@20251001'],
  ] as const)('maps %s %s (region %s) to %s', (provider, model, region, id) => {
    expect(providerModelId(provider, model, region)).toBe(id);
  });

  it('passes a user id through untouched', () => {
    const arn = 'arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/abc';
    expect(providerModelId('bedrock', arn, 'us-east-1')).toBe(arn);
    const config = parseConfig(
      { provider: 'bedrock', 'ingest-model': 'global.anthropic.claude-sonnet-5-5' },
      { AWS_REGION: 'us-west-2' },
    );
    expect(config.ingestModel).toBe('global.anthropic.claude-sonnet-5-5');
    expect(config.triageModel).toBe('us.anthropic.claude-haiku-5-5');
    expect(config.askModel).toBe('us.anthropic.claude-haiku-5-5');
    expect(config.awsRegion).toBe('us-west-2');
  });

  it('needs no Anthropic key on a cloud and reads the project from the auth step', () => {
    const config = parseConfig({ provider: 'vertex' }, { GOOGLE_CLOUD_PROJECT: 'my-project-1' });
    expect(config.anthropicApiKey).toBe('');
    expect(config.gcpProjectId).toBe('my-project-1');
    expect(config.gcpRegion).toBe('global');
    expect(() => parseConfig({ 'gcp-project-id': 'Bad Project' })).toThrow(
      /Input "gcp-project-id"/,
    );
    expect(() => parseConfig({ provider: 'azure' })).toThrow(/Input "provider"/);
  });
});

describe('prices by model family', () => {
  it.each(
    Object.entries({
      'us.anthropic.claude-sonnet-5-5': 'claude-sonnet-5-5',
      'global.anthropic.claude-haiku-5-5': 'claude-haiku-5-5',
      'anthropic.claude-haiku-4-5-20251001-v1:0': 'claude-haiku-4-5',
      'claude-haiku-4-5@20251001': 'claude-haiku-4-5',
      'claude-haiku-4-5-20251001': 'claude-haiku-4-5',
    }),
  )('%s prices and caches as %s', (id, family) => {
    expect(modelFamily(id)).toBe(family);
    expect(findPrice(id, PRICES)).toBe(PRICES[family]);
    expect(minCacheableTokens(id)).toBe(minCacheableTokens(family));
  });

  it('an override for the exact provider id wins over the family', () => {
    const table = priceTable({ 'us.anthropic.claude-sonnet-5-5': { input: 3, output: 11 } });
    expect(findPrice('us.anthropic.claude-sonnet-5-5', table)!.input).toBe(3);
    expect(findPrice('eu.anthropic.claude-sonnet-5-5', table)!.input).toBe(2);
  });
});

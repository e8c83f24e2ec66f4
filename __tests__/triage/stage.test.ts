import { parseConfig } from '../../src/config.js';
import { costUsd } from '../../src/llm/pricing.js';
import { runPipeline } from '../../src/pipeline.js';
import type { MergeInfo } from '../../src/types.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { sdkFor } from '../../test-support/sdk.js';

const merge: MergeInfo = {
  title: 'feat: add token rotation',
  files: [{ path: 'src/tokens.ts', status: 'modified', additions: 80, deletions: 0, patch: '+x' }],
};

describe('Tier 2 in the pipeline', () => {
  let fake: FakeMessagesApi;
  beforeEach(async () => {
    fake = await startFakeMessagesApi({
      replies: () => ({
        content: [
          {
            type: 'text',
            text: '{"decision":"skip","reason":"No behaviour change.","likely_type":null}',
          },
        ],
      }),
    });
  });
  afterEach(async () => fake.close());

  it('runs after a Tier 1 continue and folds its usage and cost into the report', async () => {
    const report = await runPipeline(merge, parseConfig({}), { anthropic: sdkFor(fake) });
    expect(report.tiers.map((t) => t.tier)).toEqual([1, 2]);
    expect(report.decision).toEqual({
      tier: 2,
      decision: 'skip',
      rule: null,
      reason: 'No behaviour change.',
    });
    const billed = fake.requests[0]!.usage!;
    expect(report.usage.input_tokens).toBe(billed.input_tokens);
    expect(report.usage.output_tokens).toBe(billed.output_tokens);
    expect(report.cost_usd).toBe(costUsd('claude-haiku-5-5', billed));
  });

  it('is not called after a Tier 1 skip, nor with triage: false', async () => {
    await runPipeline(
      {
        ...merge,
        title: 'docs: typo',
        files: [{ path: 'README.md', status: 'modified', additions: 1, deletions: 1 }],
      },
      parseConfig({}),
      { anthropic: sdkFor(fake) },
    );
    const off = await runPipeline(merge, parseConfig({ triage: 'false' }), {
      anthropic: sdkFor(fake),
      lastTier: 1,
    });
    expect(fake.requests).toHaveLength(0);
    expect(off.tiers.map((t) => t.tier)).toEqual([1]);
    expect(off.decision.decision).toBe('process');
  });

  it('reports an unknown model with tokens and a null cost', async () => {
    const report = await runPipeline(merge, parseConfig({ 'triage-model': 'my-proxy-model' }), {
      anthropic: sdkFor(fake),
    });
    expect(report.cost_usd).toBeNull();
    expect(report.usage.input_tokens).toBeGreaterThan(0);
  });
});

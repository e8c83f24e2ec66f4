import { parseConfig } from '../../src/config/parse.js';
import { costUsd } from '../../src/llm/pricing.js';
import { runPipeline } from '../../src/pipeline.js';
import type { MergeInfo } from '../../src/types.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { sdkFor } from '../../test-support/sdk.js';
import type { Workspace } from '../../src/ports.js';
import { parseWiki } from '../../src/wiki/load.js';

/** A workspace over an in-memory wiki: all Tier 2 needs (nothing is published with lastTier 2). */
const wikiWorkspace = (files: { path: string; text: string }[]): Workspace => ({
  loadWiki: async () => ({ wiki: parseWiki(files), existing: { index: null, log: null } }),
  readSource: () => async () => ({ kind: 'missing' }),
  publish: async () => {
    throw new Error('not published in this test');
  },
});

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

  it("carries Tier 1's reason, the rich path that matched and the wiki map into the triage request", async () => {
    const rich: MergeInfo = {
      title: 'fix: guard token scopes',
      files: [
        {
          path: 'src/api/tokens.ts',
          status: 'modified',
          additions: 3,
          deletions: 1,
          patch: '@@ -1 +1,3 @@\n+export function guard() {}',
        },
      ],
    };
    const repo = wikiWorkspace([
      {
        path: 'api/tokens.md',
        text:
          '---\ntitle: API tokens\ncovers:\n  - src/api/tokens.ts@' +
          'a'.repeat(40) +
          '\n---\n# API tokens\n\n## Scopes\n\nx\n\n## Rotation\n\ny\n',
      },
      { path: 'guide.md', text: '# Getting started\n\n## Install\n\nz\n' },
    ]);
    const report = await runPipeline(rich, parseConfig({}), {
      anthropic: sdkFor(fake),
      repo,
      lastTier: 2,
    });
    expect(report.tiers.map((t) => t.tier)).toEqual([1, 2]);
    const body = fake.requests[0]!.body!;
    const system = (body.system as { text: string }[])[0]!.text;
    const user = (body.messages as { content: string }[])[0]!.content;
    // Tier 1 escalated a small fix for its rich path: triage hears why, and which path.
    expect(user).toContain(
      'Tier 1 (free path rules) says:\n<untrusted kind="tier 1 reason">\nNo Tier 1 rule skips it: 1 rich path changed (src/api/tokens.ts)',
    );
    expect(user).toContain(
      'Rich paths that matched (rich-paths input):\n<untrusted kind="rich paths">\nsrc/api/tokens.ts\n</untrusted>',
    );
    expect(user).toContain(
      'Facts computed by code from the merge and the wiki (counted, not guessed):\n<untrusted kind="computed facts">\nPages covering a changed file: 1\n- api/tokens covers src/api/tokens.ts\nIdentifiers the diff removes or renames: 0; pages mentioning one: 0\nChanged paths: 1; pages mentioning one: 0\n</untrusted>',
    );
    // The map: slug | title | headings, fenced, in the cached system prompt.
    expect(system).toContain(
      '<untrusted kind="wiki map">\napi/tokens | API tokens | Scopes · Rotation\nguide | Getting started | Install\n</untrusted>',
    );
    expect(system).toContain(
      'Answer "skip" only when no page describes what changed and no page should',
    );
  });

  it('works without a workspace: no map, said so', async () => {
    await runPipeline(merge, parseConfig({}), { anthropic: sdkFor(fake) });
    const system = (fake.requests[0]!.body!.system as { text: string }[])[0]!.text;
    expect(system).toContain('(not available to this triage: judge from the merge alone)');
  });
});

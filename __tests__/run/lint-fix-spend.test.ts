// A lint-fix run whose Tier 3 fails after a call still records that call's cost in the ledger:
// no daily cap, so the spend is written when the run ends — here, as it fails.
import { parseConfig } from '../../src/config/parse.js';
import { memoryLedger } from '../../test-support/memory-ledger.js';
import type { MessagesClient } from '../../src/llm/messages.js';
import { runLintFix } from '../../src/run/lint-fix.js';
import type { Workspace } from '../../src/ports.js';
import { parseWiki } from '../../src/wiki/load.js';

const OLD = 'a'.repeat(40);
const NOW_BLOB = 'b'.repeat(40);

it('records the spend of a Tier 3 run that throws after its calls', async () => {
  const { pages } = parseWiki([
    {
      path: 'tokens.md',
      text: `---\ntitle: Tokens\ncovers:\n  - src/tokens.ts@${OLD}\n---\n# Tokens\n\nRotated daily.\n`,
    },
  ]);
  const workspace = {
    loadWiki: async () => ({
      wiki: { pages, schema: null, warnings: [] },
      existing: { index: null, log: null },
      base: { commit: 'base', tree: 'tree', entries: {} },
    }),
    readSource: () => async () => ({ kind: 'missing' }),
    publish: async () => {
      throw new Error('nothing is published in this test');
    },
  } as unknown as Workspace;
  const ledger = memoryLedger();
  const config = parseConfig({
    'anthropic-api-key': 'sk-unused',
    'publish-mode': 'pull-request',
    'max-cost-usd': '1',
  });
  const run = runLintFix(
    {
      head: 'h'.repeat(40),
      tree: new Map([['src/tokens.ts', NOW_BLOB]]),
      renames: new Map(),
      deleted: new Map(),
    },
    config,
    {
      repo: workspace,
      ledger,
      runId: 'run-1',
      anthropic: { messages: {} } as MessagesClient,
      clock: () => new Date('2026-12-05T12:00:00Z'),
      stages: {
        ingest: async (input) => {
          // One call answered and counted by the gate, then the run fails.
          await input.client.spend!.before({
            model: 'claude-sonnet-5-5',
            estimate_usd: 0.01,
          } as never);
          await input.client.spend!.after({
            model: 'claude-sonnet-5-5',
            usage: {
              input_tokens: 1000,
              output_tokens: 100,
              cache_creation_input_tokens: 0,
              cache_read_input_tokens: 0,
            },
            cost_usd: 0.0042,
          });
          throw new Error('the API went away');
        },
      },
    },
  );
  await expect(run).rejects.toThrow('the API went away');
  const written = ledger.texts.join('');
  expect(written).toContain('"kind":"spend"');
  expect(written).toContain('0.0042');
});

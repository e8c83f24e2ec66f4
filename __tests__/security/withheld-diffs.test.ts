// A file under secret-paths (a committed `.env`) holds secrets by convention: its diff reaches no
// prompt, Tier 2's nor Tier 3's, even when nothing in it looks like a token the redactor knows.
import { parseConfig } from '../../src/config/parse.js';
import { runPipeline } from '../../src/pipeline.js';
import { WITHHELD_PATCH } from '../../src/security/withhold.js';
import type { Workspace } from '../../src/ports.js';
import type { MergeInfo } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { text, toolCall } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';

const PASSWORD = 'correct-horse-battery-staple-42';
const FEAT = Array.from({ length: 40 }, (_, i) => `+export const f${i} = ${i};`).join('\n');

const merge: MergeInfo = {
  sha: 'a'.repeat(40),
  title: 'feat(api): database settings',
  files: [
    { path: 'src/api/db.ts', status: 'added', additions: 40, deletions: 0, patch: FEAT },
    {
      path: 'deploy/.env',
      status: 'added',
      additions: 1,
      deletions: 0,
      patch: `@@ -0,0 +1 @@\n+DB_PASSWORD=${PASSWORD}`,
    },
  ],
};

const workspace: Workspace = {
  loadWiki: async () => ({
    wiki: parseWiki([{ path: 'api/db.md', text: '# DB\n\nThe database.\n' }]),
    existing: { index: null, log: '# Wiki log\n' },
  }),
  readSource: () => async () => ({ kind: 'missing' }),
  publish: async () => ({}),
};

describe('a diff under secret-paths', () => {
  it('is withheld from the triage prompt and the agent’s first message', async () => {
    const fake = await startFakeMessagesApi({
      replies: [
        text('{"decision":"process","reason":"New settings.","likely_type":"feature"}'),
        toolCall('finish', { summary: 'Nothing to change.' }),
      ],
    });
    try {
      await runPipeline(merge, parseConfig({ 'publish-mode': 'dry-run' }), {
        anthropic: sdkFor(fake),
        repo: workspace,
      });
      const [t2, t3] = fake.accepted.map((r) => JSON.stringify(r.body!.messages));
      expect(fake.accepted.map((r) => r.body!.model)).toEqual([
        'claude-haiku-5-5',
        'claude-sonnet-5-5',
      ]);
      for (const prompt of [t2!, t3!]) {
        expect(prompt).toContain(WITHHELD_PATCH);
        expect(prompt).toContain('export const f39');
        expect(prompt).not.toContain(PASSWORD);
      }
    } finally {
      await fake.close();
    }
  });
});

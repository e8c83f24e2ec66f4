// An init batch keeps the evidence rule: a page covers the planned files its agent read whole, and
// a declared cover on a file read only in part is refused naming the next part; the page is
// written with the covers that pass.
import { parseConfig } from '../../src/config/parse.js';
import { runIngestAgent } from '../../src/ingest/agent.js';
import type { InitSlice } from '../../src/ingest/init-task.js';
import { priceTable } from '../../src/llm/pricing.js';
import { blobId } from '../../src/wiki/blob-id.js';
import { parseWiki } from '../../src/wiki/load.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { toolCall } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';

const FILES: Record<string, string> = {
  'src/app.ts':
    Array.from({ length: 1200 }, (_, i) => `export const a${i} = ${i};`).join('\n') + '\n',
  'src/small.ts': 'export const small = 1;\n',
};
const blob = (path: string) => blobId(Buffer.from(FILES[path]!));

const slice: InitSlice = {
  pages: [{ slug: 'app', title: 'App', type: 'entity', covers: ['src/app.ts', 'src/small.ts'] }],
  head: 'h'.repeat(40),
  blobs: { 'src/app.ts': blob('src/app.ts'), 'src/small.ts': blob('src/small.ts') },
  batch: 1,
  batches: 1,
  later: [],
};

const page = (covers?: string[]) => ({
  slug: 'app',
  type: 'entity',
  title: 'App',
  description: 'The app.',
  tags: [],
  related: [],
  body: '# App\n\nIt holds the app.\n',
  ...(covers ? { covers } : {}),
});

describe('an init batch and the evidence rule', () => {
  it('stamps only the planned files read whole, and refuses a declared cover read in part', async () => {
    expect(FILES['src/app.ts']!.length).toBeGreaterThan(20_000);
    const fake = await startFakeMessagesApi({
      replies: [
        {
          content: [
            { type: 'tool_use', name: 'read_source', input: { path: 'src/app.ts' } },
            { type: 'tool_use', name: 'read_source', input: { path: 'src/small.ts' } },
          ],
        },
        toolCall('create_page', page(['src/app.ts', 'src/small.ts'])),
        toolCall('create_page', page()),
        toolCall('finish', { summary: 'Wrote the app page.' }),
      ],
    });
    try {
      const out = await runIngestAgent({
        config: parseConfig({ 'anthropic-api-key': 'k' }),
        merge: { sha: slice.head, title: 'initial wiki, batch 1 of 1', files: [] },
        task: { kind: 'init-batch', init: slice },
        wiki: parseWiki([]),
        likelyType: null,
        client: sdkFor(fake),
        prices: priceTable(),
        readSource: async (path) =>
          FILES[path] !== undefined ? { kind: 'text', text: FILES[path]! } : { kind: 'missing' },
        blobAt: async (path) => (FILES[path] !== undefined ? blob(path) : null),
        now: () => new Date('2026-12-06T00:00:00Z'),
        existing: { index: null, log: null },
      });
      const messages = fake.accepted[2]!.body!.messages as { content: { content?: string }[] }[];
      const refused = messages[messages.length - 1]!.content[0]!.content!;
      const part =
        /"src\/app\.ts" was read only in part \(characters ([\d,]+)–[\d,]+ of [\d,]+ not yet\): read the rest with read_source \{"path":"src\/app\.ts","offset":(\d+)\}/.exec(
          refused,
        )!;
      // The next part it names is the first character not read yet.
      expect(part[1]!.replace(/,/g, '')).toBe(part[2]);
      const written = out.output!.files.find((f) => f.path === 'wiki/app.md')!.content;
      expect(written).toContain(`covers:\n  - src/small.ts@${blob('src/small.ts')}\n`);
      expect(written).not.toContain('src/app.ts@');
    } finally {
      await fake.close();
    }
  });
});

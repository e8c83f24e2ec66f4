// Guards the bundle tests hold, held in process too, so a broken one fails a fast test that names
// it: the scrubbed copy is what is published, update_page and create_page refuse a new secret,
// and an init batch never changes a page that exists.
import { parseConfig } from '../../src/config/parse.js';
import type { Finalized } from '../../src/ingest/finalize.js';
import type { InitSlice } from '../../src/ingest/init-task.js';
import { runInitBatch } from '../../src/run/task.js';
import { runPublish } from '../../src/publish/stage.js';
import { SecretRegistry } from '../../src/security/secrets.js';
import type { Workspace } from '../../src/ports.js';
import type { IngestResult } from '../../src/ingest/stage.js';
import { Changeset } from '../../src/tools/changeset.js';
import { createToolHost } from '../../src/tools/toolset.js';
import type { MergeInfo } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { toolCall } from '../../test-support/replies.js';
import { sdkFor } from '../../test-support/sdk.js';
import { updateReadSection } from '../../test-support/tool-calls.js';

const TOKEN = ['ghp', 'GuardToken0123456789abcdefghijklmnopq'].join('_');
const TOKENS_PAGE =
  '---\ntitle: Tokens\ndescription: API tokens.\ntype: entity\n---\n# Tokens\n\nIntro.\n\n## Rotation\n\nManual.\n';

/** A workspace over `files` whose publish records what it was handed. */
function spyWorkspace(files: { path: string; text: string }[]) {
  const published: { out: Finalized; merge: MergeInfo }[] = [];
  const workspace: Workspace = {
    loadWiki: async () => ({ wiki: parseWiki(files), existing: { index: null, log: null } }),
    readSource: () => async (path) =>
      path === 'src/api/tokens.ts'
        ? { kind: 'text', text: 'export const rotate = () => 1;\n' }
        : { kind: 'missing' },
    publish: async (out, merge) => {
      published.push({ out, merge });
      return { publish: { mode: 'dry-run' } };
    },
  };
  return { workspace, published };
}

/** What a run that creates page `a` holding `content` hands to publishing. */
const creatingA = (
  content: string,
  before: Record<string, string | null> = {},
): NonNullable<IngestResult['output']> => ({
  files: [{ path: 'wiki/a.md', content, action: 'create' }],
  before,
  changes: [{ path: 'wiki/a.md', action: 'create' }],
  created: ['a'],
  updated: [],
  summary: 'Wrote a.',
});

describe('publishing', () => {
  it('hands the publisher the scrubbed copy of every file and of the merge title', async () => {
    const secrets = new SecretRegistry();
    secrets.register('hunter2-registered-but-not-token-shaped');
    const { workspace, published } = spyWorkspace([]);
    const result = await runPublish(
      workspace,
      creatingA('# A\n\nThe password is hunter2-registered-but-not-token-shaped.\n'),
      { title: 'feat: hunter2-registered-but-not-token-shaped', files: [] },
      undefined,
      'dry-run',
      secrets,
    );
    expect(result.ok).toBe(true);
    expect(published).toHaveLength(1);
    expect(published[0]!.out.files[0]!.content).toBe('# A\n\nThe password is ***.\n');
    expect(published[0]!.merge.title).toBe('feat: ***');
  });

  it('refuses a file holding a new secret the scanner finds: nothing is handed to the publisher', async () => {
    const { workspace, published } = spyWorkspace([]);
    const result = await runPublish(
      workspace,
      creatingA(`# A\n\n${TOKEN}\n`, { 'wiki/a.md': null }),
      { title: 'feat: a', files: [] },
      undefined,
      'dry-run',
      new SecretRegistry(),
    );
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/looks like a secret/),
    });
    expect(published).toEqual([]);
  });
});

describe('the write tools', () => {
  const host = () => {
    const changeset = new Changeset(parseWiki([{ path: 'api/tokens.md', text: TOKENS_PAGE }]));
    const h = createToolHost({
      changeset,
      pageTypes: ['entity', 'concept'],
      requiredSections: {},
      pageCharCap: 4000,
      maxPagesChanged: 3,
      readSource: async () => ({ kind: 'missing' }),
    });
    return { changeset, h };
  };

  it('update_page refuses a new secret; the page stays as it was', async () => {
    const { changeset, h } = host();
    const r = await updateReadSection(h, {
      slug: 'api/tokens',
      section: 'Rotation',
      body: `Use ${TOKEN} to rotate.`,
    });
    expect(r.is_error).toBe(true);
    expect(r.content).toMatch(/was not updated: it holds what looks like a secret/);
    expect(changeset.entries()).toEqual([]);
  });

  it('create_page refuses a new secret', async () => {
    const { changeset, h } = host();
    const r = await h.execute('create_page', {
      slug: 'api/rotation',
      type: 'concept',
      title: 'Rotation',
      description: 'Rotating tokens.',
      tags: [],
      related: [],
      body: `# Rotation\n\nUse ${TOKEN}.\n`,
    });
    expect(r.is_error).toBe(true);
    expect(r.content).toMatch(/was not created: it holds what looks like a secret/);
    expect(changeset.entries()).toEqual([]);
  });
});

describe('an init batch', () => {
  it('never changes a page that exists: update_page and create_page on it are refused', async () => {
    const fake = await startFakeMessagesApi({
      replies: [
        toolCall('read_source', { path: 'src/api/tokens.ts' }),
        toolCall('read_section', { slug: 'api/tokens', heading: 'Rotation' }),
        toolCall('update_page', { slug: 'api/tokens', section: 'Rotation', body: 'Rewritten.' }),
        toolCall('create_page', {
          slug: 'api/tokens',
          type: 'entity',
          title: 'Tokens',
          description: 'Replaced.',
          tags: [],
          related: [],
          body: '# Tokens\n\nReplaced.\n',
        }),
        toolCall('create_page', {
          slug: 'api/rotation',
          type: 'concept',
          title: 'Rotation',
          description: 'How tokens rotate.',
          tags: [],
          related: ['api/tokens'],
          body: '# Rotation\n\nTokens rotate by hand; see [[api/tokens]].\n',
        }),
        toolCall('finish', { summary: 'Wrote the rotation page.' }),
      ],
    });
    try {
      const { workspace, published } = spyWorkspace([{ path: 'api/tokens.md', text: TOKENS_PAGE }]);
      const slice: InitSlice = {
        pages: [
          {
            slug: 'api/rotation',
            title: 'Rotation',
            type: 'concept',
            covers: ['src/api/tokens.ts'],
          },
        ],
        head: 'a'.repeat(40),
        blobs: { 'src/api/tokens.ts': 'b'.repeat(40) },
        batch: 1,
        batches: 1,
        later: [],
      };
      const report = await runInitBatch(
        slice,
        parseConfig({ 'page-types': 'entity,concept', 'publish-mode': 'dry-run' }),
        { anthropic: sdkFor(fake), repo: workspace },
      );
      expect(report.decision.decision).toBe('process');
      const written = published.flatMap((p) => p.out.files.map((f) => f.path));
      expect(written).toContain('wiki/api/rotation.md');
      expect(written).not.toContain('wiki/api/tokens.md');
      const results = JSON.stringify(fake.accepted.at(-1)!.body!.messages);
      expect(results).toMatch(/Page \\"api\/tokens\\" is read-only in this task/);
      expect(results).toMatch(/Page \\"api\/tokens\\" already exists/);
    } finally {
      await fake.close();
    }
  });
});

// The action over a checkout that holds the merge: the nested .gitattributes git lists there make
// a file generated before any model call; the API workspace (no listing) reads the root's alone.
import { parseConfig } from '../../src/config/parse.js';
import type { MessagesClient } from '../../src/llm/messages.js';
import { emptyUsage } from '../../src/llm/usage.js';
import { runPipeline } from '../../src/pipeline.js';
import type { Workspace } from '../../src/ports.js';
import type { IngestResult } from '../../src/ingest/stage.js';
import type { MergeInfo } from '../../src/types.js';
import { checkoutWorkspace } from '../../src/workspace/checkout.js';
import { committedRepo, git } from '../../test-support/git-cli.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('nested-attributes-');
const config = parseConfig({ triage: 'false', 'anthropic-api-key': 'sk-unused' });
const anthropic = { messages: {} } as MessagesClient;
const RULE = 'packages/x/.gitattributes "generated/** linguist-generated"';

/** The API workspace as far as this run needs it: the wiki, sources never read through it. */
const api = (read: string[]): Workspace => ({
  loadWiki: async () => ({
    wiki: { pages: [], schema: null, warnings: [] },
    existing: { index: null, log: null },
    base: { commit: 'base', tree: 'tree', entries: {} },
  }),
  readSource: () => async (path) => {
    read.push(path);
    return { kind: 'missing' };
  },
  publish: async () => ({ publish: { mode: 'commit' } }),
});

const stopped: IngestResult['result'] = {
  tier: 3,
  decision: 'process',
  reason: 'stopped by the test',
  model: 'm',
  iterations: 0,
  usage: emptyUsage(),
  cost_usd: 0,
};

async function filesSeen(repo: Workspace, sha: string): Promise<MergeInfo['files']> {
  const merge: MergeInfo = {
    sha,
    title: 'feat: clients',
    files: [
      { path: 'packages/x/generated/client.ts', status: 'added', additions: 80, deletions: 0 },
      { path: 'generated/client.ts', status: 'added', additions: 80, deletions: 0 },
    ].map((f) => ({ ...f, patch: '@@ -0,0 +1 @@\n+export {};' })),
  };
  let seen: MergeInfo['files'] = [];
  const report = await runPipeline(merge, config, {
    anthropic,
    repo,
    stages: {
      ingest: async (input) => {
        seen = input.merge.files;
        return { result: stopped, telemetry: [], warnings: [] };
      },
    },
  });
  expect(report.decision.reason).toBe('stopped by the test');
  return seen;
}

describe('nested .gitattributes in a run', () => {
  const repository = () => {
    const dir = committedRepo(
      newDir(),
      {
        'packages/x/.gitattributes': 'generated/** linguist-generated\n',
        'packages/x/generated/client.ts': 'export {};\n',
        'generated/client.ts': 'export {};\n',
      },
      'feat: clients',
    );
    return { dir, sha: git(dir, 'rev-parse', 'HEAD').trim() };
  };

  it('the checkout workspace lists them with git: the file they mark is generated, its patch dropped', async () => {
    const { dir, sha } = repository();
    const read: string[] = [];
    const repo = await checkoutWorkspace(dir, config, async () => api(read))();
    const files = await filesSeen(repo, sha);
    expect(files.map((f) => [f.path, f.generated, f.patch === undefined])).toEqual([
      ['packages/x/generated/client.ts', RULE, true],
      ['generated/client.ts', undefined, false],
    ]);
    expect(read).toEqual([]);
  });

  it('the API workspace lists nothing: the root .gitattributes alone is read', async () => {
    const { sha } = repository();
    const read: string[] = [];
    const files = await filesSeen(api(read), sha);
    expect(read).toEqual(['.gitattributes']);
    expect(files.every((f) => f.generated === undefined)).toBe(true);
  });
});

// The action always decides through catch-up (it has the branch history), so the publish scrub of
// registered secrets must hold there: a page the agent writes with the API key in it — a key of no
// format a scanner knows, so only the registered value can catch it — is published scrubbed.
import { execFileSync } from 'node:child_process';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { text, toolCall } from '../../test-support/replies.js';
import { runAction } from '../../test-support/bundle/action.js';
import { apiChange } from '../../test-support/catch-up.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';

// No provider's shape: only the registry of known values recognises it.
const KEY = 'corp-gateway-7f3a9c1e5b2d4f6a8c0e';
const TIER3 = 'claude-sonnet-5-5';

let hub: GitBackedGitHub;
let llm: FakeMessagesApi;
let server: { url: string; close: () => Promise<void> };
let agentRuns = 0;

beforeAll(async () => {
  hub = await GitBackedGitHub.create({
    files: { 'README.md': '# r\n', 'wiki/log.md': '# Wiki log\n' },
  });
  server = await hub.listen();
  llm = await startFakeMessagesApi({
    replies: (body) => {
      if (body.model !== TIER3)
        return text('{"decision":"process","reason":"New API.","likely_type":null}');
      // First turn of a Tier 3 run: write the page (with the key); then finish.
      if ((body.messages as unknown[]).length === 1) {
        agentRuns++;
        return toolCall('create_page', {
          slug: `api/gateway-${agentRuns}`,
          type: 'entity',
          title: 'Gateway',
          description: 'How the API gateway authenticates.',
          tags: [],
          related: [],
          body: `# Gateway\n\nCall it with the key ${KEY} in the header.\n`,
        });
      }
      return toolCall('finish', { summary: 'Added.' });
    },
  });
});

afterAll(async () => {
  await server.close();
  await llm.close();
  hub.remove();
});

async function push(before: string, after: string) {
  return runAction(
    'push',
    await hub.pushEvent(before, after),
    { 'anthropic-api-key': KEY, 'max-retries': '0' },
    server.url,
    { ANTHROPIC_BASE_URL: llm.url, GITHUB_WORKSPACE: await hub.checkout(after) },
  );
}

it('dist/index.js publishes a catch-up run with a registered secret scrubbed from the page', async () => {
  // A first run, so log.md holds a watermark to catch up from.
  const start = (await hub.head())!;
  const seed = await hub.merge({ title: 'feat(api): seed', write: apiChange('seed') });
  expect((await push(start, seed.sha)).code).toBe(0);
  const a = await hub.merge({ title: 'feat(api): gateway', write: apiChange('gateway') });
  const b = await hub.merge({ title: 'feat(api): gateway keys', write: apiChange('keys') });
  // a's run never started (the concurrency group replaced it): b's run catches a up.
  const run = await push(a.sha, b.sha);
  expect(run.code).toBe(0);
  expect(agentRuns).toBe(2);
  expect(JSON.parse(run.outputs['merges-decided']!)).toHaveLength(2);
  expect(run.outputs['commit-sha']).toBe(await hub.head());
  const page = (await hub.readFile('wiki/api/gateway-2.md'))!;
  expect(page).toContain('Call it with the key *** in the header.');
  const objects = execFileSync('git', ['cat-file', '--batch-all-objects', '--batch'], {
    cwd: hub.git.gitDir,
    maxBuffer: 64 << 20,
  }).toString('latin1');
  expect(objects).not.toContain(KEY);
});

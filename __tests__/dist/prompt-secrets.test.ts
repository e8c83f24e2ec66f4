// Secrets never reach a prompt, through the bundled action: a merge that commits the API key and
// the GitHub token into a source file (raw, base64, split over lines) sends neither to Tier 2 nor
// Tier 3 — the diff, the commit message and the file the agent reads all carry the marker instead —
// and a /wiki question quoting the token over a page holding the key sends neither either.
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { runAction } from '../../test-support/bundle/action.js';
import { listeningHub } from '../../test-support/bundle/listening-hub.js';
import { issueCommentEvent } from '../../test-support/github/comment-events.js';
import { leakedSecrets } from '../../test-support/hostile.js';
import { text, toolCall } from '../../test-support/replies.js';

// Of no provider's shape: only the registry of known values recognises them.
const KEY = 'corp-gateway-7f3a9c1e5b2d4f6a8c0e9d1b';
const TOKEN = 'ghs_' + 'Q7r8T3bLbkFJa1B2c3D4e5F6g7H8i9J0k1L2';
const TIER3 = 'claude-sonnet-5-5';

const served = listeningHub(() => ({
  'README.md': '# r\n',
  'wiki/log.md': '# Wiki log\n',
  'wiki/api/gateway.md': `# Gateway\n\nThe gateway key is ${KEY}.\n`,
}));
let llm: FakeMessagesApi;
afterEach(() => llm.close());

const inputs = { 'anthropic-api-key': KEY, 'github-token': TOKEN, 'max-retries': '0' };

/** Every request body the fake Messages API accepted, as one text. */
const sent = () => JSON.stringify(llm.accepted.map((r) => r.body));

it('dist/index.js: a key and token committed in a diff reach neither Tier 2 nor Tier 3', async () => {
  llm = await startFakeMessagesApi({
    replies: (body) => {
      if (body.model !== TIER3)
        return text('{"decision":"process","reason":"New client.","likely_type":null}');
      const turns = (body.messages as unknown[]).length;
      if (turns === 1) return toolCall('read_source', { path: 'src/api/client.ts' });
      return toolCall('finish', { summary: 'Nothing to add.' });
    },
  });
  const before = (await served.hub.head())!;
  const b64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
  const source = [
    `export const key = '${KEY}';`,
    `export const auth = 'Basic ${b64}';`,
    `export const token = '${TOKEN.slice(0, 18)}' +`,
    `  '${TOKEN.slice(18)}';`,
    ...Array.from({ length: 40 }, (_, i) => `export const f${i} = ${i};`),
  ].join('\n');
  await served.hub.merge({
    title: `feat(api): client for ${TOKEN}`,
    body: `Configured with ${KEY}.`,
    write: { 'src/api/client.ts': source + '\n' },
  });
  const run = await runAction('push', await served.hub.pushEvent(before), inputs, served.url, {
    ANTHROPIC_BASE_URL: llm.url,
  });
  expect(run.code).toBe(0);
  const models = llm.accepted.map((r) => r.body!.model);
  expect(models).toEqual(['claude-haiku-5-5', TIER3, TIER3]);
  expect(leakedSecrets([KEY, TOKEN], { sent: sent() })).toEqual([]);
  // Tier 2 saw the diff and the title with markers; Tier 3 the diff and the file it read.
  const [tier2, , second] = llm.accepted.map((r) => JSON.stringify(r.body));
  expect(tier2).toContain('feat(api): client for [redacted: registered-secret]');
  expect(tier2).toContain("export const key = '[redacted: registered-secret]'");
  expect(second).toMatch(/tool_result.*export const token = '\[redacted: registered-secret\]';/);
  expect(run.summary).toMatch(
    /Redacted:<\/b> \d+ secret-shaped strings were redacted before any model saw them \(registered-secret ×\d+\)/,
  );
  // log.md and the commit name the merge by its redacted title.
  expect(await served.hub.readFile('wiki/log.md')).toContain(
    'client for \\[redacted: registered-secret\\]',
  );
});

it('dist/index.js: a /wiki question quoting the token, over a page holding the key, sends neither', async () => {
  llm = await startFakeMessagesApi({
    replies: (body) =>
      (body.messages as unknown[]).length === 1
        ? toolCall('read_pages', { slugs: ['api/gateway'] })
        : text('It uses a key [[api/gateway]].'),
  });
  const event = issueCommentEvent(served.hub, { body: `/wiki Is ${TOKEN} the gateway key?` });
  const run = await runAction('issue_comment', event, inputs, served.url, {
    ANTHROPIC_BASE_URL: llm.url,
  });
  expect(run.code).toBe(0);
  expect(llm.accepted).toHaveLength(2);
  expect(leakedSecrets([KEY, TOKEN], { sent: sent() })).toEqual([]);
  expect(sent()).toContain('Is [redacted: registered-secret] the gateway key?');
  expect(sent()).toContain('The gateway key is [redacted: registered-secret].');
  // The question, the page's description in the map, and the page served.
  expect(run.summary).toMatch(/Redacted:<\/b> 3 secret-shaped strings/);
});

it('dist/index.js: a token-shaped title on the Tier 1 skip path never shows in the summary or outputs', async () => {
  llm = await startFakeMessagesApi();
  const shaped = 'ghp_' + 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2';
  const before = (await served.hub.head())!;
  await served.hub.merge({ title: `chore: bump ${shaped}`, write: { 'package.json': '{}\n' } });
  const run = await runAction('push', await served.hub.pushEvent(before), inputs, served.url);
  expect(run.code).toBe(0);
  expect(run.outputs.decision).toBe('skip');
  for (const out of [run.summary, run.stdout, JSON.stringify(run.outputs)])
    expect(out).not.toContain(shaped);
  expect(run.summary).toContain('chore: bump [redacted: github-token]');
  expect(llm.requests).toHaveLength(0);
});

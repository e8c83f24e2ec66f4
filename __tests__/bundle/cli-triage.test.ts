import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIER2_KEYS } from '../../test-support/contracts.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { text } from '../../test-support/replies.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { closedPort } from '../../test-support/net.js';
import { CLI } from '../../test-support/bundle/dist.js';

const KEY = 'sk-ant-secret-do-not-print';
const merge = {
  title: 'feat(api): add token rotation',
  files: [
    {
      path: 'src/api/tokens.ts',
      status: 'modified',
      additions: 40,
      deletions: 2,
      patch: '+rotate()',
    },
  ],
};
const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-triage-'));
const input = join(dir, 'merge.json');
writeFileSync(input, JSON.stringify(merge));

describe('node dist/cli.js triage (the bundle)', () => {
  let fake: FakeMessagesApi | undefined;
  afterEach(async () => fake?.close());

  it('prints exactly the Tier 2 JSON, talking to ANTHROPIC_BASE_URL', async () => {
    fake = await startFakeMessagesApi({
      replies: [text('{"decision":"process","reason":"New API.","likely_type":"feature"}')],
    });
    const r = await runNode(
      [CLI, 'triage', '--input', input, '--triage-model', 'claude-sonnet-5-5'],
      cleanEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url }),
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(TIER2_KEYS);
    expect(out).toMatchObject({
      tier: 2,
      decision: 'process',
      likely_type: 'feature',
      fallback: false,
      model: 'claude-sonnet-5-5',
    });
    expect(out.usage.input_tokens).toBe(fake.requests[0]!.usage!.input_tokens);
    expect(out.cost_usd).toBeGreaterThan(0);
    expect(fake.requests[0]!.body!.model).toBe('claude-sonnet-5-5');
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  it('reads the merge from stdin', async () => {
    fake = await startFakeMessagesApi({
      replies: [text('{"decision":"skip","reason":"Tiny.","likely_type":null}')],
    });
    const r = await runNode(
      [CLI, 'triage'],
      cleanEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url }),
      JSON.stringify(merge),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: 'skip', fallback: false });
  });

  it('fails clearly without an API key', async () => {
    const r = await runNode([CLI, 'triage', '--input', input], cleanEnv());
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/ANTHROPIC_API_KEY/);
  });

  it('falls back to process when the API is unreachable, with default retry settings', async () => {
    const port = await closedPort();
    const r = await runNode(
      [CLI, 'triage', '--input', input],
      cleanEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}` }),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      tier: 2,
      decision: 'process',
      fallback: true,
      likely_type: null,
      cost_usd: 0,
    });
    expect(r.stderr).toMatch(/warning: Tier 2 triage fell back to process/);
    expect(r.stderr).not.toContain(KEY);
  });
});

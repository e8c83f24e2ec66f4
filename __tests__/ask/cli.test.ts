// `node dist/cli.js ask` (the bundle; run `npm run bundle` first) against the fake Messages API.
import { join } from 'node:path';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { text, toolCall } from '../../test-support/replies.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { ASK_KEYS } from '../../test-support/contracts.js';
import { CLI } from '../../test-support/bundle/dist.js';

const WIKI = join(process.cwd(), '__tests__', 'fixtures', 'wiki');
const KEY = 'sk-ant-secret-do-not-print';

describe('node dist/cli.js ask (the bundle)', () => {
  let fake: FakeMessagesApi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('--json prints the answer document, citations checked, talking to ANTHROPIC_BASE_URL', async () => {
    fake = await startFakeMessagesApi({
      replies: [
        toolCall('read_section', { slug: 'api/tokens', heading: 'rotation' }, 'tu_1'),
        text('Tokens rotate [[api/tokens]] (not [[api/keys]]).'),
      ],
    });
    const r = await runNode(
      [CLI, 'ask', '--json', '--wiki', WIKI, 'How', 'do tokens rotate?'],
      cleanEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url }),
    );
    expect(r.stderr).toMatch(
      // Latencies past a second print with a thousands comma (`full 1,015 ms`).
      /^ask: first token [\d,]+ ms · full [\d,]+ ms · pages read 1 \(api\/tokens\)/m,
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(ASK_KEYS);
    expect(out).toMatchObject({
      answer: 'Tokens rotate [[api/tokens]] (not ).',
      pages_read: ['api/tokens'],
      citations: ['api/tokens'],
      unknown_citations: ['api/keys'],
      model: 'claude-haiku-5-5',
      status: 'answered',
    });
    expect(out.usage.cache_read_input_tokens).toBe(
      fake.accepted[1]!.usage!.cache_read_input_tokens,
    );
    expect(out.cost_usd).toBeGreaterThan(0);
    expect(typeof out.latency_ms.first_token).toBe('number');
    expect(JSON.stringify(fake.accepted[0]!.body!.messages)).toContain('How do tokens rotate?');
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  it('--chat streams each answer and keeps one conversation across stdin lines', async () => {
    fake = await startFakeMessagesApi({
      replies: [
        text('Idempotency keys are stored 24 hours\u001b[2J [[concepts/idempotency]].'),
        text('A replay returns the first response [[concepts/idempotency]].'),
      ],
    });
    const r = await runNode(
      [
        CLI,
        'ask',
        '--chat',
        '--wiki',
        WIKI,
        '--ask-model',
        'claude-sonnet-5-5',
        '--ask-cache-ttl',
        '5m',
      ],
      cleanEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url }),
      'How long are idempotency keys kept?\n\nWhat does a replay return?\n',
    );
    expect(r.code).toBe(0);
    // Each answer opens with a rule naming its question: the chat's answers do not run together.
    expect(r.stdout).toBe(
      '── 1. How long are idempotency keys kept? ──\n\nIdempotency keys are stored 24 hours[2J [[concepts/idempotency]].\n\n── 2. What does a replay return? ──\n\nA replay returns the first response [[concepts/idempotency]].\n\n',
    );
    expect(r.stderr.split('\n').filter((l) => l.startsWith('ask: '))).toHaveLength(2);
    expect(fake.accepted).toHaveLength(2);
    expect(fake.accepted[1]!.body!.model).toBe('claude-sonnet-5-5');
    expect(fake.accepted[1]!.body!.messages).toHaveLength(3);
    expect(JSON.stringify(fake.accepted[1]!.body!.system)).toContain('"ttl":"5m"');
  });

  it.each([
    [['--ask-cache-ttl', '10m', 'q'], 'ask-cache-ttl'],
    [['--ask-max-iterations', 'four', 'q'], 'ask-max-iterations'],
    [['--nope', 'q'], '--nope'],
    [[], 'no question'],
  ])('exits 2 naming the bad flag: %j', async (args, named) => {
    const r = await runNode([CLI, 'ask', ...args], cleanEnv({ ANTHROPIC_API_KEY: KEY }));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(named);
    expect(r.stdout).toBe('');
  });
});

// Every credential a model call carries is a registered secret the moment the process has it:
// the cloud SDKs obtain their own (a Vertex token from Google's STS, an AWS session token from a
// credentials file), so the client registers what each request's headers carry before it leaves,
// and a Google client's tokens as it gets them. Upstream error text loses header values anyway.
import { parseConfig } from '../../src/config/parse.js';
import {
  credentialFetch,
  headerCredentials,
  registerGoogleTokens,
} from '../../src/llm/credentials.js';
import { callMessages } from '../../src/llm/messages.js';
import { createClient } from '../../src/llm/client.js';
import { describeError } from '../../src/llm/errors.js';
import { priceTable } from '../../src/llm/pricing.js';
import { authFailureText } from '../../src/llm/auth.js';
import { scrubCredentialHeaders, SecretRegistry } from '../../src/security/secrets.js';
import {
  BEDROCK,
  bedrockChainEnv,
  VERTEX,
  vertexEnv,
} from '../../test-support/cloud-credentials.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { text } from '../../test-support/replies.js';

const prompt = { messages: [{ role: 'user' as const, content: 'Hi?' }] };

describe('the credentials a request carries', () => {
  it.each([
    [{ authorization: 'Bearer ya29.abcdef' }, ['ya29.abcdef']],
    [{ authorization: 'Basic eC1hY2Nlc3M6dG9rZW4=' }, ['eC1hY2Nlc3M6dG9rZW4=']],
    [{ 'x-api-key': 'sk-ant-api03-xyz' }, ['sk-ant-api03-xyz']],
    [
      {
        authorization: 'AWS4-HMAC-SHA256 Credential=ASIA/x, SignedHeaders=host, Signature=ab',
        'x-amz-security-token': 'FwoGZXIvYXdzE-session',
      },
      ['FwoGZXIvYXdzE-session'],
    ],
    [{ 'content-type': 'application/json' }, []],
  ])('%j → %j', (headers, values) => {
    expect(headerCredentials(new Headers(headers))).toEqual(values);
  });

  it('are registered before the request is sent', async () => {
    const secrets = new SecretRegistry();
    const seen: boolean[] = [];
    const send = credentialFetch(secrets, () => {
      seen.push(secrets.leaks('ya29.sent-in-a-header'));
      return Promise.resolve(new Response('{}'));
    });
    await send('https://example.invalid/', {
      headers: { Authorization: 'Bearer ya29.sent-in-a-header' },
    });
    expect(seen).toEqual([true]);
  });

  it("a Google client's new and refreshed tokens are registered as it gets them, once a client", () => {
    const secrets = new SecretRegistry();
    const listeners: Array<(t: Record<string, string>) => void> = [];
    const client = {
      on: (_: 'tokens', l: (t: Record<string, string>) => void) => listeners.push(l),
    };
    registerGoogleTokens(client, secrets);
    registerGoogleTokens(client, secrets);
    expect(listeners).toHaveLength(1);
    listeners[0]!({ access_token: 'ya29.first-token-0001' });
    listeners[0]!({ access_token: 'ya29.refreshed-token-0002', id_token: 'eyJid.token.x' });
    expect(secrets.scrub('ya29.first-token-0001 ya29.refreshed-token-0002 eyJid.token.x')).toBe(
      '*** *** ***',
    );
  });
});

describe('a client built with the run’s registry', () => {
  it.each([
    ['vertex', VERTEX, vertexEnv, { 'gcp-region': VERTEX.region }, VERTEX.accessToken],
    ['bedrock', BEDROCK, bedrockChainEnv, {}, BEDROCK.sessionToken!],
  ] as const)(
    '%s: the token the SDK obtained (STS, a credentials file) is registered by the first call',
    async (provider, cloud, envOf, inputs, token) => {
      const fake = await startFakeMessagesApi({ cloud, replies: [text('Yes.')] });
      const saved = { ...process.env };
      try {
        const env = envOf(fake.url);
        // The AWS chain reads the process's environment (the credentials file), not `env`.
        Object.assign(process.env, env);
        for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'])
          if (env[k] === undefined) delete process.env[k];
        const config = parseConfig({ provider, ...inputs }, env);
        const secrets = new SecretRegistry();
        const heard: string[] = [];
        const registry = new SecretRegistry((v) => heard.push(v));
        const client = await createClient(config, env, {
          register: (v) => {
            secrets.register(v);
            registry.register(v);
          },
        });
        expect(secrets.leaks(token)).toBe(false);
        await callMessages(
          client,
          { model: config.askModel, max_tokens: 10, ...prompt },
          { prices: priceTable() },
        );
        expect(secrets.scrub(`echoed ${token}`)).toBe('echoed ***');
        // The edge hears it once (it masks it in the runner's log there).
        expect(heard.filter((v) => v === token)).toEqual([token]);
      } finally {
        process.env = saved;
        await fake.close();
      }
    },
  );
});

describe('upstream error text', () => {
  it.each([
    ['Authorization: Bearer ya29.leaked-token', 'Authorization: ***'],
    ['{"authorization":"Bearer ya29.x1y2z3w4","a":1}', '{"authorization":"***","a":1}'],
    ["{ 'x-api-key': 'sk-ant-api03-abc' }", "{ 'x-api-key': '***' }"],
    ['x-amz-security-token: FwoGZXIvYXdz\nnext line', 'x-amz-security-token: ***\nnext line'],
    [
      'https://h/?X-Amz-Security-Token=Fwo%2Fabc&X-Amz-Date=1',
      'https://h/?X-Amz-Security-Token=***&X-Amz-Date=1',
    ],
    ['authorization: AWS4-HMAC-SHA256 Credential=ASIA/1, Signature=ab', 'authorization: ***'],
    ['token_type Bearer ya29.abcdefghij', 'token_type Bearer ***'],
    ['Proxy-Authorization: Basic dXNlcjpwYXNz', 'Proxy-Authorization: ***'],
    [
      'check the Authorization header; Bearer tokens expire',
      'check the Authorization header; Bearer tokens expire',
    ],
  ])('%j → %j', (raw, clean) => {
    expect(scrubCredentialHeaders(raw)).toBe(clean);
  });

  it('is scrubbed in every described failure, whatever shape the provider gave it', () => {
    const err = Object.assign(new Error('x'), {
      status: 400,
      error: {
        error: {
          type: 'invalid_request_error',
          message: 'bad header Authorization: Bearer ya29.zz9',
        },
      },
    });
    expect(describeError(err)).toBe(
      'HTTP 400 invalid_request_error: bad header Authorization: ***',
    );
    expect(
      authFailureText('vertex', 401, 'invalid {"authorization":"Bearer ya29.echoed-token"}'),
    ).not.toContain('ya29.echoed-token');
  });
});

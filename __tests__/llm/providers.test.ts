// The client of each provider against the fake's cloud shapes: the Bedrock and Vertex SDKs send
// the request each cloud takes (path, credential, version in the body) with the cache breakpoints
// in its body, streamed or not, and the usage comes back priced by model family.
import { parseConfig } from '../../src/config/parse.js';
import { callMessages } from '../../src/llm/messages.js';
import { createClient } from '../../src/llm/client.js';
import { describeError } from '../../src/llm/errors.js';
import { priceTable } from '../../src/llm/pricing.js';
import { runTurn } from '../../src/llm/turn.js';
import { countCacheControls, startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import type { FakeCloud } from '../../test-support/fake-cloud.js';
import {
  BEDROCK,
  bedrockEnv,
  NO_CLOUD_CREDENTIALS,
  VERTEX,
  vertexEnv,
} from '../../test-support/cloud-credentials.js';
import { closedPort } from '../../test-support/net.js';
import { text } from '../../test-support/replies.js';

const LONG = 'The wiki holds pages about the API, its tokens and their rotation. '.repeat(40);
const prompt = {
  system: [{ type: 'text' as const, text: LONG }],
  messages: [{ role: 'user' as const, content: 'Do tokens expire?' }],
};

const cases: Array<{
  cloud: FakeCloud;
  provider: 'bedrock' | 'vertex';
  env: (url: string) => NodeJS.ProcessEnv;
  inputs: Record<string, string>;
  path: RegExp;
  streamPath: RegExp;
  model: string;
}> = [
  {
    cloud: BEDROCK,
    provider: 'bedrock',
    env: bedrockEnv,
    inputs: {},
    path: /^\/model\/eu\.anthropic\.claude-haiku-5-5\/invoke$/,
    streamPath: /^\/model\/eu\.anthropic\.claude-haiku-5-5\/invoke-with-response-stream$/,
    model: 'eu.anthropic.claude-haiku-5-5',
  },
  {
    cloud: VERTEX,
    provider: 'vertex',
    env: vertexEnv,
    inputs: { 'gcp-region': VERTEX.region },
    path: /^\/v1\/projects\/wiki-test-project\/locations\/us-east5\/publishers\/anthropic\/models\/claude-haiku-5-5:rawPredict$/,
    streamPath: /:streamRawPredict$/,
    model: 'claude-haiku-5-5',
  },
];

describe.each(cases)('provider $provider', (c) => {
  /** One ask-model call through the provider's client built from `env`: what it threw. */
  const failedCall = async (env: NodeJS.ProcessEnv, retries: string): Promise<unknown> => {
    const config = parseConfig({ provider: c.provider, 'max-retries': retries, ...c.inputs }, env);
    const client = await createClient(config, env);
    return callMessages(
      client,
      { model: config.askModel, max_tokens: 10, ...prompt },
      { prices: priceTable() },
    ).catch((x: unknown) => x);
  };

  it('sends the cloud request with breakpoints in the body, streamed and not, priced by family', async () => {
    const fake = await startFakeMessagesApi({ cloud: c.cloud, minCacheableTokens: 1 });
    try {
      const env = c.env(fake.url);
      const config = parseConfig({ provider: c.provider, ...c.inputs }, env);
      expect(config.askModel).toBe(c.model);
      const client = await createClient(config, env);
      const prices = priceTable();
      fake.enqueue(text('Yes.'), text('Yes, again.'));
      const turn = await runTurn(client, {
        prompt,
        model: config.askModel,
        maxTokens: 100,
        ttl: '1h',
        prices,
        iteration: 1,
      });
      const streamed: string[] = [];
      const again = (
        await runTurn(client, {
          prompt,
          model: config.askModel,
          maxTokens: 100,
          ttl: '1h',
          prices,
          iteration: 2,
          onText: (d) => streamed.push(d),
        })
      ).record;
      const calls = fake.accepted;
      expect(calls.map((r) => r.path)).toEqual([
        expect.stringMatching(c.path),
        expect.stringMatching(c.streamPath),
      ]);
      const sent = calls[0]!.body!;
      expect(sent.model).toBeUndefined();
      // The API version travels in the body on both clouds.
      expect(sent.anthropic_version).toEqual(expect.any(String));
      expect(countCacheControls(sent.system)).toBe(1);
      expect(JSON.stringify(sent.system)).toContain('"ttl":"1h"');
      if (c.provider === 'bedrock')
        expect(calls[0]!.headers.authorization).toMatch(
          new RegExp(
            `^AWS4-HMAC-SHA256 Credential=${BEDROCK.accessKeyId}/\\d{8}/eu-west-1/bedrock/aws4_request`,
          ),
        );
      else expect(calls[0]!.headers.authorization).toBe(`Bearer ${VERTEX.accessToken}`);
      expect(turn.record.usage.cache_creation_input_tokens).toBeGreaterThan(0);
      expect(turn.record.cost_usd).toBeGreaterThan(0);
      expect(again.usage.cache_read_input_tokens).toBeGreaterThan(0);
      expect(again.cost_usd).toBeGreaterThan(0);
      expect(streamed.join('')).toBe('Yes, again.');
    } finally {
      await fake.close();
    }
  });

  it('words a refused credential with the provider and what to check', async () => {
    // Bedrock: signed with another secret; Vertex: the STS issues a token the endpoint refuses.
    const cloud: FakeCloud =
      c.cloud.name === 'bedrock'
        ? { ...c.cloud, secretAccessKey: 'the-secret-aws-knows' }
        : { ...c.cloud, issuedToken: 'ya29.revoked' };
    const fake = await startFakeMessagesApi({ cloud, replies: [text('never')] });
    try {
      const err = await failedCall(c.env(fake.url), '2');
      expect(describeError(err, 2)).toMatch(
        c.provider === 'bedrock'
          ? /^HTTP 403: Amazon Bedrock refused the credentials \(The request signature .*\); check the AWS credentials \(the role aws-actions\/configure-aws-credentials assumed/
          : /^HTTP 401: Google Vertex AI refused the credentials \(Request had invalid authentication credentials\); check the Google credentials \(GOOGLE_APPLICATION_CREDENTIALS/,
      );
      // Not retried: another try cannot fix a credential.
      expect(fake.requests.filter((r) => r.path !== '/v1/token')).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('says which credential is missing when the cloud chain finds none', async () => {
    const fake = await startFakeMessagesApi({ cloud: c.cloud });
    try {
      const env = { ...NO_CLOUD_CREDENTIALS, ...c.env(fake.url) };
      delete env.AWS_ACCESS_KEY_ID;
      delete env.AWS_SECRET_ACCESS_KEY;
      delete env.AWS_SESSION_TOKEN;
      delete env.GOOGLE_APPLICATION_CREDENTIALS;
      const saved = { ...process.env };
      for (const k of [
        'AWS_ACCESS_KEY_ID',
        'AWS_SECRET_ACCESS_KEY',
        'AWS_SESSION_TOKEN',
        'AWS_PROFILE',
        'GOOGLE_APPLICATION_CREDENTIALS',
      ])
        delete process.env[k];
      Object.assign(process.env, NO_CLOUD_CREDENTIALS);
      try {
        const err = await failedCall(env, '0');
        expect(describeError(err)).toMatch(
          c.provider === 'bedrock'
            ? /^Amazon Bedrock: no AWS credentials were found: run aws-actions\/configure-aws-credentials/
            : /^Google Vertex AI: no Google application default credentials were found: run google-github-actions\/auth/,
        );
        expect(fake.requests).toHaveLength(0);
      } finally {
        for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
        Object.assign(process.env, saved);
      }
    } finally {
      await fake.close();
    }
  });

  it('names the inputs that chose an endpoint it cannot reach, after the retries', async () => {
    const base =
      c.provider === 'bedrock' ? 'ANTHROPIC_BEDROCK_BASE_URL' : 'ANTHROPIC_VERTEX_BASE_URL';
    const fake = await startFakeMessagesApi({ cloud: c.cloud });
    try {
      // A port nothing listens on: what an unknown region's host is to the runner.
      const port = await closedPort();
      const err = await failedCall({ ...c.env(fake.url), [base]: `http://127.0.0.1:${port}` }, '1');
      expect(describeError(err, 1)).toMatch(
        c.provider === 'bedrock'
          ? /^Amazon Bedrock could not be reached at http:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\): check the aws-region input \("eu-west-1"\), ANTHROPIC_BEDROCK_BASE_URL if it is set/
          : /^Google Vertex AI could not be reached at http:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\): check the gcp-project-id input \("wiki-test-project"\), the gcp-region input \("us-east5"\), ANTHROPIC_VERTEX_BASE_URL if it is set/,
      );
    } finally {
      await fake.close();
    }
  });

  it('names the inputs when the cloud has no such project, location or model (404)', async () => {
    const fake = await startFakeMessagesApi({ cloud: c.cloud, replies: [text('never')] });
    try {
      const env = c.env(fake.url);
      const moved =
        c.provider === 'bedrock'
          ? { ANTHROPIC_BEDROCK_BASE_URL: `${fake.url}/elsewhere` }
          : { ANTHROPIC_VERTEX_BASE_URL: `${fake.url}/v2` };
      const err = await failedCall({ ...env, ...moved }, '0');
      expect(describeError(err)).toMatch(
        c.provider === 'bedrock'
          ? /^HTTP 404: Amazon Bedrock has no such project, location or model \(.*\); check the aws-region input \("eu-west-1"\)/
          : /^HTTP 404: Google Vertex AI has no such project, location or model \(.*\); check the gcp-project-id input \("wiki-test-project"\), the gcp-region input \("us-east5"\)/,
      );
    } finally {
      await fake.close();
    }
  });
});

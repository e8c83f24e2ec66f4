// The bundled action on Amazon Bedrock and Google Vertex AI, run as the runner runs it after the
// cloud's credential step (the environment configure-aws-credentials or google-github-actions/auth
// leaves): a push through Tier 2 and Tier 3, and a /wiki question, against the fake speaking each
// cloud's wire shape, with no Anthropic key anywhere.
import { runAction } from '../../test-support/bundle/action.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { countCacheControls, startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import type { FakeCloud } from '../../test-support/fake-cloud.js';
import {
  BEDROCK,
  bedrockChainEnv,
  bedrockEnv,
  NO_CLOUD_CREDENTIALS,
  VERTEX,
  vertexEnv,
} from '../../test-support/cloud-credentials.js';
import { issueCommentEvent } from '../../test-support/github/comment-events.js';
import { text } from '../../test-support/replies.js';
import { ingestTokenRotation, rotationMerge } from '../../test-support/token-rotation.js';
import { repoWikiFiles } from '../../test-support/wiki-files.js';
import { leakedSecrets } from '../../test-support/hostile.js';

const clouds: Array<{
  provider: 'bedrock' | 'vertex';
  cloud: FakeCloud;
  env: (url: string) => NodeJS.ProcessEnv;
  /** The credentials as the SDK's own chain finds them (a file, not the environment). */
  chainEnv: (url: string) => NodeJS.ProcessEnv;
  inputs: Record<string, string>;
  ingestPath: RegExp;
  askPath: RegExp;
  secrets: string[];
  missing: RegExp;
}> = [
  {
    provider: 'bedrock',
    cloud: BEDROCK,
    env: bedrockEnv,
    chainEnv: bedrockChainEnv,
    inputs: {},
    ingestPath: /^\/model\/eu\.anthropic\.claude-sonnet-5-5\/invoke$/,
    askPath: /^\/model\/eu\.anthropic\.claude-haiku-5-5\/invoke-with-response-stream$/,
    secrets: [BEDROCK.secretAccessKey, BEDROCK.sessionToken!],
    missing:
      /Amazon Bedrock: no AWS credentials were found: run aws-actions\/configure-aws-credentials/,
  },
  {
    provider: 'vertex',
    cloud: VERTEX,
    env: vertexEnv,
    chainEnv: vertexEnv,
    inputs: { 'gcp-region': VERTEX.region },
    ingestPath:
      /\/locations\/us-east5\/publishers\/anthropic\/models\/claude-sonnet-5-5:rawPredict$/,
    askPath: /\/publishers\/anthropic\/models\/claude-haiku-5-5:streamRawPredict$/,
    secrets: [VERTEX.accessToken],
    missing:
      /Google Vertex AI: no Google application default credentials were found: run google-github-actions\/auth/,
  },
];

describe.each(clouds)('dist/index.js with provider: $provider', (c) => {
  let hub: GitBackedGitHub;
  afterEach(() => hub.remove());

  it('runs Tier 2 and Tier 3 with cache breakpoints in the cloud request and reports the cost', async () => {
    const merge = await rotationMerge();
    hub = merge.hub;
    const server = await hub.listen();
    const llm = await startFakeMessagesApi({
      cloud: c.cloud,
      minCacheableTokens: 1,
      replies: ingestTokenRotation(),
    });
    try {
      const run = await runAction(
        'push',
        merge.event,
        { provider: c.provider, 'max-retries': '0', ...c.inputs },
        server.url,
        c.env(llm.url),
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ decision: 'process', tier: '3' });
      expect(Number(run.outputs['cost-usd'])).toBeGreaterThan(0);
      expect(await hub.readFile('wiki/api/tokens.md')).toContain('[[api/token-rotation]]');
      const calls = llm.accepted;
      expect(calls.length).toBeGreaterThanOrEqual(4);
      // Tier 3's calls go to the ingest model's cloud path, each with its breakpoints.
      for (const call of calls.slice(1)) {
        expect(call.path).toMatch(c.ingestPath);
        expect(countCacheControls(call.body!.tools) + countCacheControls(call.body!.system)).toBe(
          2,
        );
      }
      expect(calls.at(-1)!.usage!.cache_read_input_tokens).toBeGreaterThan(0);
      for (const out of [run.stdout.replace(/^::add-mask::.*\n/gm, ''), run.summary])
        for (const secret of c.secrets) expect(out).not.toContain(secret);
    } finally {
      await server.close();
      await llm.close();
    }
  });

  it('answers a /wiki question through the cloud streaming endpoint, credentials from the chain', async () => {
    hub = await GitBackedGitHub.create({ files: { 'README.md': '# r\n', ...repoWikiFiles() } });
    const server = await hub.listen();
    const llm = await startFakeMessagesApi({
      cloud: c.cloud,
      minCacheableTokens: 1,
      replies: [text('Yes, they expire [[api/tokens]].')],
    });
    try {
      const event = issueCommentEvent(hub, { body: '/wiki Do API tokens expire?' });
      const run = await runAction(
        'issue_comment',
        event,
        { provider: c.provider, ...c.inputs },
        server.url,
        c.chainEnv(llm.url),
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.outputs.decision).toBe('answered');
      expect(Number(run.outputs['cost-usd'] ?? run.outputs.tokens)).toBeGreaterThan(0);
      const [call] = llm.accepted;
      expect(call!.path).toMatch(c.askPath);
      expect(countCacheControls(call!.body!.system)).toBeGreaterThan(0);
      const reply = (hub.comments.get(event.issue.number) ?? []).at(-1)!;
      expect(reply.body).toContain('Yes, they expire');
    } finally {
      await server.close();
      await llm.close();
    }
  });

  it('fails naming the cloud credential to set up when there is none', async () => {
    const merge = await rotationMerge(undefined, {
      'src/api/tokens.ts': 'a\n',
      'wiki/log.md': '# Wiki log\n',
    });
    hub = merge.hub;
    const server = await hub.listen();
    const llm = await startFakeMessagesApi({ cloud: c.cloud });
    try {
      const env = { ...c.env(llm.url), ...NO_CLOUD_CREDENTIALS };
      for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'])
        delete env[k];
      delete env.GOOGLE_APPLICATION_CREDENTIALS;
      const run = await runAction(
        'push',
        merge.event,
        { provider: c.provider, triage: 'false', ...c.inputs },
        server.url,
        env,
      );
      expect(run.code).not.toBe(0);
      expect(run.outputs.reason).toMatch(c.missing);
      expect(llm.requests).toHaveLength(0);
    } finally {
      await server.close();
      await llm.close();
    }
  });
});

describe('dist/index.js on a hostile Vertex AI endpoint', () => {
  it('a 401 that echoes the access token the process obtained leaves no trace of it', async () => {
    const issued = 'ya29.minted-in-process-never-printed-0123456789';
    const merge = await rotationMerge();
    const hub = merge.hub;
    const server = await hub.listen();
    const llm = await startFakeMessagesApi({
      cloud: { ...VERTEX, issuedToken: issued, echoToken: true },
    });
    try {
      const run = await runAction(
        'push',
        merge.event,
        { provider: 'vertex', 'gcp-region': VERTEX.region, 'max-retries': '0', triage: 'false' },
        server.url,
        vertexEnv(llm.url),
      );
      expect(run.code).not.toBe(0);
      expect(run.outputs.reason).toMatch(/HTTP 401: Google Vertex AI refused the credentials/);
      // The token was sent: the fake's answer held it.
      expect(llm.requests.some((r) => JSON.stringify(r).includes(issued))).toBe(true);
      const texts = {
        stdout: run.stdout.replace(/^::add-mask::.*\n/gm, ''),
        stderr: run.stderr,
        summary: run.summary,
        outputs: JSON.stringify(run.outputs),
      };
      expect(leakedSecrets([issued], texts)).toEqual([]);
      // Masked in the runner's log the moment it existed.
      expect(run.stdout).toContain(`::add-mask::${issued}`);
    } finally {
      await server.close();
      await llm.close();
      hub.remove();
    }
  });
});

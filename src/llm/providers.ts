// Claude on Amazon Bedrock and on Google Vertex AI: each SDK's client built from the config and
// the cloud's standard credentials. Loaded (with both SDKs) only when the provider is chosen, so
// the Anthropic path and the Tier 1 skip never parse them.
import { AnthropicBedrock } from '@anthropic-ai/bedrock-sdk';
import { AnthropicVertex } from '@anthropic-ai/vertex-sdk';
import { GoogleAuth } from 'google-auth-library';
import type { LlmConfig } from '../config.js';
import { ConfigError } from '../config/errors.js';
import { authWording } from './auth.js';
import { credentialFetch, registerGoogleTokens, type CredentialSink } from './credentials.js';
import type { MessagesClient } from './messages.js';

const CLOUD_PLATFORM = 'https://www.googleapis.com/auth/cloud-platform';

const trimmed = (v: string | undefined): string => (v ?? '').trim();

/**
 * Bedrock with SigV4 over the standard AWS chain: the static keys in `env` when both are set
 * (what configure-aws-credentials exports), else the SDK's chain (web identity, profile,
 * container, instance). A Bedrock API key (AWS_BEARER_TOKEN_BEDROCK) is used instead if set.
 */
export function bedrockClient(
  config: LlmConfig,
  env: NodeJS.ProcessEnv,
  secrets?: CredentialSink,
): MessagesClient {
  const region = config.awsRegion;
  if (region === '')
    throw new ConfigError(
      'Input "aws-region": no AWS region for Amazon Bedrock. Set the aws-region input, or the AWS_REGION environment variable (aws-actions/configure-aws-credentials sets it from its aws-region).',
    );
  const common = {
    awsRegion: region,
    // Chosen here, not read by the SDK from process.env, so the caller decides (a test server).
    baseURL:
      trimmed(env.ANTHROPIC_BEDROCK_BASE_URL) || `https://bedrock-runtime.${region}.amazonaws.com`,
    apiKey: trimmed(env.AWS_BEARER_TOKEN_BEDROCK) || null,
    maxRetries: config.maxRetries,
    timeout: config.requestTimeoutSeconds * 1000,
    middleware: [
      authWording('bedrock', {
        inputs: { 'aws-region': region },
        baseUrlEnv: 'ANTHROPIC_BEDROCK_BASE_URL',
      }),
    ],
    // The session token a chain resolves (web identity, profile, instance) rides in a header.
    ...(secrets ? { fetch: credentialFetch(secrets) } : {}),
  };
  const accessKey = trimmed(env.AWS_ACCESS_KEY_ID);
  const secretKey = trimmed(env.AWS_SECRET_ACCESS_KEY);
  return accessKey && secretKey
    ? new AnthropicBedrock({
        ...common,
        awsAccessKey: accessKey,
        awsSecretKey: secretKey,
        awsSessionToken: trimmed(env.AWS_SESSION_TOKEN) || null,
      })
    : new AnthropicBedrock(common);
}

/** Vertex's endpoint for a location: the global one, a multi-region, or a region's own. */
export function vertexBaseUrl(region: string): string {
  if (region === 'global') return 'https://aiplatform.googleapis.com/v1';
  if (region === 'us' || region === 'eu')
    return `https://aiplatform.${region}.rep.googleapis.com/v1`;
  return `https://${region}-aiplatform.googleapis.com/v1`;
}

/**
 * GoogleAuth whose client lookup never rejects unobserved: the Vertex client starts it when built,
 * and a client that ends up unused must not crash the process over missing credentials. The
 * request that needs it still gets the rejection.
 */
class ObservedAuth extends GoogleAuth {
  constructor(
    options: ConstructorParameters<typeof GoogleAuth>[0],
    private readonly secrets?: CredentialSink,
  ) {
    super(options);
  }

  override getClient(): ReturnType<GoogleAuth['getClient']> {
    const client = super.getClient();
    client.then(
      // Each access token the client obtains (the first, and every refresh) is a secret at once.
      (c) => this.secrets && registerGoogleTokens(c, this.secrets),
      () => undefined,
    );
    return client;
  }
}

/**
 * Vertex with a bearer token from Google application default credentials: the file named by
 * GOOGLE_APPLICATION_CREDENTIALS in `env` (google-github-actions/auth writes one, for workload
 * identity federation an external_account exchanged at Google's STS), else the usual ADC lookup.
 */
export function vertexClient(
  config: LlmConfig,
  env: NodeJS.ProcessEnv,
  secrets?: CredentialSink,
): MessagesClient {
  if (config.gcpProjectId === '')
    throw new ConfigError(
      'Input "gcp-project-id": no Google Cloud project for Vertex AI. Set the gcp-project-id input, or the GOOGLE_CLOUD_PROJECT environment variable (google-github-actions/auth sets it).',
    );
  const keyFilename = trimmed(env.GOOGLE_APPLICATION_CREDENTIALS);
  const googleAuth = new ObservedAuth(
    {
      scopes: CLOUD_PLATFORM,
      projectId: config.gcpProjectId,
      ...(keyFilename ? { keyFilename } : {}),
    },
    secrets,
  );
  return new AnthropicVertex({
    region: config.gcpRegion,
    projectId: config.gcpProjectId,
    baseURL: trimmed(env.ANTHROPIC_VERTEX_BASE_URL) || vertexBaseUrl(config.gcpRegion),
    googleAuth,
    maxRetries: config.maxRetries,
    timeout: config.requestTimeoutSeconds * 1000,
    middleware: [
      authWording('vertex', {
        inputs: { 'gcp-project-id': config.gcpProjectId, 'gcp-region': config.gcpRegion },
        baseUrlEnv: 'ANTHROPIC_VERTEX_BASE_URL',
      }),
    ],
    ...(secrets ? { fetch: credentialFetch(secrets) } : {}),
  });
}

// Test credentials for the clouds the fake speaks (fake-cloud.ts): AWS keys in the environment,
// as aws-actions/configure-aws-credentials exports them, and a Google external_account file, as
// google-github-actions/auth writes one for workload identity federation, whose token exchange
// goes to the fake's STS instead of Google's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeCloud } from './fake-cloud.js';

export const BEDROCK: Extract<FakeCloud, { name: 'bedrock' }> = {
  name: 'bedrock',
  region: 'eu-west-1',
  accessKeyId: 'ASIAFAKEFAKEFAKE0001',
  secretAccessKey: 'fake/secret/never-printed/0123456789abcdef',
  sessionToken: 'FwoGZXIvYXdzEfake-session-token-never-printed',
};

export const VERTEX: Extract<FakeCloud, { name: 'vertex' }> = {
  name: 'vertex',
  project: 'wiki-test-project',
  region: 'us-east5',
  accessToken: 'ya29.fake-access-token-never-printed',
};

/** The environment configure-aws-credentials leaves, pointed at the fake. */
export function bedrockEnv(url: string): NodeJS.ProcessEnv {
  return {
    ANTHROPIC_BEDROCK_BASE_URL: url,
    AWS_REGION: BEDROCK.region,
    AWS_ACCESS_KEY_ID: BEDROCK.accessKeyId,
    AWS_SECRET_ACCESS_KEY: BEDROCK.secretAccessKey,
    AWS_SESSION_TOKEN: BEDROCK.sessionToken,
  };
}

/**
 * AWS credentials only in a shared credentials file: the SDK's own chain (bundled with the action)
 * has to find them, as it finds a profile, a web identity or an instance role.
 */
export function bedrockChainEnv(url: string): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-aws-'));
  const file = join(dir, 'credentials');
  writeFileSync(
    file,
    `[default]\naws_access_key_id = ${BEDROCK.accessKeyId}\naws_secret_access_key = ${BEDROCK.secretAccessKey}\naws_session_token = ${BEDROCK.sessionToken}\n`,
  );
  return {
    ...NO_CLOUD_CREDENTIALS,
    ANTHROPIC_BEDROCK_BASE_URL: url,
    AWS_REGION: BEDROCK.region,
    AWS_SHARED_CREDENTIALS_FILE: file,
  };
}

/** The environment google-github-actions/auth leaves (an external_account file), at the fake. */
export function vertexEnv(url: string): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-gcp-'));
  const oidc = join(dir, 'oidc-token');
  writeFileSync(oidc, 'eyJhbGciOiJSUzI1NiJ9.fake-github-oidc-token.sig');
  const credentials = join(dir, 'gha-creds.json');
  writeFileSync(
    credentials,
    JSON.stringify({
      type: 'external_account',
      audience:
        '//iam.googleapis.com/projects/123456789/locations/global/workloadIdentityPools/github/providers/wiki',
      subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
      token_url: `${url}/v1/token`,
      credential_source: { file: oidc },
    }),
  );
  return {
    ANTHROPIC_VERTEX_BASE_URL: `${url}/v1`,
    GOOGLE_APPLICATION_CREDENTIALS: credentials,
    GOOGLE_CLOUD_PROJECT: VERTEX.project,
  };
}

/** No cloud credential anywhere, and no instance metadata service to ask. */
export const NO_CLOUD_CREDENTIALS: NodeJS.ProcessEnv = {
  AWS_EC2_METADATA_DISABLED: 'true',
  AWS_CONFIG_FILE: '/nonexistent/aws-config',
  AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/aws-credentials',
  METADATA_SERVER_DETECTION: 'none',
  HOME: '/nonexistent',
};

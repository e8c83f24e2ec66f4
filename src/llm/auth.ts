// An auth failure worded for the provider that refused it: which service, and which credential
// to check. One client middleware (every provider's SDK runs it around each request) turns a
// 401/403 answer, or credentials the provider's SDK could not find, into a ProviderAuthError that
// describeError prints as is; it is not retried (another try cannot fix a credential).
import type { Middleware } from '@anthropic-ai/sdk';
import type { Provider } from '../config/models.js';
import { scrubCredentialHeaders } from '../security/secrets.js';

interface ProviderWords {
  /** The service, as the user knows it. */
  service: string;
  /** What to check when the service refused the credential (401/403). */
  refused: string;
  /** What to do when the SDK found no credential at all. */
  missing: string;
  /** How the provider's SDK says it found none (its connection-error message). */
  missingMessage?: RegExp;
}

const WORDS: Record<Provider, ProviderWords> = {
  anthropic: {
    service: 'the Anthropic API',
    refused: 'check the anthropic-api-key input (or ANTHROPIC_API_KEY)',
    missing: 'set the anthropic-api-key input (or ANTHROPIC_API_KEY)',
  },
  bedrock: {
    service: 'Amazon Bedrock',
    refused:
      'check the AWS credentials (the role aws-actions/configure-aws-credentials assumed, or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN), that they may call bedrock:InvokeModel and bedrock:InvokeModelWithResponseStream on the model, and the aws-region input',
    missing:
      'no AWS credentials were found: run aws-actions/configure-aws-credentials (role-to-assume, with permissions id-token: write) before this step, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    missingMessage: /resolve AWS credentials/i,
  },
  vertex: {
    service: 'Google Vertex AI',
    refused:
      'check the Google credentials (GOOGLE_APPLICATION_CREDENTIALS, as google-github-actions/auth sets it), that the account has roles/aiplatform.user on the gcp-project-id input, and that the model is enabled in the gcp-region input',
    missing:
      'no Google application default credentials were found: run google-github-actions/auth (workload_identity_provider, with permissions id-token: write) before this step, or set GOOGLE_APPLICATION_CREDENTIALS',
    missingMessage: /Google OAuth credentials/i,
  },
};

/** A credential the provider refused (status 401/403) or that could not be found (status 0). */
export class ProviderAuthError extends Error {
  override name = 'ProviderAuthError';
  constructor(
    readonly provider: Provider,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The message in each provider's error body: Anthropic's, AWS's, Google's, else the text. */
function bodyMessage(text: string): string {
  try {
    const b = JSON.parse(text) as {
      message?: unknown;
      Message?: unknown;
      error?: { message?: unknown };
    };
    const m = b.error?.message ?? b.message ?? b.Message;
    if (typeof m === 'string') return m;
  } catch {
    // not JSON: the text itself
  }
  return text;
}

/** The sentence for a refused or missing credential, naming the provider and what to check. */
export function authFailureText(provider: Provider, status: number, detail: string): string {
  const w = WORDS[provider];
  // Scrubbed before it is cut: a cut could leave a credential without the header that names it.
  const shown = scrubCredentialHeaders(detail.trim()).replace(/\.$/, '');
  const said = shown === '' ? '' : ` (${clip(shown, 120)})`;
  return status === 0
    ? `${w.service}: ${w.missing}${said}`
    : `HTTP ${status}: ${w.service} refused the credentials${said}; ${w.refused}`;
}

/**
 * Where a cloud client sends its calls, by input: an endpoint that cannot be reached, or that has
 * no such project, location or model, is said with the inputs that chose it.
 */
export interface CloudPlace {
  /** e.g. `aws-region` = `eu-west-1`; `gcp-project-id` = `my-project`, `gcp-region` = `us-east5`. */
  inputs: Record<string, string>;
  /** The environment variable that overrides the endpoint. */
  baseUrlEnv: string;
}

/** A cloud endpoint could not be reached, or has no such place: said with the inputs to check. */
export class ProviderPlaceError extends Error {
  override name = 'ProviderPlaceError';
}

const named = (place: CloudPlace): string =>
  Object.entries(place.inputs)
    .map(([input, value]) => `the ${input} input ("${value}")`)
    .join(', ');

/** A connection that never got an answer (refused, no such host), not a timeout or an abort. */
function unreachable(e: unknown): string | null {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (
    err.name === 'AbortError' ||
    !/fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(
      `${err.message} ${err.cause?.code} ${err.cause?.message}`,
    )
  )
    return null;
  return clip(err.cause?.message ?? err.message ?? 'connection error', 120);
}

/** The client middleware that words auth failures for `provider` (and, on a cloud, its place). */
export function authWording(provider: Provider, place?: CloudPlace): Middleware {
  const missing = WORDS[provider].missingMessage;
  const service = WORDS[provider].service;
  return async (request, next) => {
    let response: Response;
    try {
      response = await next(request);
    } catch (e) {
      const err = e as { message?: string; cause?: { message?: string } };
      if (missing && missing.test(err.message ?? ''))
        throw new ProviderAuthError(
          provider,
          0,
          authFailureText(provider, 0, err.cause?.message ?? ''),
        );
      const why = place ? unreachable(e) : null;
      // `cause` keeps it on the SDK's retry path for connection errors.
      if (place && why !== null)
        throw new ProviderPlaceError(
          `${service} could not be reached at ${new URL(request.url).origin} (${why}): check ${named(place)}, ${place.baseUrlEnv} if it is set, and the runner's network.`,
          { cause: e },
        );
      throw e;
    }
    if (place && response.status === 404) {
      const text = await response.text().catch(() => '');
      const said = scrubCredentialHeaders(bodyMessage(text).trim()).replace(/\.$/, '');
      throw new ProviderPlaceError(
        `HTTP 404: ${service} has no such project, location or model${said ? ` (${clip(said, 160)})` : ''}; check ${named(place)} and that the model is offered there.`,
      );
    }
    if (response.status !== 401 && response.status !== 403) return response;
    const text = await response.text().catch(() => '');
    throw new ProviderAuthError(
      provider,
      response.status,
      authFailureText(provider, response.status, bodyMessage(text)),
    );
  };
}

// The credentials a model call carries, registered as secrets the moment the process has them:
// the cloud SDKs obtain their own (a Vertex access token from Google's STS, refreshed each hour; an
// AWS session token from a web identity, a profile or the instance), so no edge knows them before
// the first request. Each request's credential headers are registered just before it leaves, and
// a Google auth client's new tokens as it gets them; an upstream error that echoes one is then
// scrubbed like the API key.

/** Where a credential goes: the run's SecretRegistry (register ignores what it already has). */
export interface CredentialSink {
  register(value: string | undefined | null): void;
}

/** Authorization schemes whose value is a credential itself (SigV4's holds a one-off signature). */
const SCHEME = /^(?:bearer|basic|token)\s+(.+)$/i;

/** The credential values a request's headers carry. */
export function headerCredentials(headers: Headers): string[] {
  const found: string[] = [];
  const auth = headers.get('authorization');
  if (auth && !/^AWS4-HMAC-SHA256\s/i.test(auth)) found.push(SCHEME.exec(auth)?.[1] ?? auth);
  for (const name of ['x-api-key', 'x-goog-api-key', 'x-amz-security-token']) {
    const value = headers.get(name);
    if (value) found.push(value);
  }
  return found;
}

/** `fetch` that registers each request's credential headers before sending it. */
export function credentialFetch(sink: CredentialSink, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    for (const value of headerCredentials(headers)) sink.register(value);
    return base(input, init);
  };
}

/** Google's tokens event: each new access token (and id or refresh token) as it is obtained. */
interface TokenEmitter {
  on?: (event: 'tokens', listener: (tokens: GoogleTokens) => void) => unknown;
}

interface GoogleTokens {
  access_token?: string | null;
  id_token?: string | null;
  refresh_token?: string | null;
}

const heard = new WeakSet<object>();

/** Registers every token a Google auth client obtains from now on (once per client). */
export function registerGoogleTokens(client: TokenEmitter, sink: CredentialSink): void {
  if (heard.has(client) || typeof client.on !== 'function') return;
  heard.add(client);
  client.on('tokens', (tokens) => {
    sink.register(tokens.access_token);
    sink.register(tokens.id_token);
    sink.register(tokens.refresh_token);
  });
}

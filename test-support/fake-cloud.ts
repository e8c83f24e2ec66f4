// Amazon Bedrock's and Google Vertex AI's wire shapes in front of the fake Messages API
// (fake-messages-api.ts, option `cloud`): the model in the path, the API version in the body, each
// cloud's credential checked the way the cloud checks it (a SigV4 signature recomputed from the
// test's AWS secret; a bearer token issued by a fake Google STS), each cloud's auth error body,
// and Bedrock's binary event stream for streamed answers. Written from the published protocols,
// not from the SDKs, so a test shows the SDK speaks them.
import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';

export type FakeCloud =
  | {
      name: 'bedrock';
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      sessionToken?: string;
    }
  | {
      name: 'vertex';
      project: string;
      region: string;
      /** The access token the model endpoint accepts. */
      accessToken: string;
      /** The token the fake STS issues, when not the accepted one (a revoked grant). */
      issuedToken?: string;
      /**
       * A hostile endpoint (a proxy, a misconfigured gateway): its 401 echoes the token it was
       * sent, bare and as the Authorization header.
       */
      echoToken?: boolean;
    };

type Obj = Record<string, unknown>;

/** A request as the fake received it: `raw` is the body as sent, `body` that body parsed. */
export interface CloudRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: Obj | undefined;
}

/** A request in the cloud's shape, turned into the Messages API's, or the cloud's refusal. */
export type CloudRoute =
  | { ok: true; body: Obj }
  | { ok: false; status: number; headers: Record<string, string>; body: string };

const refuse = (status: number, body: Obj, headers: Record<string, string> = {}): CloudRoute => ({
  ok: false,
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const sha256 = (s: string | Buffer): string => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string): Buffer =>
  createHmac('sha256', key).update(s).digest();
/** RFC 3986 escaping, as SigV4 wants it. */
const uriEscape = (s: string): string =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Why a SigV4 Authorization header does not verify against the test's secret, or null. */
export function sigV4Problem(
  cloud: Extract<FakeCloud, { name: 'bedrock' }>,
  { method, url, headers, raw }: CloudRequest,
): string | null {
  const auth = String(headers.authorization ?? '');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'no SigV4 Authorization header';
  const [, keyId, date, region, service, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== cloud.accessKeyId) return 'unknown access key';
  if (region !== cloud.region || service !== 'bedrock') return 'wrong region or service';
  const amzDate = String(headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date!)) return 'x-amz-date does not match the credential scope';
  if (cloud.sessionToken && headers['x-amz-security-token'] !== cloud.sessionToken)
    return 'missing or wrong session token';
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host or date unsigned';
  const u = new URL(url, 'http://fake');
  // Every segment of the path as sent, escaped once more (all services but S3).
  const path = u.pathname
    .split('/')
    .map((s) => uriEscape(s))
    .join('/');
  const query = [...u.searchParams]
    .map(([k, v]) => `${uriEscape(k)}=${uriEscape(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [method, path, query, canonicalHeaders, signedHeaders, sha256(raw)].join('\n');
  const scope = `${date}/${region}/bedrock/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${cloud.secretAccessKey}`, date!);
  for (const part of [region!, 'bedrock', 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex') === signature ? null : 'signature does not match';
}

/** Bedrock: POST /model/{id}/invoke[-with-response-stream], SigV4, version in the body. */
function bedrockRoute(
  cloud: Extract<FakeCloud, { name: 'bedrock' }>,
  req: CloudRequest,
): CloudRoute {
  const { method, url, body } = req;
  const m = /^\/model\/([^/]+)\/(invoke|invoke-with-response-stream)$/.exec(url.split('?')[0]!);
  if (method !== 'POST' || !m) return refuse(404, { message: `Unknown operation ${url}` });
  const problem = sigV4Problem(cloud, req);
  if (problem)
    return refuse(
      403,
      { message: `The request signature we calculated does not match (${problem}).` },
      { 'x-amzn-errortype': 'InvalidSignatureException' },
    );
  if (!body || typeof body.anthropic_version !== 'string' || 'model' in body)
    return refuse(400, { message: 'Malformed input request: anthropic_version, no model.' });
  const { anthropic_version: _v, ...rest } = body;
  return {
    ok: true,
    body: {
      ...rest,
      model: decodeURIComponent(m[1]!),
      ...(m[2] === 'invoke-with-response-stream' ? { stream: true } : {}),
    },
  };
}

/** Vertex: POST …/projects/{p}/locations/{r}/publishers/anthropic/models/{model}:(stream)rawPredict. */
function vertexRoute(
  cloud: Extract<FakeCloud, { name: 'vertex' }>,
  { method, url, headers, body }: CloudRequest,
): CloudRoute {
  const m =
    /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):(rawPredict|streamRawPredict)$/.exec(
      decodeURIComponent(url.split('?')[0]!),
    );
  if (method !== 'POST' || !m)
    return refuse(404, { error: { code: 404, message: `Not found: ${url}`, status: 'NOT_FOUND' } });
  if (headers.authorization !== `Bearer ${cloud.accessToken}`) {
    const sent = String(headers.authorization ?? '').replace(/^Bearer /, '');
    return refuse(401, {
      error: {
        code: 401,
        message: cloud.echoToken
          ? `Token ${sent} is not valid. Request headers: {"authorization":"Bearer ${sent}"}`
          : 'Request had invalid authentication credentials.',
        status: 'UNAUTHENTICATED',
      },
    });
  }
  if (m[1] !== cloud.project || m[2] !== cloud.region)
    return refuse(403, {
      error: {
        code: 403,
        message: 'Permission denied on resource project.',
        status: 'PERMISSION_DENIED',
      },
    });
  if (!body || typeof body.anthropic_version !== 'string' || 'model' in body)
    return refuse(400, {
      error: { code: 400, message: 'anthropic_version, no model', status: 'INVALID_ARGUMENT' },
    });
  const { anthropic_version: _v, ...rest } = body;
  const stream = m[4] === 'streamRawPredict';
  return { ok: true, body: { ...rest, model: m[3]!, ...(stream ? { stream: true } : {}) } };
}

export function cloudRoute(cloud: FakeCloud, req: CloudRequest): CloudRoute {
  return cloud.name === 'bedrock' ? bedrockRoute(cloud, req) : vertexRoute(cloud, req);
}

/**
 * Google's STS token exchange (what an external_account credential, as google-github-actions/auth
 * writes for workload identity federation, calls): any subject token gets the access token.
 */
export function stsAnswer(cloud: FakeCloud, raw: string): CloudRoute | null {
  if (cloud.name !== 'vertex') return null;
  const form = new URLSearchParams(raw);
  if (
    form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:token-exchange' ||
    !form.get('subject_token')
  )
    return refuse(400, { error: 'invalid_request' });
  return {
    ok: false,
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      access_token: cloud.issuedToken ?? cloud.accessToken,
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      token_type: 'Bearer',
      expires_in: 3600,
    }),
  };
}

/** One AWS event-stream frame: prelude (lengths, CRC), string headers, payload, message CRC. */
export function eventStreamFrame(headers: Record<string, string>, payload: Buffer): Buffer {
  const hs = Buffer.concat(
    Object.entries(headers).map(([k, v]) => {
      const name = Buffer.from(k);
      const value = Buffer.from(v);
      const head = Buffer.alloc(1 + name.length + 1 + 2);
      head.writeUInt8(name.length, 0);
      name.copy(head, 1);
      head.writeUInt8(7, 1 + name.length); // type 7: string
      head.writeUInt16BE(value.length, 2 + name.length);
      return Buffer.concat([head, value]);
    }),
  );
  const total = 12 + hs.length + payload.length + 4;
  const prelude = Buffer.alloc(8);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(hs.length, 4);
  const preludeCrc = Buffer.alloc(4);
  preludeCrc.writeUInt32BE(crc32(prelude), 0);
  const body = Buffer.concat([prelude, preludeCrc, hs, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([body, crc]);
}

/** Writes SSE events (as the fake renders them) as Bedrock's event stream of `chunk` frames. */
export function bedrockStreamWriter(res: ServerResponse): {
  head: () => void;
  event: (e: Obj) => void;
} {
  return {
    head: () =>
      res.writeHead(200, {
        'content-type': 'application/vnd.amazon.eventstream',
        'x-amzn-bedrock-content-type': 'application/json',
      }),
    event: (e) =>
      res.write(
        eventStreamFrame(
          { ':event-type': 'chunk', ':message-type': 'event', ':content-type': 'application/json' },
          Buffer.from(JSON.stringify({ bytes: Buffer.from(JSON.stringify(e)).toString('base64') })),
        ),
      ),
  };
}

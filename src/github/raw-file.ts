// One repository file at a commit, in one REST request (the contents API's raw media type, up to
// 100 MB), through node:https itself: it is what the Tier 1 skip path reads (the covers index at
// the end of the map file), and neither Octokit nor an HTTP client library (undici: ~800 KB) may
// load there — either would double the skip path's start-up. A runner behind a proxy is the one
// case node:https cannot serve alone: `proxied` says so, and the caller reads through Octokit,
// which honours the proxy settings.
import type { IncomingMessage } from 'node:http';

export interface RawFileRequest {
  /** GITHUB_API_URL, e.g. https://api.github.com. */
  apiUrl: string;
  token: string;
  owner: string;
  repo: string;
  /** Repository-relative, `/`-separated. */
  path: string;
  /** A commit sha (or any ref). */
  ref: string;
  /** Retries of a 502/503/504 answer or a dropped connection, with a short growing wait. */
  retries: number;
  /** Milliseconds before one attempt is given up. */
  timeoutMs?: number;
}

/** A file's text, or `missing` (no such file at that ref: a 404). */
export type RawFile = { kind: 'file'; text: string } | { kind: 'missing' };

/** An answer other than the file or a 404, with the status for the message. */
export class RawFileError extends Error {
  override name = 'RawFileError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const RETRY = new Set([502, 503, 504]);

/** Whether the proxy settings of `env` apply to `url` (HTTPS_PROXY and NO_PROXY, any case). */
export function proxied(url: string, env: NodeJS.ProcessEnv): boolean {
  const { protocol, hostname } = new URL(url);
  const proxy =
    protocol === 'https:'
      ? (env.HTTPS_PROXY ?? env.https_proxy ?? env.HTTP_PROXY ?? env.http_proxy)
      : (env.HTTP_PROXY ?? env.http_proxy);
  if (!proxy) return false;
  const skip = (env.NO_PROXY ?? env.no_proxy ?? '')
    .split(',')
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, '')
        .replace(/:\d+$/, ''),
    )
    .filter(Boolean);
  const host = hostname.toLowerCase();
  return !skip.some((s) => s === '*' || host === s || host.endsWith(`.${s}`));
}

/** One GET: its status and body, or the network error. */
async function get(url: URL, headers: Record<string, string>, timeoutMs: number) {
  const { request } = await import(url.protocol === 'http:' ? 'node:http' : 'node:https');
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', headers, timeout: timeoutMs },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

export async function readRawFile(request: RawFileRequest): Promise<RawFile> {
  const path = request.path.split('/').map(encodeURIComponent).join('/');
  const base = request.apiUrl.replace(/\/+$/, '');
  const where = `${encodeURIComponent(request.owner)}/${encodeURIComponent(request.repo)}`;
  const url = new URL(
    `${base}/repos/${where}/contents/${path}?ref=${encodeURIComponent(request.ref)}`,
  );
  const headers = {
    accept: 'application/vnd.github.raw',
    authorization: `Bearer ${request.token}`,
    'user-agent': 'wiki-ingest',
    'x-github-api-version': '2022-11-28',
  };
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= request.retries;
    let answer;
    try {
      answer = await get(url, headers, request.timeoutMs ?? 30_000);
    } catch (e) {
      if (last) throw e;
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      continue;
    }
    if (answer.status === 404) return { kind: 'missing' };
    if (answer.status >= 200 && answer.status < 300) return { kind: 'file', text: answer.body };
    if (last || !RETRY.has(answer.status))
      throw new RawFileError(
        answer.status,
        `HTTP ${answer.status} on GET ${base}/repos/${where}/contents/${path}`,
      );
    await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
  }
}

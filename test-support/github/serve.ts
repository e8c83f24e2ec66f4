// How a fake GitHub is reached, whatever its routes: as an injected `fetch` (Octokit's
// request.fetch) or on a loopback HTTP server (for the bundled dist/, which cannot take an
// injected fetch). Both fakes (FakeGitHub's route table, ApiRouter's) answer through one
// `handle` function, so both doors behave the same.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake answers it: status, headers and the body as sent. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** A request as a fake routes it: the body parsed, the path without GHES's `/api/v3` prefix. */
export interface Incoming {
  method: string;
  /** Full URL as requested. */
  url: URL;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Handle = (req: Incoming) => Promise<Answer>;

/** Thrown by a `handle` to drop the connection instead of answering. */
export class NetworkFault extends Error {}

export const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** A request body as JSON when it parses, as text otherwise, undefined when empty. */
function parseBody(rawBody: string): unknown {
  if (!rawBody) return undefined;
  try {
    return JSON.parse(rawBody);
  } catch {
    return rawBody;
  }
}

function incoming(
  method: string,
  url: URL,
  rawBody: string,
  headers: Record<string, string>,
): Incoming {
  const path = url.pathname.replace(/^\/api\/v3/, '');
  return { method, url, path, body: parseBody(rawBody), headers };
}

/** A fetch for `getOctokit(token, { request: { fetch } })` or `new Octokit({ request: { fetch } })`. */
export function fetchThrough(
  handle: Handle,
): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((v, k) => (headers[k] = v));
    let res: Answer;
    try {
      const body = await request.text();
      res = await handle(incoming(request.method, new URL(request.url), body, headers));
    } catch (err) {
      if (!(err instanceof NetworkFault)) throw err;
      throw new TypeError('fetch failed', { cause: Object.assign(err, { code: 'ECONNRESET' }) });
    }
    return new Response(res.status === 204 ? null : res.body, {
      status: res.status,
      headers: res.headers,
    });
  };
}

/** Serves `handle` on 127.0.0.1 at a free port; use the URL as GITHUB_API_URL. */
export async function listenWith(
  handle: Handle,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
      );
      const body = Buffer.concat(chunks).toString();
      handle(incoming(req.method ?? 'GET', url, body, headers)).then(
        (out) => {
          res.writeHead(out.status, out.headers);
          res.end(out.status === 204 ? undefined : out.body);
        },
        (err: unknown) => {
          if (err instanceof NetworkFault) return void req.socket.destroy();
          res.writeHead(500, JSON_TYPE);
          res.end(JSON.stringify({ message: `fake GitHub failed: ${String(err)}` }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

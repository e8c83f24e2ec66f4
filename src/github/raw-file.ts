// One repository file at a commit, in one REST request (the contents API's raw media type, up to
// 100 MB), through @actions/http-client: the HTTP client @actions/core already loads at start-up,
// which honours the runner's proxy settings. It is what the Tier 1 skip path reads (the covers
// index at the end of the map file) without loading Octokit — the whole client would double the
// skip path's start-up.
import { HttpClient } from '@actions/http-client';

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
  /** Retries of a 502/503/504 answer. */
  retries: number;
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

export async function readRawFile(request: RawFileRequest): Promise<RawFile> {
  const path = request.path.split('/').map(encodeURIComponent).join('/');
  const base = request.apiUrl.replace(/\/+$/, '');
  const url = `${base}/repos/${encodeURIComponent(request.owner)}/${encodeURIComponent(request.repo)}/contents/${path}?ref=${encodeURIComponent(request.ref)}`;
  const client = new HttpClient('wiki-ingest', [], {
    allowRetries: request.retries > 0,
    maxRetries: request.retries,
  });
  try {
    const res = await client.get(url, {
      accept: 'application/vnd.github.raw',
      authorization: `Bearer ${request.token}`,
      'x-github-api-version': '2022-11-28',
    });
    const status = res.message.statusCode ?? 0;
    const text = await res.readBody();
    if (status === 404) return { kind: 'missing' };
    if (status < 200 || status >= 300)
      throw new RawFileError(status, `HTTP ${status} on GET ${base}/repos/…/contents/${path}`);
    return { kind: 'file', text };
  } finally {
    client.dispose();
  }
}

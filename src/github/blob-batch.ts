// Blob bytes in bulk. REST reads one blob a request, so a wiki of 5,000 pages cost 5,000 requests
// of the workflow token's 1,000 an hour. GraphQL reads many blobs a query (`repository.object(oid:)`
// under aliases: no connection, so a query costs one point whatever it holds), but it returns
// text, not bytes: a blob is taken from it only when its text's UTF-8 bytes hash to the blob's sha.
// Anything else — text cut at 512,000 bytes (`isTruncated`), a binary blob, text GitHub re-encoded
// — is read through REST, byte for byte. A failed query is split and retried, what still fails is
// read through REST, and a failed REST read throws: never a silently missing blob.
import type { Blob } from '@octokit/graphql-schema';
import { blobSha } from './checkout-cache.js';
import type { GitHub } from './client.js';
import { decodeContent } from './content.js';
import type { RepoRef } from './repo.js';

/** How blobs are grouped into queries and how many requests are in flight. */
export interface BatchLimits {
  /** Blobs a query names (Sveltia CMS reads 250 a query in production). */
  blobs: number;
  /** Declared bytes a query may return: well inside GitHub's 10-second query timeout. */
  bytes: number;
  /** Queries in flight at once (GitHub asks for few concurrent requests). */
  queries: number;
  /** REST blob reads in flight at once. */
  restReads: number;
}

export const BATCH_LIMITS: BatchLimits = { blobs: 250, bytes: 2_000_000, queries: 3, restReads: 8 };

/** GraphQL's `Blob.text` stops at this many bytes (and says `isTruncated`). */
export const GRAPHQL_TEXT_BYTES = 512_000;

/** The client the batch needs: REST always, GraphQL when it has it. */
export type BlobClient = Pick<GitHub, 'rest'> & Partial<Pick<GitHub, 'graphql'>>;

export interface BlobReadOptions {
  /** Declared sizes (the tree listing's), to group by bytes and send large blobs to REST. */
  sizes?: ReadonlyMap<string, number>;
  limits?: Partial<BatchLimits>;
  /** What a blob is, for an error message (e.g. its path). */
  name?: (sha: string) => string;
  /** Told when GraphQL cannot be used and every blob is read through REST instead. */
  warn?: (warning: string) => void;
}

type BlobFields = Pick<Blob, 'oid' | 'text' | 'isBinary' | 'isTruncated'>;
type Answer = { repository: Record<string, Partial<BlobFields> | null> | null } | null;

const SHA = /^[0-9a-f]{40}$/;

/** One query naming every blob of `shas` under aliases `b0`, `b1`, …. */
export function blobQuery(shas: readonly string[]): string {
  const objects = shas.map((sha, i) => {
    if (!SHA.test(sha)) throw new Error(`Not a blob sha: ${JSON.stringify(sha)}`);
    return `    b${i}: object(oid: "${sha}") { ...blob }`;
  });
  return [
    'query($owner: String!, $name: String!) {',
    '  repository(owner: $owner, name: $name) {',
    ...objects,
    '  }',
    '}',
    'fragment blob on Blob { oid isBinary isTruncated text }',
  ].join('\n');
}

/** Groups shas into queries of at most `blobs` blobs and `bytes` declared bytes (one at least). */
export function planBatches(
  shas: readonly string[],
  sizes: ReadonlyMap<string, number>,
  limits: Pick<BatchLimits, 'blobs' | 'bytes'>,
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const sha of shas) {
    const size = sizes.get(sha) ?? 0;
    if (current.length > 0 && (current.length >= limits.blobs || bytes + size > limits.bytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(sha);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

interface FailedQuery {
  status?: number;
  name?: string;
  message?: string;
  data?: Answer;
  errors?: { path?: (string | number)[]; message?: string; type?: string }[];
}

/** The bytes of a blob GraphQL answered, when they are exactly the blob's. */
function exactBytes(sha: string, node: Partial<BlobFields> | null | undefined): Buffer | null {
  if (!node || node.isBinary !== false || node.isTruncated !== false) return null;
  if (typeof node.text !== 'string') return null;
  const bytes = Buffer.from(node.text, 'utf8');
  return blobSha(bytes) === sha ? bytes : null;
}

/** GraphQL error types that splitting a query cannot cure: this client may not ask, or no more. */
const REFUSALS = new Set(['RATE_LIMITED', 'FORBIDDEN', 'INSUFFICIENT_SCOPES', 'NOT_FOUND']);

/**
 * Why GraphQL cannot serve this read at all (REST then reads every blob), or null when the
 * failure may be the query's size (a timeout, a 5xx, resource limits): then it is split.
 * A query GitHub refused to run (invalid) comes back with errors and no `data` at all.
 */
function refusal(failed: FailedQuery): string | null {
  if (failed.errors) {
    const refused =
      failed.data === undefined || failed.errors.some((e) => REFUSALS.has(e.type ?? ''));
    return refused ? failed.errors.map((e) => e.message).join('; ') : null;
  }
  if (failed.status !== undefined && failed.status < 500)
    return `HTTP ${failed.status}: ${failed.message ?? 'no message'}`;
  return null;
}

/** Reads blobs by sha: GraphQL in batches where it can, REST for the rest. */
export async function readBlobsBatched(
  client: BlobClient,
  repo: RepoRef,
  shas: readonly string[],
  options: BlobReadOptions = {},
): Promise<Map<string, Buffer>> {
  const limits = { ...BATCH_LIMITS, ...options.limits };
  const sizes = options.sizes ?? new Map<string, number>();
  const out = new Map<string, Buffer>();
  const unique = [...new Set(shas)];
  const large = (sha: string) => (sizes.get(sha) ?? 0) > GRAPHQL_TEXT_BYTES;
  const viaRest = unique.filter(large);
  const graphql = client.graphql;
  let refused = false;

  const query = async (batch: string[]): Promise<void> => {
    if (!graphql || refused) return void viaRest.push(...batch);
    let answer: Answer = null;
    let failed: FailedQuery | null = null;
    try {
      answer = await graphql<Answer>(blobQuery(batch), { owner: repo.owner, name: repo.repo });
    } catch (e) {
      failed = e as FailedQuery;
      answer = failed.data ?? null;
      const why = refusal(failed);
      if (why !== null) {
        if (!refused)
          options.warn?.(
            `Reading the wiki through GraphQL failed (${why}); its pages are read one request each through the REST API instead.`,
          );
        refused = true;
        return void viaRest.push(...batch);
      }
    }
    const retry: string[] = [];
    batch.forEach((sha, i) => {
      const node = answer?.repository?.[`b${i}`];
      const bytes = exactBytes(sha, node);
      if (bytes) out.set(sha, bytes);
      // No answer at all after a failure: the query broke there (a timeout, resource limits).
      else if (failed && node == null) retry.push(sha);
      else viaRest.push(sha);
    });
    if (retry.length === 1) viaRest.push(retry[0]!);
    else if (retry.length > 1) {
      const half = Math.ceil(retry.length / 2);
      await query(retry.slice(0, half));
      await query(retry.slice(half));
    }
  };

  await pool(
    planBatches(
      unique.filter((sha) => !large(sha)),
      sizes,
      limits,
    ),
    limits.queries,
    query,
  );
  await pool(viaRest, limits.restReads, async (sha) => {
    out.set(sha, await restBlob(client, repo, sha, options.name));
  });
  return out;
}

/** One blob through REST's Git Data API (blobs up to 100 MB); a failure names the blob. */
async function restBlob(
  client: Pick<GitHub, 'rest'>,
  repo: RepoRef,
  sha: string,
  name: (sha: string) => string = (s) => `blob ${s}`,
): Promise<Buffer> {
  try {
    const { data } = await client.rest.git.getBlob({ ...repo, file_sha: sha });
    return decodeContent(data) ?? Buffer.alloc(0);
  } catch (e) {
    const err = e as { status?: number; message?: string };
    throw new Error(
      `Reading ${name(sha)} from ${repo.owner}/${repo.repo} failed${err.status ? ` (HTTP ${err.status})` : ''}: ${err.message ?? String(e)}. Nothing was written; re-run the workflow.`,
    );
  }
}

/** Runs `work` over `items`, `width` at a time; the first failure rejects. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker));
}

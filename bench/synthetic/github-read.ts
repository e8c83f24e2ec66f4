// What reading a synthetic wiki at the branch head costs through the git-backed fake GitHub, by
// route: one REST request a blob (the read before bulk reads), GraphQL batches (the route
// src/github/wiki-tree.ts takes), a checkout of the wiki, and a second `/wiki` question on an
// unchanged wiki with the blobs kept in the Actions cache (an in-process stand-in for the cache
// service: its download time is not in the figure). The tarball route is measured by what it
// would download: `git archive --format=tar.gz` of the head — here a repository holding little
// but the wiki; a real repository's archive carries its whole tree.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createGitHub } from '../../src/github/client.js';
import { wikiAtBranch, type WikiAtBranch } from '../../src/github/wiki-tree.js';
import { questionWiki } from '../../src/workspace/github.js';
import { fakeCacheService } from '../../test-support/actions-cache.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { syntheticWiki } from './wiki.js';

/** One route's figures. */
export interface ReadRoute {
  /** Every request to the fake GitHub. */
  calls: number;
  graphql: number;
  restBlobs: number;
  /** Response bytes (JSON as sent). */
  bytes: number;
  ms: number;
}

export interface WikiReadFigures {
  pages: number;
  rest: ReadRoute;
  batched: ReadRoute;
  checkout: ReadRoute;
  /** The first `/wiki` question on a wiki: read in bulk, its blobs kept. */
  first: ReadRoute;
  /** A `/wiki` question after another on the same wiki, its blobs kept (their size, and gzipped). */
  kept: ReadRoute & { packBytes: number; packGzipBytes: number };
  tarballBytes: number;
}

/**
 * A fetch in front of the fake GitHub that counts requests and response bytes, and answers REST
 * blob reads from the files' bytes (the fake's own blob route spawns two git processes a read,
 * minutes for 5,000 pages on two cores); everything else comes from the fake.
 */
function countingFetch(hub: GitBackedGitHub, texts: readonly string[]) {
  const blobs = new Map<string, Buffer>();
  for (const text of texts) {
    const bytes = Buffer.from(text);
    const sha = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
    blobs.set(sha, bytes);
  }
  const counts = { calls: 0, graphql: 0, restBlobs: 0, bytes: 0 };
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    counts.calls++;
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/graphql')) counts.graphql++;
    const sha = /\/git\/blobs\/([0-9a-f]{40})$/.exec(url.pathname)?.[1];
    const bytes = sha ? blobs.get(sha) : undefined;
    let res: Response;
    if (sha && bytes && (init?.method ?? 'GET') === 'GET') {
      counts.restBlobs++;
      const body = { sha, size: bytes.length, url: url.href, content: bytes.toString('base64') };
      res = new Response(JSON.stringify({ ...body, encoding: 'base64' }), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    } else res = await hub.fetch(input, init);
    // Awaited before the sum: `x += await y` reads x first and loses concurrent additions.
    const size = (await res.clone().arrayBuffer()).byteLength;
    counts.bytes += size;
    return res;
  };
  return { fetch, counts };
}

/** Reads `n` synthetic pages every way; throws if a route misses a page. */
export async function measureWikiRead(n: number): Promise<WikiReadFigures> {
  const files = syntheticWiki(n).files;
  const hub = await GitBackedGitHub.create({
    files: {
      ...Object.fromEntries(files.map((f) => [`wiki/${f.path}`, f.text])),
      'src/app.ts': 'x\n',
    },
  });
  const runner = mkdtempSync(join(tmpdir(), 'wi-bench-runner-'));
  try {
    const where = { owner: hub.owner, repo: hub.name, branch: hub.defaultBranch, wikiPath: 'wiki' };
    const route = async (
      read: (client: ReturnType<typeof createGitHub>) => ReturnType<typeof wikiAtBranch>,
    ): Promise<ReadRoute> => {
      const { fetch, counts } = countingFetch(
        hub,
        files.map((f) => f.text),
      );
      const t = performance.now();
      const snapshot = await read(createGitHub('token', { retries: 0, fetch }));
      const ms = performance.now() - t;
      if (snapshot?.wiki.pages.length !== n)
        throw new Error(`read ${snapshot?.wiki.pages.length} pages of ${n}`);
      return { ...counts, ms };
    };
    const at =
      (extra: Partial<WikiAtBranch> = {}) =>
      (client: ReturnType<typeof createGitHub>) =>
        wikiAtBranch(client, { ...where, ...extra });
    const rest = await route((client) => wikiAtBranch({ rest: client.rest }, where));
    const batched = await route(at());
    const checkout = await route(at({ checkout: await hub.checkout() }));
    const cache = fakeCacheService();
    const env = { ACTIONS_RESULTS_URL: 'http://cache.invalid/', RUNNER_TEMP: runner };
    const ask = (client: ReturnType<typeof createGitHub>) =>
      questionWiki(client, { ...where, env, cache });
    const first = await route(ask);
    const kept = await route(ask);
    const pack = Buffer.concat(
      [...[...cache.entries.values()][0]!.values()].flatMap((f) => [...f.values()]),
    );
    const head = (await hub.head())!;
    const tarball = await hub.git.run(['archive', '--format=tar.gz', head]);
    return {
      pages: n,
      rest,
      batched,
      checkout,
      first,
      kept: { ...kept, packBytes: pack.length, packGzipBytes: gzipSync(pack).length },
      tarballBytes: tarball.length,
    };
  } finally {
    rmSync(runner, { recursive: true, force: true });
    hub.remove();
  }
}

// A fake GitHub REST API for tests: routes (`GET /repos/:owner/:repo/pulls/:n/files`) to handlers,
// records every request, and serves either as an injected `fetch` (Octokit's request.fetch) or as
// a loopback HTTP server (for the bundled dist/index.js, which cannot take an injected fetch).
import { fetchThrough, JSON_TYPE, listenWith, type Answer, type Incoming } from './serve.js';

export interface FakeRequest extends Incoming {
  params: Record<string, string>;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export class FakeGitHub {
  readonly calls: FakeRequest[] = [];
  private readonly routes: Route[] = [];

  /** Registers a handler; `:name` segments become params. Later routes win over earlier ones. */
  on(method: string, path: string, handler: Handler): this {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((seg) => {
        if (seg.startsWith(':')) {
          names.push(seg.slice(1));
          return '([^/]+)';
        }
        return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.unshift({ method, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  /** Calls matching a method and a path prefix, e.g. ('GET', '/repos/o/r/pulls'). */
  callsTo(method: string, pathPrefix = ''): FakeRequest[] {
    return this.calls.filter((c) => c.method === method && c.path.startsWith(pathPrefix));
  }

  async handle(incoming: Incoming): Promise<Answer> {
    const { method, path } = incoming;
    const req: FakeRequest = { ...incoming, params: {} };
    this.calls.push(req);
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(path);
      if (!m) continue;
      route.names.forEach((n, i) => (req.params[n] = decodeURIComponent(m[i + 1]!)));
      const res = await route.handler(req);
      return {
        status: res.status ?? 200,
        headers: { ...JSON_TYPE, ...res.headers },
        body: res.body === undefined ? '' : JSON.stringify(res.body),
      };
    }
    return {
      status: 404,
      headers: JSON_TYPE,
      body: JSON.stringify({
        message: `Not Found (fake GitHub has no route for ${method} ${path})`,
      }),
    };
  }

  /** A fetch for `getOctokit(token, { request: { fetch } })`. */
  readonly fetch = fetchThrough((req) => this.handle(req));

  /** Serves the routes on 127.0.0.1; use the URL as GITHUB_API_URL. */
  listen(): Promise<{ url: string; close: () => Promise<void> }> {
    return listenWith((req) => this.handle(req));
  }
}

/** One page of `items` as the REST API serves it, with a `Link` header to the next page. */
export function paginate<T>(req: FakeRequest, items: T[], defaultPerPage = 30): FakeResponse {
  const perPage = Number(req.url.searchParams.get('per_page') ?? defaultPerPage);
  const page = Number(req.url.searchParams.get('page') ?? 1);
  const body = items.slice((page - 1) * perPage, page * perPage);
  const headers: Record<string, string> = {};
  if (page * perPage < items.length) {
    const next = new URL(req.url);
    next.searchParams.set('page', String(page + 1));
    next.searchParams.set('per_page', String(perPage));
    headers.link = `<${next.href}>; rel="next"`;
  }
  return { body, headers };
}

/**
 * Every branch at one commit whose tree holds an empty `wiki` folder (the Git Data reads a Tier 3
 * run makes to read the wiki at the branch head), for tests whose repository content does not
 * matter.
 */
export const withEmptyWiki = (gh: FakeGitHub, head = 'c'.repeat(40)): FakeGitHub =>
  gh
    .on('GET', '/repos/:owner/:repo/git/ref/:ref', () => ({ body: { object: { sha: head } } }))
    .on('GET', '/repos/:owner/:repo/git/commits/:sha', () => ({
      body: { sha: head, tree: { sha: 'root-tree' } },
    }))
    .on('GET', '/repos/:owner/:repo/git/trees/:sha', (req) => ({
      body: {
        sha: req.params.sha,
        tree:
          req.params.sha === 'root-tree'
            ? [{ path: 'wiki', mode: '040000', type: 'tree', sha: 'wiki-tree' }]
            : [],
        truncated: false,
      },
    }));

/** A file as the REST API lists it. */
export const apiFile = (filename: string, additions = 10, deletions = 0, status = 'modified') => ({
  sha: '0'.repeat(40),
  filename,
  status,
  additions,
  deletions,
  changes: additions + deletions,
  patch: `@@ -1 +1 @@\n-a\n+b`,
});

interface FakeCommit {
  parents: string[];
  tree: string;
  /** Files this commit changed relative to its first parent, as compare lists them. */
  files: Array<{ filename: string; status: string }>;
}

/**
 * A small, stateful Git Data API on a FakeGitHub: branches point at commits, `updateRef` without
 * force answers 422 "not a fast forward" unless the new commit's parent is the branch head, and
 * compare lists the files changed between two commits. `push` moves a branch as a person would;
 * `onUpdateRef` runs just before each ref update decides (to move the branch under a publisher).
 */
export class FakeGitData {
  readonly heads = new Map<string, string>();
  readonly commits = new Map<string, FakeCommit>();
  onUpdateRef: (branch: string) => void = () => {};
  private n = 0;

  constructor(branches: Record<string, string> = { main: 'head1' }) {
    for (const [branch, sha] of Object.entries(branches)) {
      this.heads.set(branch, sha);
      this.commits.set(sha, { parents: [], tree: `tree-${sha}`, files: [] });
    }
  }

  /** A commit on `branch` changing `files` (paths; a `removed:` prefix marks a deletion). */
  push(branch: string, files: string[]): string {
    const sha = `pushed${++this.n}`;
    this.commits.set(sha, {
      parents: [this.heads.get(branch)!],
      tree: `tree-${sha}`,
      files: files.map((f) =>
        f.startsWith('removed:')
          ? { filename: f.slice(8), status: 'removed' }
          : { filename: f, status: 'modified' },
      ),
    });
    this.heads.set(branch, sha);
    return sha;
  }

  /** Commits reachable from `sha`, nearest first. */
  private ancestry(sha: string): string[] {
    const out: string[] = [];
    for (let s: string | undefined = sha; s; s = this.commits.get(s)?.parents[0]) out.push(s);
    return out;
  }

  install(gh: FakeGitHub): FakeGitHub {
    const branchOf = (ref: string) => ref.replace(/^(refs\/)?heads\//, '');
    const notFound = { status: 404, body: { message: 'Not Found' } };
    return gh
      .on('GET', '/repos/:owner/:repo/git/ref/:ref', (req) => {
        const sha = this.heads.get(branchOf(req.params.ref!));
        return sha ? { body: { object: { sha } } } : notFound;
      })
      .on('GET', '/repos/:owner/:repo/git/commits/:sha', (req) => {
        const c = this.commits.get(req.params.sha!);
        return c ? { body: { sha: req.params.sha, tree: { sha: c.tree } } } : notFound;
      })
      .on('POST', '/repos/:owner/:repo/git/trees', () => ({
        status: 201,
        body: { sha: `newtree${++this.n}` },
      }))
      .on('POST', '/repos/:owner/:repo/git/commits', (req) => {
        const b = req.body as { tree: string; parents: string[] };
        const sha = `created${++this.n}`;
        this.commits.set(sha, { parents: b.parents, tree: b.tree, files: [] });
        return { status: 201, body: { sha } };
      })
      .on('PATCH', '/repos/:owner/:repo/git/refs/:ref', (req) => {
        const branch = branchOf(req.params.ref!);
        this.onUpdateRef(branch);
        const sha = (req.body as { sha: string }).sha;
        if (!this.ancestry(sha).includes(this.heads.get(branch)!))
          return { status: 422, body: { message: 'Update is not a fast forward' } };
        this.heads.set(branch, sha);
        return { body: { object: { sha } } };
      })
      .on('POST', '/repos/:owner/:repo/git/refs', (req) => {
        const b = req.body as { ref: string; sha: string };
        this.heads.set(branchOf(b.ref), b.sha);
        return { status: 201, body: { ref: b.ref, object: { sha: b.sha } } };
      })
      .on('GET', '/repos/:owner/:repo/compare/:basehead', (req) =>
        this.compare(req.params.basehead!),
      );
  }

  /** The compare endpoint's answer for `base...head` (public so a test can route to it). */
  compare(basehead: string): FakeResponse {
    const [base, head] = basehead.split('...') as [string, string];
    const headLine = this.ancestry(head);
    const baseLine = this.ancestry(base);
    const mergeBase = baseLine.find((s) => headLine.includes(s));
    if (mergeBase === undefined) return { status: 404, body: { message: 'Not Found' } };
    const ahead = headLine.slice(0, headLine.indexOf(mergeBase));
    const behind = baseLine.indexOf(mergeBase);
    const files = new Map<string, { filename: string; status: string }>();
    for (const s of [...ahead].reverse())
      for (const f of this.commits.get(s)!.files) files.set(f.filename, f);
    const status =
      ahead.length && behind
        ? 'diverged'
        : behind
          ? 'behind'
          : ahead.length
            ? 'ahead'
            : 'identical';
    return {
      body: {
        status,
        ahead_by: ahead.length,
        behind_by: behind,
        total_commits: ahead.length,
        files: [...files.values()],
      },
    };
  }
}

// Routes in Octokit's own notation (`PATCH /repos/{owner}/{repo}/git/refs/{ref}`), a request log,
// and faults injected before or after a call takes effect; served as an injected `fetch` or on a
// loopback HTTP server. The route's last `{ref}`, `{path}`, `{basehead}` or `{branch}` may span
// slashes (`heads/main`, `wiki/a.md`), encoded as Octokit sends them or not.
import type { FakeRequest, FakeResponse } from './fake-github.js';
import {
  fetchThrough,
  JSON_TYPE,
  listenWith,
  NetworkFault,
  type Answer,
  type Incoming,
} from './serve.js';

export interface ApiResponse extends FakeResponse {
  /** Sent as is instead of JSON (raw media types). */
  raw?: string | Buffer;
}

export type ApiHandler = (req: FakeRequest) => ApiResponse | Promise<ApiResponse>;

export interface FaultSpec {
  /** `before` (default): the call does not take effect; `after`: it does, then the answer is lost. */
  when?: 'before' | 'after';
  /** Status answered instead (default 502); ignored with `network`. */
  status?: number;
  /** Body answered (default `{message: "Fault injected: <status> on <route>"}`). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Drop the connection instead of answering (fetch rejects as undici does). */
  network?: boolean;
  /**
   * A side effect at that moment (e.g. a person pushes just before `updateRef`). With neither
   * `status` nor `network`, the call then proceeds and is answered normally.
   */
  run?: (req: FakeRequest) => void | Promise<void>;
  /** How many matching calls it applies to (default 1; Infinity for all). */
  times?: number;
  /** Only calls this accepts count (e.g. a given ref). */
  match?: (req: FakeRequest) => boolean;
}

export interface Fault {
  readonly route: string;
  /** Calls it has applied to so far. */
  readonly hits: number;
}

export interface LoggedCall {
  method: string;
  path: string;
  /** The matched route in Octokit notation; undefined for unknown routes. */
  route?: string;
  params: Record<string, string>;
  body: unknown;
  /** Status answered, or `network` when the connection was dropped. */
  status: number | 'network';
  /** Set when an injected fault answered this call. */
  fault?: 'before' | 'after';
}

interface Route {
  route: string;
  method: string;
  pattern: RegExp;
  names: string[];
  handler: ApiHandler;
}

interface ActiveFault extends Fault {
  spec: FaultSpec;
  hits: number;
}

const SPANNING = new Set(['ref', 'path', 'basehead', 'branch']);

export class ApiRouter {
  readonly calls: LoggedCall[] = [];

  /** With `repository` (`o/r`), calls naming another repository are 404, as they would be. */
  constructor(private readonly repository?: string) {}

  private readonly routes: Route[] = [];
  private readonly faults: ActiveFault[] = [];

  /** Registers `METHOD /path/{param}`; the first registered match wins. */
  on(route: string, handler: ApiHandler): this {
    const [method, path] = route.split(' ') as [string, string];
    const names: string[] = [];
    const segments = path.split('/');
    const source = segments
      .map((seg, i) =>
        seg.replace(/\{(\w+)\}|[.*+?^$()|[\]\\]/g, (token, name?: string) => {
          if (!name) return `\\${token}`;
          names.push(name);
          if (i === segments.length - 1 && SPANNING.has(name))
            return name === 'path' ? '(.*)' : '(.+)';
          return '([^/]+)';
        }),
      )
      .join('/');
    this.routes.push({ route, method, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  /** Injects a fault on a registered route (a typo fails here, not silently). */
  fault(route: string, spec: FaultSpec = {}): Fault {
    if (!this.routes.some((r) => r.route === route))
      throw new Error(`No route "${route}" to inject a fault into; known: ${this.known()}`);
    const fault: ActiveFault = { route, spec, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  /** Logged calls to a route in Octokit notation. */
  callsTo(route: string): LoggedCall[] {
    return this.calls.filter((c) => c.route === route);
  }

  private known(): string {
    return this.routes.map((r) => r.route).join(', ');
  }

  private match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1]!)));
      return { route, params };
    }
    return undefined;
  }

  private takeFault(route: string, req: FakeRequest, when: 'before' | 'after') {
    const fault = this.faults.find(
      (f) =>
        f.route === route &&
        (f.spec.when ?? 'before') === when &&
        f.hits < (f.spec.times ?? 1) &&
        (f.spec.match?.(req) ?? true),
    );
    if (fault) fault.hits++;
    return fault;
  }

  /** Answers one request; rejects with NetworkFault when a fault drops the connection. */
  async handle(incoming: Incoming): Promise<Answer> {
    const { method, path, body } = incoming;
    const logged: LoggedCall = { method, path, params: {}, body, status: 404 };
    this.calls.push(logged);
    const found = this.match(method, path);
    if (!found)
      return {
        status: 404,
        headers: JSON_TYPE,
        body: JSON.stringify({
          message: `Not Found (fake GitHub has no route for ${method} ${path}; it serves ${this.known()})`,
          status: '404',
        }),
      };
    logged.route = found.route.route;
    logged.params = found.params;
    const { owner, repo } = found.params;
    if (this.repository && owner !== undefined && `${owner}/${repo}` !== this.repository)
      return {
        status: 404,
        headers: JSON_TYPE,
        body: JSON.stringify({
          message: `Not Found (fake GitHub serves ${this.repository}, not ${owner}/${repo})`,
          status: '404',
        }),
      };
    const req: FakeRequest = { ...incoming, params: found.params };
    const before = this.takeFault(logged.route, req, 'before');
    const injected = before && (await this.inject(before, req, logged, 'before'));
    if (injected) return injected;
    let res: ApiResponse;
    try {
      res = await found.route.handler(req);
    } catch (err) {
      // A bug or an unexpected input in the fake: say so instead of a bare rejected fetch.
      logged.status = 500;
      return {
        status: 500,
        headers: JSON_TYPE,
        body: JSON.stringify({ message: `fake GitHub failed on ${logged.route}: ${String(err)}` }),
      };
    }
    const after = this.takeFault(logged.route, req, 'after');
    const lost = after && (await this.inject(after, req, logged, 'after'));
    if (lost) return lost;
    logged.status = res.status ?? 200;
    return {
      status: logged.status,
      headers: { ...(res.raw === undefined ? JSON_TYPE : {}), ...res.headers },
      body: res.raw ?? (res.body === undefined ? '' : JSON.stringify(res.body)),
    };
  }

  private async inject(
    fault: ActiveFault,
    req: FakeRequest,
    logged: LoggedCall,
    when: 'before' | 'after',
  ): Promise<Answer | undefined> {
    const { spec } = fault;
    await spec.run?.(req);
    if (spec.network) {
      logged.status = 'network';
      logged.fault = when;
      throw new NetworkFault(`Fault injected: connection dropped on ${fault.route}`);
    }
    if (spec.status === undefined && spec.run) return undefined;
    const status = spec.status ?? 502;
    logged.status = status;
    logged.fault = when;
    return {
      status,
      headers: { ...JSON_TYPE, ...spec.headers },
      body: JSON.stringify(spec.body ?? { message: `Fault injected: ${status} on ${fault.route}` }),
    };
  }

  /** A fetch for `getOctokit(token, { request: { fetch } })` or `new Octokit({ request: { fetch } })`. */
  readonly fetch = fetchThrough((req) => this.handle(req));

  /** Serves on 127.0.0.1 at a free port; use the URL as GITHUB_API_URL. */
  listen(): Promise<{ url: string; close: () => Promise<void> }> {
    return listenWith((req) => this.handle(req));
  }
}

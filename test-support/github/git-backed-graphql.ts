// GraphQL (`POST /graphql`) for the git-backed fake GitHub. A query whose root field is
// `repository` is validated against GitHub's published schema (@octokit/graphql-schema) and run by
// graphql-js, so aliases, fragments and variables behave as on GitHub; `object(oid:|expression:)`
// answers git objects as GitHub does; `viewer` is the token's own account, as GitHub answers it for
// an installation token (the workflow's GITHUB_TOKEN: `github-actions[bot]`; an App's: `<slug>[bot]`),
// where REST's `GET /user` is refused (see git-backed-github.ts). `Blob.text` cut at 512,000 bytes with `isTruncated`, null for
// a binary blob (a NUL in its first 8,000 bytes, git's rule), `isBinary`, `byteSize`. Blobs named
// in one query are read in one `git cat-file --batch`. Other queries (discussions) go to handlers
// registered with `onGraphql`. `objectFaults` fail chosen objects the way GitHub fails part of a
// query: the alias is null and `errors` names its path, with a `type` such as
// RESOURCE_LIMITS_EXCEEDED.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  buildClientSchema,
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type { ApiResponse } from './api-router.js';
import type { FakeRequest } from './fake-github.js';
import type { GitBackedHub } from './git-backed-records.js';

/**
 * Each query text parsed and validated once a test file: a run sends the same few texts again and
 * again, and neither answer changes (the schema is fixed; graphql-js never alters a document).
 */
const CHECKED = new Map<string, { document?: DocumentNode; invalid?: readonly GraphQLError[] }>();

function checked(query: string) {
  let known = CHECKED.get(query);
  if (!known) {
    known = {};
    try {
      known.document = parse(query);
    } catch {
      // Not ours to judge: the handlers may know it.
    }
    CHECKED.set(query, known);
  }
  return known;
}

/** GitHub's cap on `Blob.text`, in bytes. */
export const BLOB_TEXT_BYTES = 512_000;

export type GraphqlHandler = (
  req: FakeRequest,
) => ApiResponse | undefined | Promise<ApiResponse | undefined>;

/** Fails the objects it matches (every one by default), `times` times in all (default 1). */
export interface ObjectFault {
  match?: (oid: string) => boolean;
  times?: number;
  /** GitHub's error type (default RESOURCE_LIMITS_EXCEEDED). */
  type?: string;
  message?: string;
  /** `repository`: the whole repository field fails (null), as a query over its limits does. */
  scope?: 'object' | 'repository';
  /** How many times it applied. */
  hits?: number;
}

/**
 * @octokit/graphql-schema's schema.json, read directly: the package's entry parses it twice and
 * builds a schema of its own on import (seconds a test file), and many tests send no query.
 */
function schemaJson(): IntrospectionQuery {
  const require = createRequire(import.meta.url);
  for (const dir of require.resolve.paths('@octokit/graphql-schema') ?? []) {
    const file = join(dir, '@octokit/graphql-schema/schema.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery;
  }
  throw new Error('@octokit/graphql-schema is not installed: run npm ci');
}

let built: GraphQLSchema | undefined;
/**
 * GitHub's schema, built on the first query that needs it, once a test file (it is large). It is
 * GitHub's own, so it is taken as valid (graphql-js would otherwise check every type of it before
 * the first query); each query is still validated against it.
 */
const schema = (): GraphQLSchema =>
  (built ??= buildClientSchema(schemaJson(), { assumeValid: true }));

const isBinary = (bytes: Buffer): boolean => bytes.subarray(0, 8000).includes(0);

const blobNode = (oid: string, bytes: Buffer) => {
  const binary = isBinary(bytes);
  const truncated = bytes.length > BLOB_TEXT_BYTES;
  return {
    __typename: 'Blob',
    id: Buffer.from(`Blob:${oid}`).toString('base64'),
    oid,
    abbreviatedOid: oid.slice(0, 7),
    byteSize: bytes.length,
    isBinary: binary,
    isTruncated: truncated,
    text: binary ? null : bytes.subarray(0, BLOB_TEXT_BYTES).toString('utf8'),
  };
};

const faulted = (f: ObjectFault) =>
  new GraphQLError(f.message ?? 'Resource limits for this query exceeded.', {
    extensions: { type: f.type ?? 'RESOURCE_LIMITS_EXCEEDED' },
  });

export class GitBackedGraphql {
  readonly objectFaults: ObjectFault[] = [];
  /** Objects each `repository` query named, in order (tests read batch sizes here). */
  readonly objectQueries: number[] = [];
  /** Every oid an `object` field asked for, in order. */
  readonly objectsAsked: string[] = [];
  private readonly handlers: GraphqlHandler[] = [];

  constructor(
    private readonly hub: Pick<GitBackedHub, 'git' | 'router' | 'owner' | 'name' | 'viewerLogin'>,
  ) {
    hub.router.on('POST /graphql', (req) => this.answer(req));
  }

  /** Another kind of query (discussions): asked in order after the repository queries. */
  onGraphql(handler: GraphqlHandler): void {
    this.handlers.push(handler);
  }

  private takeFault(scope: 'object' | 'repository', oid = ''): ObjectFault | undefined {
    const fault = this.objectFaults.find(
      (f) =>
        (f.scope ?? 'object') === scope &&
        (f.hits ?? 0) < (f.times ?? 1) &&
        (scope === 'repository' || (f.match?.(oid) ?? true)),
    );
    if (fault) fault.hits = (fault.hits ?? 0) + 1;
    return fault;
  }

  private async answer(req: FakeRequest): Promise<ApiResponse> {
    const { query, variables = {} } = req.body as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const { document } = checked(query);
    const rootFields = document?.definitions.flatMap((d) =>
      d.kind === 'OperationDefinition' && d.operation === 'query'
        ? d.selectionSet.selections.map((s) => (s.kind === 'Field' ? s.name.value : ''))
        : [],
    );
    if (document && rootFields?.some((f) => f === 'repository' || f === 'viewer'))
      return this.repositoryQuery(query, document, variables);
    for (const handler of this.handlers) {
      const res = await handler(req);
      if (res) return res;
    }
    return {
      body: {
        errors: [
          {
            message: `The fake GitHub GraphQL API does not serve this query: ${query.slice(0, 80)}`,
          },
        ],
      },
    };
  }

  private async repositoryQuery(
    query: string,
    document: DocumentNode,
    variables: Record<string, unknown>,
  ): Promise<ApiResponse> {
    const known = checked(query);
    const invalid = (known.invalid ??= validate(schema(), document));
    if (invalid.length > 0)
      return { body: { errors: invalid.map((e) => ({ ...e.toJSON(), path: ['query'] })) } };
    const objects = this.objectReader();
    const repository = (args: { owner: string; name: string }) => {
      if (args.owner !== this.hub.owner || args.name !== this.hub.name)
        throw new GraphQLError(
          `Could not resolve to a Repository with the name '${args.owner}/${args.name}'.`,
          { extensions: { type: 'NOT_FOUND' } },
        );
      const fault = this.takeFault('repository');
      if (fault) throw faulted(fault);
      return { object: objects.resolve };
    };
    const result = await execute({
      schema: schema(),
      document,
      rootValue: { repository, viewer: { login: this.hub.viewerLogin } },
      variableValues: variables,
    });
    this.objectQueries.push(objects.named());
    const errors = result.errors?.map((e) => {
      const { extensions, ...rest } = e.toJSON();
      const type = extensions?.type;
      return type === undefined ? rest : { type, ...rest };
    });
    return { body: { data: result.data ?? null, ...(errors ? { errors } : {}) } };
  }

  /** Resolves `object(oid:|expression:)`, looking up every object of one query in one pass. */
  private objectReader() {
    const { git } = this.hub;
    type Found = { type: string; bytes?: Buffer } | null;
    const known = new Map<string, Promise<Found>>();
    let pending: { oid: string; settle: (found: Found) => void }[] = [];
    let count = 0;
    const flush = async () => {
      const batch = pending;
      pending = [];
      const shas = batch.map((p) => p.oid);
      const types = await git.typesOf(shas);
      const blobs = shas.filter((sha) => types.get(sha) === 'blob');
      const bytes = await git.readBlobs(blobs);
      const byOid = new Map(blobs.map((sha, i) => [sha, bytes[i]!]));
      for (const p of batch) {
        const type = types.get(p.oid);
        p.settle(type === undefined ? null : { type, bytes: byOid.get(p.oid) });
      }
    };
    const lookup = (oid: string): Promise<Found> => {
      let found = known.get(oid);
      if (!found) {
        found = new Promise<Found>((settle) => {
          if (pending.length === 0) setImmediate(() => void flush());
          pending.push({ oid, settle });
        });
        known.set(oid, found);
      }
      return found;
    };
    const resolve = async (args: { oid?: string; expression?: string }) => {
      count++;
      const oid =
        args.oid ??
        (args.expression === undefined ? undefined : await git.revParse(args.expression));
      if (oid === undefined || !/^[0-9a-f]{40}$/.test(oid)) return null;
      this.objectsAsked.push(oid);
      const fault = this.takeFault('object', oid);
      if (fault) throw faulted(fault);
      const found = await lookup(oid);
      if (!found) return null;
      if (found.type !== 'blob')
        return { __typename: found.type === 'tree' ? 'Tree' : 'Commit', id: oid, oid };
      return blobNode(oid, found.bytes!);
    };
    return { resolve, named: () => count };
  }
}

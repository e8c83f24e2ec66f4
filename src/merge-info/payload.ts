// The event payload checked at the edge, before any field of it is read: a payload that is not
// what GitHub sends (null, an array, a number where a sha belongs) is refused in one line naming
// the field and what it should be, never with a property-access message from deep inside.
// Hand-written rather than a schema library: it runs on the Tier 1 skip path, which loads nothing
// it does not need. Only the fields wiki-ingest reads are checked; any other field is left alone.

/** The payload is not the event GitHub sends; the message names the field. */
export class PayloadError extends Error {
  override name = 'PayloadError';
}

/** What a field must be: a type, optional (`?`) or nullable (`|null`), or a nested shape. */
type Check =
  | 'string'
  | 'string?'
  | 'string|null'
  | 'boolean?'
  | 'integer'
  | 'integer?'
  | 'sha'
  | 'sha?'
  | 'sha|null'
  | 'strings?'
  | Shape
  | { optional: Shape | 'nullable'; shape: Shape }
  | { list: Shape; optional?: true };

interface Shape {
  [field: string]: Check;
}

// Full shas (SHA-1, or SHA-256 repositories); the zero sha of a created or deleted branch included.
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

const person: Check = { optional: 'nullable', shape: { login: 'string?', type: 'string?' } };
const repository: Check = { optional: 'nullable', shape: { default_branch: 'string?' } };

// A comment on an issue or on a discussion: GitHub sends the same fields for both.
const comment: Shape = {
  id: 'integer',
  node_id: 'string?',
  html_url: 'string?',
  body: 'string|null',
  created_at: 'string?',
  author_association: 'string?',
  user: person,
};

const pushCommit: Shape = {
  id: 'sha',
  message: 'string',
  author: { optional: 'nullable', shape: { name: 'string?', username: 'string?' } },
  added: 'strings?',
  removed: 'strings?',
  modified: 'strings?',
};

const SHAPES: Record<string, Shape> = {
  push: {
    ref: 'string?',
    before: 'sha?',
    after: 'sha?',
    deleted: 'boolean?',
    head_commit: { optional: 'nullable', shape: pushCommit },
    commits: { list: pushCommit, optional: true },
    repository,
  },
  pull_request: {
    action: 'string?',
    pull_request: {
      number: 'integer',
      title: 'string',
      body: 'string|null',
      merged: 'boolean?',
      merge_commit_sha: 'sha|null',
      html_url: 'string?',
      user: person,
      base: { optional: 'nullable', shape: { sha: 'sha?', ref: 'string?' } },
    },
    repository,
  },
  issue_comment: {
    action: 'string?',
    comment,
    issue: { optional: 'nullable', shape: { number: 'integer?' } },
    repository,
  },
  discussion_comment: {
    action: 'string?',
    comment,
    discussion: { optional: 'nullable', shape: { number: 'integer?', node_id: 'string?' } },
    repository,
  },
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a value is, as the refusal names it. */
function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'missing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v.length > 40 ? 'a string' : `"${v}"`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v === 'number' ? 'the number' : typeof v} ${String(v)}`;
}

/** Why `value` at `path` fails `check`, or null. */
function problem(value: unknown, check: Check, path: string): string | null {
  const is = `${path} is ${kindOf(value)}`;
  if (typeof check === 'string') {
    const [base, mod] = check.split(/(?=[?|])/) as [string, string | undefined];
    // `?`: may be absent; `|null`: may be absent or null (GitHub sends null for "none").
    if (value === undefined && mod !== undefined) return null;
    if (value === null && mod === '|null') return null;
    switch (base) {
      case 'string':
        return typeof value === 'string' ? null : `${is}, expected text`;
      case 'boolean':
        return typeof value === 'boolean' ? null : `${is}, expected true or false`;
      case 'integer':
        return Number.isSafeInteger(value) ? null : `${is}, expected a whole number`;
      case 'sha':
        return typeof value === 'string' && SHA.test(value)
          ? null
          : `${is}, expected a full commit sha`;
      case 'strings':
        if (!Array.isArray(value)) return `${is}, expected a list of paths`;
        return value.every((s) => typeof s === 'string')
          ? null
          : `${path} holds ${kindOf(value.find((s) => typeof s !== 'string'))}, expected paths`;
    }
    return null;
  }
  if ('list' in check) {
    if (value === undefined && check.optional) return null;
    if (!Array.isArray(value)) return `${is}, expected a list`;
    for (let i = 0; i < value.length; i++) {
      const p = problem(value[i], check.list, `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if ('shape' in check && 'optional' in check) {
    if (value === undefined || value === null) return null;
    return problem(value, check.shape as Shape, path);
  }
  if (!isObject(value)) return `${is}, expected an object`;
  for (const [field, inner] of Object.entries(check as Shape)) {
    const p = problem(value[field], inner, `${path}.${field}`);
    if (p) return p;
  }
  return null;
}

/**
 * The payload when it has the shape wiki-ingest reads for `eventName` (any JSON object for the
 * events that read none of it: schedule, workflow_dispatch); throws PayloadError otherwise.
 */
export function checkPayload(eventName: string, payload: unknown): Record<string, unknown> {
  const name = eventName || 'event';
  if (!isObject(payload))
    throw new PayloadError(
      `The ${name} event payload (GITHUB_EVENT_PATH) is ${kindOf(payload)}, not an object; run wiki-ingest from a workflow GitHub starts.`,
    );
  const shape = SHAPES[eventName];
  const why = shape ? problem(payload, shape, 'payload') : null;
  if (why)
    throw new PayloadError(
      `The ${name} event payload is not what GitHub sends: ${why}; nothing was decided.`,
    );
  return payload;
}

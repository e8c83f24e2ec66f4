// JSON shapes of the REST API (field names as in @octokit/openapi-types), built from git objects.
import type { FakeRequest } from './fake-github.js';
import type { ApiResponse } from './api-router.js';
import type { CommitInfo, FileDiff, Signature } from './bare-repo.js';

/** Where the hub lives, for the `url` fields. */
export interface Urls {
  /** `https://api.github.com/repos/o/r` (or the loopback server's). */
  api: string;
  /** `https://github.com/o/r` */
  html: string;
}

export function urlsFor(req: FakeRequest, owner: string, name: string): Urls {
  const prefix = req.url.pathname.startsWith('/api/v3') ? '/api/v3' : '';
  return {
    api: `${req.url.origin}${prefix}/repos/${owner}/${name}`,
    html: `https://github.com/${owner}/${name}`,
  };
}

export const error = (status: number, message: string, extra: object = {}): ApiResponse => ({
  status,
  body: {
    message,
    documentation_url: 'https://docs.github.com/rest',
    status: String(status),
    ...extra,
  },
});

export const notFound = (): ApiResponse => error(404, 'Not Found');

/** Now, to the second, as GitHub stamps what it records. */
export const stamp = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The fields an issue and a pull request share when they are opened. */
export function opened(
  number: number,
  o: { title: string; body?: string | undefined; user: string },
) {
  const at = stamp();
  return {
    number,
    title: o.title,
    body: o.body ?? null,
    state: 'open' as const,
    user: o.user,
    createdAt: at,
    updatedAt: at,
    closedAt: null,
  };
}

/** `2026-12-03T07:50:28Z`, as GitHub writes dates. */
export const isoDate = (date: string): string =>
  new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Base64 in 60-character lines, as the blob and contents APIs send it. */
export const base64Lines = (data: Buffer): string =>
  (data.toString('base64').match(/.{1,60}/g) ?? []).map((l) => `${l}\n`).join('');

/** Who commits as a person in tests. */
export const PERSON: Signature = { name: 'Ada Person', email: 'ada@example.com' };
/** The author of API commits made with the workflow token. */
export const ACTIONS_BOT: Signature = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

const nodeId = (kind: string, id: string) => Buffer.from(`${kind}:${id}`).toString('base64');

export const signature = (s: Required<Signature>) => ({
  name: s.name,
  email: s.email,
  date: isoDate(s.date),
});

export const gitRef = (urls: Urls, ref: string, sha: string) => ({
  ref,
  node_id: nodeId('Ref', ref),
  url: `${urls.api}/git/${ref}`,
  object: { type: 'commit', sha, url: `${urls.api}/git/commits/${sha}` },
});

const verification = {
  verified: true,
  reason: 'valid',
  signature: null,
  payload: null,
  verified_at: null,
};

export const gitCommit = (urls: Urls, c: CommitInfo) => ({
  sha: c.sha,
  node_id: nodeId('Commit', c.sha),
  url: `${urls.api}/git/commits/${c.sha}`,
  html_url: `${urls.html}/commit/${c.sha}`,
  author: signature(c.author),
  committer: signature(c.committer),
  tree: { sha: c.tree, url: `${urls.api}/git/trees/${c.tree}` },
  message: c.message,
  parents: c.parents.map((p) => ({
    sha: p,
    url: `${urls.api}/git/commits/${p}`,
    html_url: `${urls.html}/commit/${p}`,
  })),
  verification,
});

/** A user as the API embeds one. */
export const user = (login: string) => ({
  login,
  id: [...login].reduce((n, ch) => n * 31 + ch.charCodeAt(0), 7) % 1e7,
  node_id: nodeId('User', login),
  type: login.endsWith('[bot]') ? 'Bot' : 'User',
  site_admin: false,
  html_url: `https://github.com/${login}`,
  url: `https://api.github.com/users/${login}`,
});

const loginOf = (email: string): string | null =>
  /^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/.exec(email)?.[1] ?? null;

export const diffEntry = (urls: Urls, ref: string, f: FileDiff) => ({
  sha: f.sha,
  filename: f.filename,
  status: f.status,
  additions: f.additions,
  deletions: f.deletions,
  changes: f.additions + f.deletions,
  blob_url: `${urls.html}/blob/${ref}/${f.filename}`,
  raw_url: `${urls.html}/raw/${ref}/${f.filename}`,
  contents_url: `${urls.api}/contents/${f.filename}?ref=${ref}`,
  ...(f.patch === undefined ? {} : { patch: f.patch }),
  ...(f.previousFilename === undefined ? {} : { previous_filename: f.previousFilename }),
});

/** A commit as `repos.getCommit`, `listCommits` and compare's `commits` serve it. */
export const repoCommit = (urls: Urls, c: CommitInfo, files?: FileDiff[]) => {
  const authorLogin = loginOf(c.author.email);
  const committerLogin = loginOf(c.committer.email);
  return {
    sha: c.sha,
    node_id: nodeId('Commit', c.sha),
    url: `${urls.api}/commits/${c.sha}`,
    html_url: `${urls.html}/commit/${c.sha}`,
    comments_url: `${urls.api}/commits/${c.sha}/comments`,
    commit: {
      url: `${urls.api}/git/commits/${c.sha}`,
      author: signature(c.author),
      committer: signature(c.committer),
      message: c.message,
      tree: { sha: c.tree, url: `${urls.api}/git/trees/${c.tree}` },
      comment_count: 0,
      verification,
    },
    author: authorLogin ? user(authorLogin) : null,
    committer: committerLogin ? user(committerLogin) : null,
    parents: c.parents.map((p) => ({
      sha: p,
      url: `${urls.api}/commits/${p}`,
      html_url: `${urls.html}/commit/${p}`,
    })),
    ...(files
      ? {
          stats: {
            additions: files.reduce((n, f) => n + f.additions, 0),
            deletions: files.reduce((n, f) => n + f.deletions, 0),
            total: files.reduce((n, f) => n + f.additions + f.deletions, 0),
          },
          files: files.map((f) => diffEntry(urls, c.sha, f)),
        }
      : {}),
  };
};

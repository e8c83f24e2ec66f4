// The repository endpoints (repo, contents, compare, commits, branches) of the git-backed fake
// GitHub. Compare lists at most 300 files, as GitHub does; a commit's files page by 300.
import type { FakeRequest } from './fake-github.js';
import { paginate } from './fake-github.js';
import type { ApiResponse } from './api-router.js';
import type { TreeEntry } from './bare-repo.js';
import type { GitBackedHub } from './git-backed-records.js';
import {
  base64Lines,
  diffEntry,
  error,
  notFound,
  repoCommit,
  urlsFor,
  user,
  type Urls,
} from './git-backed-shapes.js';

const R = '/repos/{owner}/{repo}';
export const COMPARE_FILE_LIMIT = 300;
const CONTENT_LIMIT = 1024 * 1024;

const CONTENT_TYPE: Record<string, string> = {
  blob: 'file',
  tree: 'dir',
  commit: 'submodule',
};

function contentItem(urls: Urls, ref: string, path: string, e: TreeEntry) {
  const type = e.mode === '120000' ? 'symlink' : CONTENT_TYPE[e.type]!;
  const self = `${urls.api}/contents/${path}?ref=${ref}`;
  const gitUrl = `${urls.api}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`;
  const html = `${urls.html}/${type === 'dir' ? 'tree' : 'blob'}/${ref}/${path}`;
  return {
    type,
    size: e.size ?? 0,
    name: path.split('/').pop()!,
    path,
    sha: e.sha,
    url: self,
    git_url: gitUrl,
    html_url: html,
    download_url:
      type === 'file'
        ? `https://raw.githubusercontent.com/${urls.html.replace('https://github.com/', '')}/${ref}/${path}`
        : null,
    _links: { self, git: gitUrl, html },
  };
}

export function repoRoutes(hub: GitBackedHub): void {
  const { git } = hub;
  const urls = (req: FakeRequest) => urlsFor(req, hub.owner, hub.name);

  const contents = async (req: FakeRequest): Promise<ApiResponse> => {
    const ref = req.url.searchParams.get('ref') ?? hub.defaultBranch;
    const commit = await git.resolve(ref);
    if (!commit) return error(404, `No commit found for the ref ${ref}`);
    const path = (req.params.path ?? '').replace(/^\/+|\/+$/g, '');
    const slash = path.lastIndexOf('/');
    const entry: TreeEntry | undefined = path
      ? await git
          .lsTree(`${commit}:${path.slice(0, Math.max(slash, 0))}`, false)
          .then((list) => list.find((e) => e.path === path.slice(slash + 1)))
          .catch(() => undefined)
      : { path: '', mode: '040000', type: 'tree', sha: (await git.resolve(commit, 'tree'))! };
    if (!entry) return notFound();
    if (entry.type === 'tree') {
      const list = await git.lsTree(entry.sha, false);
      return {
        body: list.map((e) => contentItem(urls(req), ref, path ? `${path}/${e.path}` : e.path, e)),
      };
    }
    const item = contentItem(urls(req), ref, path, entry);
    if (entry.type !== 'blob') return { body: item };
    const data = await git.readBlob(entry.sha);
    if (/\.raw\b/.test(req.headers.accept ?? '')) return { raw: data };
    if (entry.mode === '120000') return { body: { ...item, target: data.toString('utf8') } };
    const big = data.length > CONTENT_LIMIT;
    return {
      body: {
        ...item,
        encoding: big ? 'none' : 'base64',
        content: big ? '' : base64Lines(data),
      },
    };
  };

  hub.router
    .on(`GET ${R}`, (req) => ({
      body: {
        id: 1,
        node_id: 'R_fake',
        name: hub.name,
        full_name: `${hub.owner}/${hub.name}`,
        owner: user(hub.owner),
        private: false,
        html_url: hub.htmlUrl,
        url: urls(req).api,
        description: null,
        fork: false,
        archived: false,
        disabled: false,
        visibility: 'public',
        default_branch: hub.defaultBranch,
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      },
    }))
    .on(`GET ${R}/contents/{path}`, contents)
    .on(`GET ${R}/contents`, contents)
    .on(`GET ${R}/compare/{basehead}`, async (req) => {
      const [baseRef, headRef] = req.params.basehead!.split('...');
      const base = baseRef && (await git.resolve(baseRef));
      const head = headRef && (await git.resolve(headRef));
      if (!base || !head) return notFound();
      const mergeBase = await git.mergeBase(base, head);
      if (!mergeBase) return notFound();
      const [commits, files, behind, baseCommit, mbCommit] = await Promise.all([
        git.log(['--reverse', `${mergeBase}..${head}`]),
        git.diff(mergeBase, head),
        git.countBetween(head, base),
        git.commit(base),
        git.commit(mergeBase),
      ]);
      const u = urls(req);
      const ahead = commits.length;
      const paged = req.url.searchParams.has('page') || req.url.searchParams.has('per_page');
      // Unpaged, GitHub lists 250 commits ending with the newest.
      const page = paged ? paginate(req, commits, 250) : { body: commits.slice(-250) };
      const firstPage = Number(req.url.searchParams.get('page') ?? 1) === 1;
      return {
        headers: page.headers,
        body: {
          url: `${u.api}/compare/${req.params.basehead}`,
          html_url: `${u.html}/compare/${req.params.basehead}`,
          permalink_url: `${u.html}/compare/${base}...${head}`,
          diff_url: `${u.html}/compare/${req.params.basehead}.diff`,
          patch_url: `${u.html}/compare/${req.params.basehead}.patch`,
          base_commit: repoCommit(u, baseCommit!),
          merge_base_commit: repoCommit(u, mbCommit!),
          status: ahead && behind ? 'diverged' : behind ? 'behind' : ahead ? 'ahead' : 'identical',
          ahead_by: ahead,
          behind_by: behind,
          total_commits: ahead,
          commits: (page.body as typeof commits).map((c) => repoCommit(u, c)),
          files: firstPage
            ? files.slice(0, COMPARE_FILE_LIMIT).map((f) => diffEntry(u, head, f))
            : [],
        },
      };
    })
    .on(`GET ${R}/commits`, async (req) => {
      const q = req.url.searchParams;
      const start = await git.resolve(q.get('sha') ?? hub.defaultBranch);
      if (!start) return error(404, 'Not Found');
      const since = q.get('since');
      const until = q.get('until');
      const commits = await git.log(
        [...(since ? [`--since=${since}`] : []), ...(until ? [`--until=${until}`] : []), start],
        q.get('path') ? [q.get('path')!] : [],
      );
      const page = paginate(req, commits, 30);
      return {
        headers: page.headers,
        body: (page.body as typeof commits).map((c) => repoCommit(urls(req), c)),
      };
    })
    .on(`GET ${R}/commits/{ref}`, async (req) => {
      const sha = await git.resolve(req.params.ref!);
      if (!sha) return error(422, `No commit found for SHA: ${req.params.ref}`);
      const commit = (await git.commit(sha))!;
      const files = await git.diff(commit.parents[0], sha);
      const page = paginate(req, files, COMPARE_FILE_LIMIT);
      return {
        headers: page.headers,
        body: repoCommit(urls(req), commit, page.body as typeof files),
      };
    })
    .on(`GET ${R}/branches`, async (req) => {
      const refs = [...(await git.refs('refs/heads/'))].map(([ref, sha]) => {
        const name = ref.slice('refs/heads/'.length);
        return {
          name,
          commit: { sha, url: `${urls(req).api}/commits/${sha}` },
          protected: hub.protectedBranches.has(name),
        };
      });
      return paginate(req, refs, 30);
    })
    .on(`GET ${R}/branches/{branch}`, async (req) => {
      const name = req.params.branch!;
      const sha = await git.branch(name);
      if (!sha) return error(404, 'Branch not found');
      const u = urls(req);
      const isProtected = hub.protectedBranches.has(name);
      return {
        body: {
          name,
          commit: repoCommit(u, (await git.commit(sha))!),
          _links: { self: `${u.api}/branches/${name}`, html: `${u.html}/tree/${name}` },
          protected: isProtected,
          protection: {
            enabled: isProtected,
            required_status_checks: { enforcement_level: 'off', contexts: [], checks: [] },
          },
          protection_url: `${u.api}/branches/${name}/protection`,
        },
      };
    });
}

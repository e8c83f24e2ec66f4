// The Git Data API (refs, commits, trees, blobs) of the git-backed fake GitHub.
import type { FakeRequest } from './fake-github.js';
import type { ApiResponse } from './api-router.js';
import type { TreeChange, TreeEntry } from './bare-repo.js';
import type { GitBackedHub } from './git-backed-records.js';
import {
  ACTIONS_BOT,
  base64Lines,
  error,
  gitCommit,
  gitRef,
  notFound,
  urlsFor,
  type Urls,
} from './git-backed-shapes.js';

const R = '/repos/{owner}/{repo}';

interface NewTreeEntry {
  path: string;
  mode?: string;
  type?: 'blob' | 'tree' | 'commit';
  sha?: string | null;
  content?: string;
}

const treeItem = (urls: Urls, e: TreeEntry) => ({
  path: e.path,
  mode: e.mode,
  type: e.type,
  sha: e.sha,
  ...(e.size === undefined ? {} : { size: e.size }),
  ...(e.type === 'commit' ? {} : { url: `${urls.api}/git/${e.type}s/${e.sha}` }),
});

export function gitDataRoutes(hub: GitBackedHub): void {
  const { git } = hub;
  const urls = (req: FakeRequest) => urlsFor(req, hub.owner, hub.name);

  const refAnswer = async (req: FakeRequest, name: string): Promise<ApiResponse> => {
    const ref = `refs/${name}`;
    const sha = (await git.refs(ref)).get(ref);
    return sha ? { body: gitRef(urls(req), ref, sha) } : notFound();
  };

  const treeAnswer = async (req: FakeRequest, sha: string, recursive: boolean) => ({
    sha,
    url: `${urls(req).api}/git/trees/${sha}`,
    tree: (await git.lsTree(sha, recursive)).map((e) => treeItem(urls(req), e)),
    truncated: false,
  });

  hub.router
    .on(`GET ${R}/git/ref/{ref}`, (req) => refAnswer(req, req.params.ref!))
    .on(`GET ${R}/git/matching-refs/{ref}`, async (req) => {
      const refs = await git.refs();
      const prefix = `refs/${req.params.ref}`;
      return {
        body: [...refs]
          .filter(([ref]) => ref.startsWith(prefix))
          .map(([ref, sha]) => gitRef(urls(req), ref, sha)),
      };
    })
    .on(`POST ${R}/git/refs`, async (req) => {
      const { ref, sha } = req.body as { ref?: string; sha?: string };
      if (!ref || !/^refs\/[^/]+\/.+/.test(ref))
        return error(422, "Reference name must start with 'refs/' and have at least two slashes.");
      if ((await git.typeOf(sha ?? '')) !== 'commit') return error(422, 'Object does not exist');
      if (!(await git.casRef(ref, sha!, undefined))) return error(422, 'Reference already exists');
      return { status: 201, body: gitRef(urls(req), ref, sha!) };
    })
    .on(`PATCH ${R}/git/refs/{ref}`, async (req) => {
      const { sha, force } = req.body as { sha?: string; force?: boolean };
      const ref = `refs/${req.params.ref}`;
      if ((await git.typeOf(sha ?? '')) !== 'commit') return error(422, 'Object does not exist');
      // Compare-and-swap on the value just checked: a push landing in between fails the update.
      for (;;) {
        const current = (await git.refs(ref)).get(ref);
        if (!current) return error(422, 'Reference does not exist');
        if (!force && !(await git.isAncestor(current, sha!)))
          return error(422, 'Update is not a fast forward');
        if (await git.casRef(ref, sha!, current)) return { body: gitRef(urls(req), ref, sha!) };
      }
    })
    .on(`DELETE ${R}/git/refs/{ref}`, async (req) => {
      const ref = `refs/${req.params.ref}`;
      if (!(await git.refs(ref)).has(ref)) return error(422, 'Reference does not exist');
      await git.deleteRef(ref);
      return { status: 204 };
    })
    .on(`GET ${R}/git/commits/{commit_sha}`, async (req) => {
      const commit = await git.commit(req.params.commit_sha!);
      return commit ? { body: gitCommit(urls(req), commit) } : notFound();
    })
    .on(`POST ${R}/git/commits`, async (req) => {
      const body = req.body as {
        message?: string;
        tree?: string;
        parents?: string[];
        author?: { name: string; email: string; date?: string };
        committer?: { name: string; email: string; date?: string };
      };
      if (typeof body.message !== 'string')
        return error(422, 'Invalid request.\n\n"message" wasn\'t supplied.');
      if ((await git.typeOf(body.tree ?? '')) !== 'tree')
        return error(422, 'Tree SHA does not exist');
      for (const parent of body.parents ?? [])
        if ((await git.typeOf(parent)) !== 'commit')
          return error(422, 'Parent SHA does not exist or is not a commit object');
      const author = body.author ?? ACTIONS_BOT;
      const committer = body.committer ?? { name: 'GitHub', email: 'noreply@github.com' };
      const sha = await git.commitTree(
        body.tree!,
        body.parents ?? [],
        body.message,
        author,
        committer,
      );
      return { status: 201, body: gitCommit(urls(req), (await git.commit(sha))!) };
    })
    .on(`GET ${R}/git/trees/{tree_sha}`, async (req) => {
      const sha = await git.resolve(req.params.tree_sha!, 'tree');
      if (!sha) return notFound();
      return { body: await treeAnswer(req, sha, req.url.searchParams.has('recursive')) };
    })
    .on(`POST ${R}/git/trees`, async (req) => {
      const body = req.body as { tree?: NewTreeEntry[]; base_tree?: string };
      if (!Array.isArray(body.tree)) return error(422, 'Invalid tree info');
      if (body.base_tree !== undefined && (await git.typeOf(body.base_tree)) !== 'tree')
        return error(422, 'base_tree is not a valid tree oid');
      const inline = body.tree.filter((e) => typeof e.content === 'string');
      const blobs = await git.writeBlobs(inline.map((e) => e.content!));
      const changes: TreeChange[] = [];
      for (const entry of body.tree) {
        if (!entry.path || entry.path.startsWith('/') || entry.path.endsWith('/'))
          return error(422, `tree.path "${entry.path}" is not a valid path`);
        if (typeof entry.content === 'string') {
          if (entry.sha) return error(422, 'tree entries take either sha or content, not both');
          changes.push({ path: entry.path, mode: entry.mode, sha: blobs[inline.indexOf(entry)]! });
        } else if (entry.sha === null) {
          changes.push({ path: entry.path, sha: null });
        } else {
          const type = await git.typeOf(entry.sha ?? '');
          if (!type || type !== (entry.type ?? 'blob'))
            return error(422, `tree.sha ${entry.sha} is not a valid ${entry.type ?? 'blob'}`);
          changes.push({ path: entry.path, mode: entry.mode, sha: entry.sha! });
        }
      }
      const sha = await git.writeTree(body.base_tree, changes);
      return { status: 201, body: await treeAnswer(req, sha, false) };
    })
    .on(`GET ${R}/git/blobs/{file_sha}`, async (req) => {
      const sha = req.params.file_sha!;
      if ((await git.typeOf(sha)) !== 'blob') return notFound();
      const data = await git.readBlob(sha);
      return {
        body: {
          sha,
          node_id: Buffer.from(`Blob:${sha}`).toString('base64'),
          size: data.length,
          url: `${urls(req).api}/git/blobs/${sha}`,
          content: base64Lines(data),
          encoding: 'base64',
        },
      };
    })
    .on(`POST ${R}/git/blobs`, async (req) => {
      const { content, encoding } = req.body as { content?: string; encoding?: string };
      if (typeof content !== 'string')
        return error(422, 'Invalid request.\n\n"content" wasn\'t supplied.');
      const data = encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content);
      const [sha] = await git.writeBlobs([data]);
      return { status: 201, body: { sha, url: `${urls(req).api}/git/blobs/${sha}` } };
    });
}

// The wiki as it stands on the rolling PR branch. In pull-request mode each run commits onto that
// branch, so it must start from the branch's pages, index.md and log.md — not the default
// branch's — or it would drop the entries and pages earlier runs put there.
import { parseWiki } from '../wiki/load.js';
import type { WikiSnapshot } from './stage.js';

interface TreeEntry {
  path?: string;
  type?: string;
  sha?: string;
}

/** The endpoints this needs; any Octokit fits. */
export interface BranchReader {
  rest: {
    git: {
      getRef(p: {
        owner: string;
        repo: string;
        ref: string;
      }): Promise<{ data: { object: { sha: string } } }>;
      getTree(p: {
        owner: string;
        repo: string;
        tree_sha: string;
        recursive?: string;
      }): Promise<{ data: { tree: TreeEntry[]; truncated?: boolean } }>;
      getBlob(p: {
        owner: string;
        repo: string;
        file_sha: string;
      }): Promise<{ data: { content: string; encoding: string } }>;
    };
  };
}

/**
 * null when the branch does not exist yet (the first run starts from the default branch). The
 * snapshot's `base` is the branch head it was read at.
 */
export async function branchWikiSnapshot(
  client: BranchReader,
  o: { owner: string; repo: string; branch: string; wikiPath: string },
): Promise<WikiSnapshot | null> {
  let head: string;
  try {
    head = (
      await client.rest.git.getRef({ owner: o.owner, repo: o.repo, ref: `heads/${o.branch}` })
    ).data.object.sha;
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
  const tree = await client.rest.git.getTree({
    owner: o.owner,
    repo: o.repo,
    tree_sha: head,
    recursive: 'true',
  });
  if (tree.data.truncated)
    throw new Error(
      `The tree of branch "${o.branch}" is too large to list in one call; merge or close the rolling pull request and re-run.`,
    );
  const prefix = `${o.wikiPath}/`;
  const entries = tree.data.tree.filter(
    (t) => t.type === 'blob' && t.path?.startsWith(prefix) && /\.md$/i.test(t.path) && t.sha,
  );
  const files = await Promise.all(
    entries.map(async (t) => {
      const blob = await client.rest.git.getBlob({
        owner: o.owner,
        repo: o.repo,
        file_sha: t.sha!,
      });
      const text = Buffer.from(
        blob.data.content,
        blob.data.encoding === 'base64' ? 'base64' : 'utf8',
      ).toString('utf8');
      return { path: t.path!.slice(prefix.length), text };
    }),
  );
  const root = (name: string) => files.find((f) => f.path.toLowerCase() === name)?.text ?? null;
  return {
    wiki: parseWiki(files),
    existing: { index: root('index.md'), log: root('log.md') },
    base: head,
  };
}

// The wiki as it stands on the rolling PR branch. In pull-request mode each run commits onto that
// branch, so it must start from the branch's pages, index.md and log.md — not the default
// branch's — or it would drop the entries and pages earlier runs put there.
import type { WikiSnapshot } from '../stages.js';
import { parseWiki } from '../wiki/load.js';
import type { GitHub } from './client.js';
import { decodeContent } from './content.js';
import { branchHead } from './ref.js';
import type { RepoRef } from './repo.js';

/**
 * null when the branch does not exist yet (the first run starts from the default branch). The
 * snapshot's `base` is the branch head it was read at.
 */
export async function branchWikiSnapshot(
  client: Pick<GitHub, 'rest'>,
  where: RepoRef & { branch: string; wikiPath: string },
): Promise<WikiSnapshot | null> {
  const repo = { owner: where.owner, repo: where.repo };
  let head: string;
  try {
    head = await branchHead(client, repo, where.branch);
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
  const tree = await client.rest.git.getTree({ ...repo, tree_sha: head, recursive: 'true' });
  if (tree.data.truncated)
    throw new Error(
      `The tree of branch "${where.branch}" is too large to list in one call; merge or close the rolling pull request and re-run.`,
    );
  const prefix = `${where.wikiPath}/`;
  const entries = tree.data.tree.filter(
    (t) => t.type === 'blob' && t.path?.startsWith(prefix) && /\.md$/i.test(t.path) && t.sha,
  );
  const files = await Promise.all(
    entries.map(async (t) => {
      const blob = await client.rest.git.getBlob({ ...repo, file_sha: t.sha! });
      const text = decodeContent(blob.data)?.toString('utf8') ?? '';
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

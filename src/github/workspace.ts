// Tier 3's workspace in the action: the wiki from the branch head's tree (never the checkout),
// read_source through the contents API at the merged commit, and publishing through the Git Data
// API.
import type { Config } from '../config.js';
import { looksBinary, type SourceFile, type SourceReader } from '../ingest/source-reader.js';
import { publish, PublishOutcomeError, type PublishClient } from '../publish/index.js';
import type { Workspace } from '../stages.js';
import type { GitHub } from './client.js';
import { decodeContent } from './content.js';
import type { RepoRef } from './repo.js';
import { wikiAtBranch } from './wiki-tree.js';

export interface GitHubWorkspaceOptions extends RepoRef {
  config: Config;
  serverUrl: string;
  /** The branch wiki commits go to (the repository's default branch). */
  defaultBranch: string;
  /** The workflow's checkout, if any: a cache of blob bytes, never the source of the wiki. */
  checkout?: string;
  github: () => Promise<GitHub>;
}

export function contentsReader(
  github: () => Promise<Pick<GitHub, 'rest'>>,
  repo: RepoRef,
  ref: string | undefined,
): SourceReader {
  return async (path): Promise<SourceFile> => {
    let data: unknown;
    try {
      data = (await (await github()).rest.repos.getContent({ ...repo, path, ref })).data;
    } catch (e) {
      if ((e as { status?: number }).status === 404) return { kind: 'missing' };
      throw e;
    }
    const file = data as { type?: string; encoding?: string; content?: string; size?: number };
    if (Array.isArray(data) || file.type !== 'file') return { kind: 'missing' };
    const bytes = decodeContent(file);
    if (bytes === null) return { kind: 'too-large', bytes: file.size ?? 0 };
    if (looksBinary(bytes)) return { kind: 'binary' };
    return { kind: 'text', text: bytes.toString('utf8') };
  };
}

export function gitHubWorkspace(options: GitHubWorkspaceOptions): Workspace {
  const { config } = options;
  const repo: RepoRef = { owner: options.owner, repo: options.repo };
  const repoUrl = `${options.serverUrl}/${repo.owner}/${repo.repo}`;
  const filesUrl = (sha: string) => `${repoUrl}/blob/${sha}/`;
  return {
    // Pull-request mode builds on the rolling branch when it exists; otherwise on the default
    // branch's head, where a person or a previous run may have committed since the merge.
    async loadWiki() {
      const github = await options.github();
      const at = (branch: string) =>
        wikiAtBranch(github, {
          ...repo,
          branch,
          wikiPath: config.wikiPath,
          ...(options.checkout ? { checkout: options.checkout } : {}),
        });
      const onBranch = config.publishMode === 'pull-request' ? await at(config.prBranch) : null;
      const snapshot = onBranch ?? (await at(options.defaultBranch));
      if (!snapshot)
        throw new Error(
          `Branch "${options.defaultBranch}" was not found in ${repo.owner}/${repo.repo}; the wiki is read from its head. Check the repository's default branch.`,
        );
      return snapshot;
    },
    readSource: (merge) => contentsReader(options.github, repo, merge.sha),
    // A protected branch refuses the workflow token's commits; the flag is readable with
    // contents: read. Any other answer leaves the decision to publishing itself.
    async publishRefusal() {
      if (config.publishMode !== 'commit') return null;
      const branch = options.defaultBranch;
      try {
        const { data } = await (await options.github()).rest.repos.getBranch({ ...repo, branch });
        if (!data.protected) return null;
      } catch {
        return null;
      }
      return `The default branch ${branch} is protected, so wiki-ingest cannot commit the wiki update to it (publish-mode: commit); nothing was sent to a model. Set "publish-mode: pull-request" (with permissions pull-requests: write) to publish through a pull request.`;
    },
    async publish(out, merge, base) {
      const client: PublishClient | null =
        config.publishMode === 'dry-run' ? null : await options.github();
      const result = await publish(client as PublishClient, {
        ...repo,
        mode: config.publishMode,
        branch: options.defaultBranch,
        prBranch: config.prBranch,
        merge,
        files: out.files,
        before: out.before,
        ...(base ? { wikiBase: { ...base, wikiPath: config.wikiPath } } : {}),
        repoUrl,
      }).catch((e: unknown) => {
        if (e instanceof PublishOutcomeError && e.publish?.commit_sha)
          Object.assign(e.publish, { files_url: filesUrl(e.publish.commit_sha) });
        throw e;
      });
      const sha = result.publish.commit_sha;
      if (sha) {
        result.publish.files_url = filesUrl(sha);
        result.publish.commit_url = `${repoUrl}/commit/${sha}`;
      }
      return {
        publish: result.publish,
        ...(result.diffs.length ? { diffs: result.diffs } : {}),
      };
    },
  };
}

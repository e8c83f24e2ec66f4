// Tier 3's edge in the action: the wiki from the workflow's checkout, read_source through the
// contents API at the merged commit, and publishing through the Git Data API.
import { publish, type PublishClient } from '../publish/index.js';
import type { Config } from '../config.js';
import type { MergeInfo } from '../types.js';
import type { IngestEnv } from './stage.js';
import { looksBinary, type SourceFile, type SourceReader } from './source-reader.js';
import { wikiSnapshot } from './wiki-snapshot.js';
import { branchWikiSnapshot, type BranchReader } from './branch-wiki.js';
import { wikiAtHead, type HeadReader } from './head-wiki.js';

/** The contents endpoint read_source uses, on top of what publishing needs. */
export interface ActionClient extends PublishClient {
  rest: PublishClient['rest'] & {
    git: BranchReader['rest']['git'];
    repos: HeadReader['rest']['repos'];
  };
}

export interface ActionEnvOptions {
  config: Config;
  owner: string;
  repo: string;
  serverUrl: string;
  /** The branch wiki commits go to (the repository's default branch). */
  defaultBranch: string;
  workspace: string;
  /** The commit the workspace holds (GITHUB_SHA), to catch up with the branch head. */
  checkoutSha?: string;
  octokit: () => Promise<ActionClient>;
  now?: () => Date;
}

export function contentsReader(
  octokit: () => Promise<ActionClient>,
  owner: string,
  repo: string,
  ref: string | undefined,
): SourceReader {
  return async (path): Promise<SourceFile> => {
    let data: unknown;
    try {
      data = (await (await octokit()).rest.repos.getContent({ owner, repo, path, ref })).data;
    } catch (e) {
      if ((e as { status?: number }).status === 404) return { kind: 'missing' };
      throw e;
    }
    const file = data as { type?: string; encoding?: string; content?: string; size?: number };
    if (Array.isArray(data) || file.type !== 'file') return { kind: 'missing' };
    // Files over 1 MB come without content (encoding "none").
    if (file.encoding !== 'base64' || file.content === undefined)
      return { kind: 'too-large', bytes: file.size ?? 0 };
    const bytes = Buffer.from(file.content, 'base64');
    if (looksBinary(bytes)) return { kind: 'binary' };
    return { kind: 'text', text: bytes.toString('utf8') };
  };
}

export function actionIngestEnv(o: ActionEnvOptions): IngestEnv {
  return {
    // Pull-request mode builds on the rolling branch when it exists; otherwise on the checkout,
    // brought up to the default branch's head (a previous run may have committed since).
    async loadWiki() {
      if (o.config.publishMode === 'pull-request') {
        const onBranch = await branchWikiSnapshot(await o.octokit(), {
          owner: o.owner,
          repo: o.repo,
          branch: o.config.prBranch,
          wikiPath: o.config.wikiPath,
        });
        if (onBranch) return onBranch;
      }
      const checkout = await wikiSnapshot(o.workspace, o.config.wikiPath);
      if (!o.checkoutSha) return checkout;
      return wikiAtHead(await o.octokit(), checkout, {
        owner: o.owner,
        repo: o.repo,
        checkoutSha: o.checkoutSha,
        branch: o.defaultBranch,
        wikiPath: o.config.wikiPath,
      });
    },
    readSource: (merge: MergeInfo) => contentsReader(o.octokit, o.owner, o.repo, merge.sha),
    now: o.now,
    async publish(out, merge, base) {
      const client = o.config.publishMode === 'dry-run' ? null : await o.octokit();
      const result = await publish(client as PublishClient, {
        owner: o.owner,
        repo: o.repo,
        mode: o.config.publishMode,
        branch: o.defaultBranch,
        prBranch: o.config.prBranch,
        merge,
        files: out.files,
        before: out.before,
        ...(base ? { wikiBase: { sha: base, wikiPath: o.config.wikiPath } } : {}),
      });
      const sha = result.publish.commit_sha;
      if (sha) result.publish.files_url = `${o.serverUrl}/${o.owner}/${o.repo}/blob/${sha}/`;
      return {
        publish: result.publish,
        ...(result.diffs.length ? { diffs: result.diffs } : {}),
      };
    },
  };
}

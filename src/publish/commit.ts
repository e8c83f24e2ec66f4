// The commit mode: one commit of every file straight onto the default branch. A protected branch
// refuses the workflow token's commits, so that is asked before any model is paid for.
import { isBranchProtected } from '../github/ref.js';
import { commitFiles } from './atomic-commit.js';
import { commitOf, type GitHubTarget, type Publisher } from './publisher.js';

export function commitPublisher(target: GitHubTarget): Publisher {
  const repo = { owner: target.owner, repo: target.repo };
  return {
    // The flag is readable with contents: read; any other answer leaves the decision to publishing.
    async refusal() {
      try {
        if (!(await isBranchProtected(await target.github(), repo, target.branch))) return null;
      } catch {
        return null;
      }
      return `The default branch ${target.branch} is protected, so wiki-ingest cannot commit the wiki update to it (publish-mode: commit); nothing was sent to a model. Set "publish-mode: pull-request" (with permissions pull-requests: write) to publish through a pull request.`;
    },
    async publish(out, merge, base) {
      const commit = await commitFiles(await target.github(), {
        ...repo,
        branch: target.branch,
        ...commitOf(target, out, merge, base),
      });
      return { publish: { mode: 'commit', commit_sha: commit.sha } };
    },
  };
}

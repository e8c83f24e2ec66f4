// The publish stage's public names, for the edges and the tests: the registry of publishers and
// the pieces they are built from.
export { PublishOutcomeError, type FileWrite, type RepoRef } from './types.js';
export {
  ACTION_PUBLISH_MODES,
  PUBLISH_MODES,
  type ActionPublishMode,
  type PublishMode,
} from '../types.js';
export type { GitHubTarget, Publication, PublishFiles, Publisher } from './publisher.js';
export { publisherFor, type ModeFor } from './registry.js';
export { commitFiles } from './atomic-commit.js';
export { assertWikiUnchanged, WikiMovedError, type WikiBase } from './wiki-guard.js';
export { commitMessage, countPages, oneLine } from './commit-message.js';
export { SOURCE_TRAILER } from '../trailer.js';
export { publishPullRequest } from './pull-request.js';
export { dryRunDiffs } from './dry-run.js';
export { unifiedDiff } from './unified-diff.js';
export { writeWorkingTree } from './safe-write.js';
export type { CheckoutTarget } from './working-tree.js';

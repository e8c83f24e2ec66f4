// Which publish mode a run publishes through, chosen here and nowhere else: a merge through the
// publish-mode input; a lint-fix run onto the rolling pull request (a dry run stays one); an
// archived answer onto a pull request of its own; the CLI into the working tree (or nothing,
// --dry-run). The workspaces build the publisher it names (./registry.ts); the modes' names are
// PUBLISH_MODES in src/types.ts.
import type { Config } from '../config.js';

/** What a run publishes: a merge's pages, a lint-fix's repairs, or one archived /wiki answer. */
export type PublishTask =
  { kind: 'merge' } | { kind: 'lint-fix' } | { kind: 'archive'; answerId: number };

/** The branch an answer's archive is proposed on: one per answer, so a second save finds it. */
export const archiveBranch = (answerId: number): string => `wiki-ingest/archive/${answerId}`;

/** The config a task's run publishes with: the action's publish mode (and branch) for the task. */
export function publishConfig(config: Config, task: PublishTask): Config {
  switch (task.kind) {
    case 'merge':
      return config;
    case 'lint-fix':
      // Never a direct commit: the repairs wait for review on the rolling pull request.
      return {
        ...config,
        publishMode: config.publishMode === 'dry-run' ? 'dry-run' : 'pull-request',
      };
    case 'archive':
      // Always a pull request of its own, whatever publish-mode says: an archive waits for review.
      return { ...config, publishMode: 'pull-request', prBranch: archiveBranch(task.answerId) };
  }
}

/** The CLI's publish mode: the working tree, or nothing written under --dry-run. */
export const localPublishMode = (dryRun: boolean | undefined): 'dry-run' | 'working-tree' =>
  dryRun ? 'dry-run' : 'working-tree';

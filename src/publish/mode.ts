// Which publish mode a run publishes through, chosen here and nowhere else: a merge through the
// publish-mode input; a lint-fix run onto the rolling pull request (a dry run stays one); an
// archived answer onto a pull request of its own; the CLI into the working tree (or nothing,
// --dry-run). Each task kind's spec says where its run publishes (src/ingest/task-specs.ts); this
// applies it to the inputs. The workspaces build the publisher it names (./registry.ts); the modes'
// names are PUBLISH_MODES in src/types.ts.
import type { Config } from '../config.js';
import { publishesOf } from '../ingest/task-specs.js';
import type { TaskKind } from '../ingest/task.js';

/** The branch an answer's archive is proposed on: one per answer, so a second save finds it. */
export const archiveBranch = (answerId: number): string => `wiki-ingest/archive/${answerId}`;

/**
 * The config a task's run publishes with: the action's publish mode (and branch) bent by where its
 * kind's spec says it publishes (src/ingest/task-specs.ts); `ownBranch` names the pull request of
 * a kind that publishes on its own (an archive's: archiveBranch).
 */
export function publishConfig(config: Config, kind: TaskKind, ownBranch?: string): Config {
  switch (publishesOf(kind)) {
    case 'as-configured':
      return config;
    case 'for-review':
      return {
        ...config,
        publishMode: config.publishMode === 'dry-run' ? 'dry-run' : 'pull-request',
      };
    case 'own-pull-request':
      if (!ownBranch)
        throw new Error(`A ${kind} run publishes on a pull request of its own: name its branch.`);
      return { ...config, publishMode: 'pull-request', prBranch: ownBranch };
  }
}

/** The CLI's publish mode: the working tree, or nothing written under --dry-run. */
export const localPublishMode = (dryRun: boolean | undefined): 'dry-run' | 'working-tree' =>
  dryRun ? 'dry-run' : 'working-tree';

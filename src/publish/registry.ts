// One publisher per publish mode, found by its name: a new mode is its own file, its name in
// PUBLISH_MODES (src/types.ts) and one line here. Nothing else switches on the mode.
import { commitPublisher } from './commit.js';
import { dryRunPublisher } from './dry-run.js';
import type { PublishMode } from '../types.js';
import type { Publisher } from './publisher.js';
import { pullRequestPublisher } from './pull-request.js';
import { workingTreePublisher } from './working-tree.js';

const PUBLISHERS = {
  commit: commitPublisher,
  'pull-request': pullRequestPublisher,
  'dry-run': dryRunPublisher,
  'working-tree': workingTreePublisher,
} satisfies Record<PublishMode, (target: never) => Publisher>;

type TargetOf<M extends PublishMode> = Parameters<(typeof PUBLISHERS)[M]>[0];

/**
 * The modes that publish to a `T`: with a GitHubTarget the action's three, with a CheckoutTarget
 * the working tree and the dry run. The compiler refuses a mode whose publisher needs another.
 */
export type ModeFor<T> = { [M in PublishMode]: T extends TargetOf<M> ? M : never }[PublishMode];

export function publisherFor<T>(mode: ModeFor<T>, target: T): Publisher {
  return (PUBLISHERS[mode] as (target: T) => Publisher)(target);
}

// Every publish mode by name, and where it is chosen. Imports nothing, so the config (the
// publish-mode input's values), the Report's type and the publishers all name modes from here
// without loading a publisher.

/** Each mode, and who chooses it: the action's publish-mode input, or the CLI alone. */
export const PUBLISH_MODES = {
  commit: 'action',
  'pull-request': 'action',
  'dry-run': 'action',
  // `wiki-ingest run` without --dry-run: the files land uncommitted in the local checkout.
  'working-tree': 'cli',
} as const;

export type PublishMode = keyof typeof PUBLISH_MODES;

/** A mode the action's publish-mode input accepts. */
export type ActionPublishMode = {
  [M in PublishMode]: (typeof PUBLISH_MODES)[M] extends 'action' ? M : never;
}[PublishMode];

/** The publish-mode input's values, in the order the table above names them. */
export const ACTION_PUBLISH_MODES: readonly ActionPublishMode[] = (
  Object.keys(PUBLISH_MODES) as PublishMode[]
).filter((m): m is ActionPublishMode => PUBLISH_MODES[m] === 'action');

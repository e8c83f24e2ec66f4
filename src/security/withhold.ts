// Files under secret-paths hold secrets by convention: read_source refuses them, and their diffs
// are kept out of every prompt too (Tier 2 and Tier 3), so a committed `.env` never reaches a model.
import type { MergeInfo } from '../types.js';

export const WITHHELD_PATCH = '[diff withheld by policy (secret-paths): this file holds secrets]';

/** `merge` with the patch of every file matching `isSecretPath` replaced by a notice. */
export function withholdSecretPatches(
  merge: MergeInfo,
  isSecretPath: (path: string) => boolean,
): MergeInfo {
  if (!merge.files.some((f) => f.patch !== undefined && isSecretPath(f.path))) return merge;
  return {
    ...merge,
    files: merge.files.map((f) =>
      f.patch !== undefined && isSecretPath(f.path) ? { ...f, patch: WITHHELD_PATCH } : f,
    ),
  };
}

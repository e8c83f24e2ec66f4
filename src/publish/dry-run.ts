// The dry-run mode: writes nothing anywhere (no API call, no file) and returns the would-be
// changes as unified diffs, for the action's job summary and the CLI's output alike.
import type { Publisher } from './publisher.js';
import type { FileWrite } from '../types.js';
import { unifiedDiff } from './unified-diff.js';

/** The would-be changes of a dry run: one unified diff per file that differs. */
export function dryRunDiffs(files: FileWrite[], before: Record<string, string | null>): string[] {
  return files
    .map((f) => unifiedDiff(f.path, before[f.path] ?? null, f.content))
    .filter((d) => d !== '');
}

/** Publishes to no target: any target (the action's repository, the CLI's checkout) will do. */
export function dryRunPublisher(_target?: unknown): Publisher {
  return {
    publish: async (out) => ({
      publish: { mode: 'dry-run' },
      diffs: dryRunDiffs(out.files, out.before),
    }),
  };
}

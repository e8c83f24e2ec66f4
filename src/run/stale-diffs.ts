// lint-fix shows the model the change of each stale page's covered file since the page's stamp,
// not two blob ids: the stamped version read by its id and the file at the branch head, through
// the workspace, diffed (src/wiki/source-diff.ts). What cannot be read or diffed is said as such
// in the first message, and the model reads the file instead.
import type { LintFixTask } from '../ingest/lint-fix-task.js';
import type { Workspace } from '../ports.js';
import { readText } from '../tools/source-reader.js';
import type { MergeInfo } from '../types.js';
import { sourceDiff } from '../wiki/source-diff.js';

/** `task` with each stale file's diff since its stamp (null where it could not be made). */
export async function withStaleDiffs(
  task: LintFixTask,
  workspace: Workspace,
  merge: MergeInfo,
): Promise<LintFixTask> {
  const now = readText(workspace.readSource(merge));
  const read = async (path: string, stamp: string): Promise<string | null> => {
    const [before, after] = await Promise.all([
      workspace.blobText?.(stamp).catch(() => null) ?? null,
      now(path).catch(() => null),
    ]);
    return before === null || after === null ? null : sourceDiff(before, after);
  };
  const diffs = new Map<string, Promise<string | null>>();
  const diffOf = (path: string, stamp: string): Promise<string | null> => {
    const key = `${path}\0${stamp}`;
    let diff = diffs.get(key);
    if (!diff) diffs.set(key, (diff = read(path, stamp)));
    return diff;
  };
  const stale = await Promise.all(
    task.stale.map(async (s) => ({
      ...s,
      files: await Promise.all(
        s.files.map(async (f) => ({ ...f, diff: await diffOf(f.path, f.stamp) })),
      ),
    })),
  );
  return { ...task, stale };
}

// The working-tree mode (`wiki-ingest run` without --dry-run): the files land uncommitted in the
// local checkout, only while HEAD's wiki is still the one the run read; and what a person has
// uncommitted there, which run refuses to overwrite.
import { gitBuffer } from '../git/process.js';
import type { TreeSource } from '../wiki/tree.js';
import type { Publisher } from './publisher.js';
import { writeWorkingTree } from './safe-write.js';
import { assertWikiAt } from './wiki-guard.js';

/** Where the CLI publishes: a local checkout, its commits read through git. */
export interface CheckoutTarget {
  repoDir: string;
  /** Repository-relative wiki folder, no trailing slash: nothing is written outside it. */
  wikiPath: string;
  /** The checkout's commits and trees (`git ls-tree`), to check the wiki before writing. */
  trees: TreeSource;
  /** The checkout's HEAD commit now. */
  head: () => Promise<string>;
}

export function workingTreePublisher(target: CheckoutTarget): Publisher {
  return {
    async publish(out, _merge, base) {
      if (base)
        await assertWikiAt(target.trees, {
          where: `HEAD in ${target.repoDir}`,
          base: { ...base, wikiPath: target.wikiPath },
          head: await target.head(),
        });
      await writeWorkingTree(target.repoDir, out.files, { wikiPath: target.wikiPath });
      return { publish: { mode: 'working-tree' } };
    },
  };
}

/** One entry of `git status --porcelain`: its two-letter status and the path (old path too). */
export interface WorkingTreeChange {
  /** `XY` as git prints it: ` M` modified, `??` untracked, `A ` added, `R ` renamed, … */
  status: string;
  /** Repository-relative, `/`-separated. */
  path: string;
  /** For a rename or copy, the path it came from. */
  from?: string;
}

/**
 * Uncommitted and untracked changes under `wikiPath` (every untracked file listed, not only its
 * folder), for `wiki-ingest run` to refuse overwriting a person's work. Paths are matched
 * literally (a wiki-path holding `*` or `:` is no pathspec magic).
 */
export async function wikiWorkingTreeChanges(
  repoDir: string,
  wikiPath: string,
): Promise<WorkingTreeChange[]> {
  const out = await gitBuffer(repoDir, [
    '--literal-pathspecs',
    '--no-optional-locks',
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    wikiPath,
  ]);
  const fields = out.toString('utf8').split('\0');
  const changes: WorkingTreeChange[] = [];
  for (let i = 0; i < fields.length; i++) {
    const entry = fields[i]!;
    if (entry.length < 4) continue;
    const status = entry.slice(0, 2);
    const change: WorkingTreeChange = { status, path: entry.slice(3) };
    // -z prints a rename or copy as `XY new\0old\0`.
    if (status.includes('R') || status.includes('C')) change.from = fields[++i];
    changes.push(change);
  }
  return changes;
}

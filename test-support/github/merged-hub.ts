// A git-backed fake GitHub with one merge landed on it: what a test of the push the merge starts
// needs — the hub, the merge commit and the push event from the commit before it.
import { GitBackedGitHub, type MergeChange } from './git-backed-github.js';

/** A hub holding `files`, then `merge` merged into its default branch. */
export async function mergedHub(files: Record<string, string>, merge: MergeChange) {
  const hub = await GitBackedGitHub.create({ files });
  const before = (await hub.head())!;
  const merged = await hub.merge(merge);
  return { hub, merged, event: await hub.pushEvent(before, merged.sha) };
}

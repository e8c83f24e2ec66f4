// Tier 3's usual task: the merges of the run. Its first message shows each merge (secret files'
// patches withheld) and, from provenance, the pages covering what they changed; with a folded map,
// those pages' map lines too.
import type { MergeInfo } from '../types.js';
import { withholdSecretPatches } from '../security/withhold.js';
import { coveringPages } from '../triage/wiki-map.js';
import type { PromptMap } from '../wiki/map-view.js';
import { compareCodePoints } from '../wiki/text.js';
import type { Wiki } from '../wiki/types.js';
import { pagesCoveringChanges } from './focus.js';
import { firstMessage } from './prompt.js';
import type { FirstMessage, TaskScene } from './task.js';

/** With a folded map, the map lines of the pages covering what the merges changed. */
function coveringMapLines(view: PromptMap, wiki: Wiki, merges: readonly MergeInfo[]) {
  const outline = view.outline;
  if (!outline) return {};
  const slugs = pagesCoveringChanges(wiki.pages, merges);
  return { coveringMapLines: slugs.flatMap((s) => outline.entries.get(s)?.line ?? []) };
}

/** Pages covering a file any merge of the run changed, or a skipped merge logged with it. */
function coveringAll(scene: TaskScene): { slug: string; path: string }[] {
  const found = [
    ...(scene.sources ?? [scene.merge]).flatMap((m) => coveringPages(scene.wiki.pages, m)),
    ...(scene.skipped ?? []).flatMap((s) => s.stale ?? []),
    // A page covering a generated file (an older version's stamp) is no page to check first.
  ].filter((c) => scene.generated.byPath(c.path) === null);
  const unique = new Map(found.map((c) => [`${c.slug}\0${c.path}`, c]));
  return [...unique.values()].sort(
    (a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path),
  );
}

/** The first message of a merge's run: the merges, their diffs within budget, the covering pages. */
export function mergeFirstMessage(scene: TaskScene): FirstMessage {
  const { config, isSecretPath } = scene;
  const covering = coveringAll(scene);
  const said = firstMessage({
    merge: withholdSecretPatches(scene.merge, isSecretPath),
    ...(scene.sources
      ? { merges: scene.sources.map((m) => withholdSecretPatches(m, isSecretPath)) }
      : {}),
    ignorePaths: config.ignorePaths,
    generated: scene.generated,
    diffChars: config.ingestDiffChars,
    likelyType: scene.likelyType,
    covering,
    ...coveringMapLines(scene.view, scene.wiki, scene.sources ?? [scene.merge]),
  });
  return { ...said, covering };
}

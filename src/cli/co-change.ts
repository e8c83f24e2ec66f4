// Covers learned from the repository's own history (src/wiki/co-change.ts), for `adopt` and
// `lint --fix`: the first-parent history read once through git (only the paths each commit
// changed, at most HISTORY_COMMITS: src/git/past-changes.ts), HEAD's files for the stamps, and
// which paths a page may cover. The proposal is listed for review; with --co-change-covers it is written into each
// page's `covers` (spliced into the front-matter, nothing else of the file changed).
import type { Config } from '../config.js';
import { filesAt } from '../git/files.js';
import { GitError } from '../git/process.js';
import { pastChanges } from '../git/past-changes.js';
import { coverablePath } from '../prefilter/coverable.js';
import { CO_CHANGE_DEFAULTS, coChangeCovers, type LearnedCover } from '../wiki/co-change.js';
import { restampExactly } from '../wiki/restamp.js';
import type { Page } from '../wiki/types.js';

export interface CoChangeProposal {
  /** Per page, the covers it does not have yet. */
  covers: LearnedCover[];
  /** Past commits read. */
  commits: number;
}

/** The covers HEAD's first-parent history proposes for `pages`, less those they have. */
export async function coChangeProposal(
  repo: string,
  config: Pick<Config, 'wikiPath' | 'ignorePaths' | 'secretPaths'>,
  pages: readonly Page[],
): Promise<CoChangeProposal> {
  const history = await pastChanges(repo, 'HEAD');
  if (history === null) throw new GitError(`${repo} has no commit to learn covers from.`);
  const head = new Map((await filesAt(repo, 'HEAD')).map((f) => [f.path, f.blob]));
  const learned = coChangeCovers(history, pages, {
    wikiPath: config.wikiPath,
    head,
    coverable: coverablePath(config),
  });
  const has = new Map(pages.map((p) => [p.slug, new Set(p.covers.map((c) => c.path))]));
  return {
    covers: learned.filter((c) => !has.get(c.slug)?.has(c.path)),
    commits: history.length,
  };
}

/** One line per proposed cover, then what to do with them. */
export function proposalLines(p: CoChangeProposal, written: boolean): string[] {
  if (p.covers.length === 0)
    return [
      `no covers learned from ${p.commits} past commits (a page needs a source file changed with it in 2 commits and in a fifth of that file's, or of its last ${CO_CHANGE_DEFAULTS.recent}).`,
    ];
  return [
    `${written ? 'covers written' : 'proposed covers'}, learned from ${p.commits} past commits (a source file changed with the page in 2 or more commits and in at least a fifth of its own, or of its last ${CO_CHANGE_DEFAULTS.recent}):`,
    ...p.covers.map(
      (c) =>
        `  ${c.slug} covers ${c.path} (changed together in ${c.together} of its ${c.recent ? 'last ' : ''}${c.commits} commits)`,
    ),
    ...(written ? [] : ['write them with --co-change-covers (review the list first).']),
  ];
}

/**
 * `pages` with the proposal's covers added, each page changed in its covers lines only; pages a
 * splice cannot change safely (no front-matter, a flow list) are left as they are, and named.
 */
export function withLearnedCovers(
  pages: readonly Page[],
  p: CoChangeProposal,
): { pages: Page[]; refused: string[] } {
  const refused: string[] = [];
  const out = pages.map((page) => {
    const add = p.covers.filter((c) => c.slug === page.slug);
    if (add.length === 0) return page;
    const next = restampExactly(page, [...page.covers, ...add]);
    if (next === null || page.locked) {
      refused.push(
        `[[${page.slug}]]: its learned covers (${add.map((c) => c.path).join(', ')}) were not written: ${page.locked ? 'the page is locked' : 'its front-matter cannot take them without rewriting other lines'}; add them by hand`,
      );
      return page;
    }
    return next;
  });
  return { pages: out, refused };
}

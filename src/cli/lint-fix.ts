// `wiki-ingest lint --fix`: the free repairs (src/lint/fix.ts) on the wiki as the working tree
// holds it — a person's uncommitted edits are repaired in place, never replaced — against HEAD's
// files and history (renames and deletions from git). The files are written safely into the
// working tree, uncommitted; `--dry-run` prints them as unified diffs and writes nothing. With
// --adopt-covers, the pages covering nothing gain the files they name (src/cli/adopt-covers.ts).
import type { Config } from '../config.js';
import { gitRenameHistory } from '../git/renames.js';
import { fixWiki, type Fix, type FixedFile, type FixResult } from '../lint/fix.js';
import { findRenames } from '../lint/renames.js';
import { missingPaths, type TreeListing } from '../wiki/provenance.js';
import { coverablePath } from '../prefilter/coverable.js';
import { dryRunDiffs } from '../publish/dry-run.js';
import { writeWorkingTree } from '../publish/safe-write.js';
import type { FileWrite } from '../types.js';
import type { GeneratedFiles } from '../paths/generated.js';
import { workingTreeSnapshot } from './lint-tree.js';
import { coverSources } from './adopt-covers.js';
import { MAX_ADOPTED_COVERS, proposeCovers } from '../wiki/adopt-covers.js';
import {
  coChangeProposal,
  proposalLines,
  withLearnedCovers,
  type CoChangeProposal,
} from './co-change.js';
import { capsOf, type Page, type WikiSnapshot } from '../wiki/types.js';

export interface FixedWiki {
  result: FixResult;
  /** The wiki after the repairs, to lint. */
  snapshot: WikiSnapshot;
  /** --dry-run: the would-be changes, one unified diff per file. */
  diffs: string[];
  notes: string[];
}

/**
 * The repairs as made on the working tree's pages: each changed file's text before is the one on
 * disk (the learned covers came before fixWiki), each learned cover a fix of its own.
 */
function withOriginals(
  fixed: FixResult,
  pages: readonly Page[],
  learning: CoChangeProposal,
): FixResult {
  const disk = new Map(pages.map((p) => [p.file, p.raw]));
  const files: FixedFile[] = [];
  for (const p of fixed.pages)
    if (p.raw !== disk.get(p.file))
      files.push({ file: p.file, before: disk.get(p.file)!, after: p.raw });
  files.push(...fixed.files.filter((f) => !disk.has(f.file)));
  const written = new Set(fixed.pages.filter((p) => p.raw !== disk.get(p.file)).map((p) => p.slug));
  const fixes: Fix[] = learning.covers
    .filter((c) => written.has(c.slug))
    .map((c) => ({
      page: c.slug,
      kind: 'covers-learned',
      detail: `covers + ${c.path} (changed together in ${c.together} of its ${c.commits} commits)`,
    }));
  return { ...fixed, files, fixes: [...fixes, ...fixed.fixes] };
}

/** Repairs the working tree's wiki (or, with `dryRun`, says how), for `lint --fix`. */
export async function fixWorkingTree(
  repo: string,
  head: string,
  listing: TreeListing,
  config: Config,
  options: {
    dryRun: boolean;
    generated?: GeneratedFiles;
    adoptCovers?: boolean;
    coChange?: boolean;
  },
): Promise<FixedWiki> {
  const { dryRun, generated, adoptCovers = false } = options;
  const {
    wiki,
    existing: { index: mapText, log },
  } = await workingTreeSnapshot(repo, config);
  // --co-change-covers: the covers history proposes go in first, so the map's index has them.
  const learning = options.coChange ? await coChangeProposal(repo, config, wiki.pages) : null;
  const learned = learning ? withLearnedCovers(wiki.pages, learning) : null;
  const coverable = coverablePath(config, generated);
  // A generated file is dropped wherever it went: its history is not worth a lookup.
  const found = await findRenames(
    missingPaths(wiki.pages, listing).filter(coverable),
    (path) => listing.has(path),
    gitRenameHistory(repo, head),
  );
  // A page the history gave covers is covered: links and backticks propose for the others.
  const adopted = adoptCovers
    ? await proposeCovers(learned?.pages ?? wiki.pages, coverSources(repo), {
        wikiPath: config.wikiPath,
        listing,
        coverable,
        cap: MAX_ADOPTED_COVERS,
      })
    : undefined;
  const fixed = fixWiki({
    pages: learned?.pages ?? wiki.pages,
    mapText,
    tree: listing,
    renames: found.renames,
    deleted: found.deleted,
    caps: capsOf(config),
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    coverable,
    ...(adopted ? { adopted } : {}),
  });
  const result = learning ? withOriginals(fixed, wiki.pages, learning) : fixed;
  const files: FileWrite[] = result.files.map((f) => ({
    path: `${config.wikiPath}/${f.file}`,
    content: f.after,
    action: f.before === null ? 'create' : 'update',
  }));
  const before = Object.fromEntries(
    result.files.map((f) => [`${config.wikiPath}/${f.file}`, f.before]),
  );
  if (!dryRun && files.length) await writeWorkingTree(repo, files, { wikiPath: config.wikiPath });
  const notes = [
    ...(learning ? proposalLines(learning, !dryRun) : []),
    ...(learned?.refused ?? []).map((r) => `not fixed: ${r}`),
    ...result.refused.map((r) => `not fixed: ${r}`),
    ...(found.unread
      ? [`${found.unread} missing covered files were not looked up in history (the bound per run).`]
      : []),
  ];
  return {
    result,
    snapshot: {
      wiki: { pages: result.pages, schema: wiki.schema, warnings: wiki.warnings },
      existing: { index: result.mapText, log },
    },
    diffs: dryRun ? dryRunDiffs(files, before) : [],
    notes,
  };
}

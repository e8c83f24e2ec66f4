// A run that decided only skips: the wiki commit that moves covers after renames and deletions and
// logs the skips; and the cover repair every wiki commit makes for its merges.
import { withPublish, type Candidate } from '../fold.js';
import { runPublish } from '../publish/stage.js';
import type { PageRepair } from '../ingest/finalize.js';
import { capsOf } from '../wiki/types.js';
import type { Report } from '../types.js';
import { markGeneratedFiles } from './prepare.js';
import type { Run } from './state.js';

/** The repair a wiki commit makes for `candidates`: covers follow their renames and deletions. */
export async function followInput(
  candidates: readonly Candidate[],
  run: Pick<Run, 'config' | 'generated'>,
): Promise<PageRepair> {
  const [{ coverablePath }, { coverRepair }] = await Promise.all([
    import('../prefilter/coverable.js'),
    import('../ingest/finalize.js'),
  ]);
  return coverRepair(
    candidates.flatMap((c) => c.merge.files),
    coverablePath(run.config, run.generated),
  );
}

/**
 * A run that decided only skips writes a wiki commit of its own when a skipped merge renamed or
 * deleted a covered file (its covers follow, and the skips are logged with it), or when the edge
 * logs skips at once (the CLI). A commit that fails is said; the skips wait for the next one.
 */
export async function publishSkips(run: Run, report: Report): Promise<Report> {
  const { config, snapshot } = run;
  const follows = run.candidates.some((c) => c.t1.follows === true);
  if (!snapshot || !(follows || run.deps.writeSkips)) return report;
  // A cover moves only onto a path no rule makes generated: .gitattributes is read for it.
  const warned = run.report.warnings.length;
  if (follows && !run.generated) await markGeneratedFiles(run);
  const read = run.report.warnings.slice(warned);
  const [{ skipOnlyOutput }, { coverablePath }] = await Promise.all([
    import('../catchup/skip-commit.js'),
    import('../prefilter/coverable.js'),
  ]);
  const out = skipOnlyOutput({
    snapshot,
    candidates: run.candidates,
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    caps: capsOf(config),
    logSkips: config.logSkips,
    date: run.now,
    coverable: coverablePath(config, run.generated),
  });
  if (!out) return report;
  const noted: Report = {
    ...report,
    warnings: [...report.warnings, ...read, ...(out.warnings ?? [])],
    ...(out.stale.length ? { stale: out.stale } : {}),
  };
  const published = await runPublish(
    await run.workspace(),
    out,
    run.primary.merge,
    snapshot.base,
    config.publishMode,
    run.deps.secrets,
  );
  if (!published.ok)
    return {
      ...noted,
      warnings: [
        ...noted.warnings,
        `The skip-only wiki commit (${out.summary}) was not written: ${published.reason} The skips are logged, and the covers moved, by the next wiki commit (or wiki-ingest lint --fix).`,
      ],
    };
  const done = withPublish(noted, published);
  const sha = done.publish?.commit_sha;
  if (sha) {
    run.commits.push(sha);
    for (const c of run.candidates) if (c.decision.decision === 'skip') c.outcome = 'skip';
  }
  const mode = done.publish?.mode;
  const said =
    mode === 'dry-run'
      ? 'not written, dry run'
      : sha
        ? `written in wiki commit ${sha.slice(0, 12)}`
        : 'written to the working tree';
  return {
    ...done,
    decision: { ...done.decision, reason: `${done.decision.reason} (${out.summary}: ${said}.)` },
  };
}

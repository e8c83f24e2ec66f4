// The one publish of what a Tier 3 run (or an init's close) produced: agents-md beside it, then the
// publisher of the run's mode.
import { withPublish } from '../fold.js';
import { capsOf, type WikiSnapshot } from '../wiki/types.js';
import { runPublish } from '../publish/stage.js';
import type { Workspace } from '../ports.js';
import type { IngestResult } from '../ingest/stage.js';
import type { MergeInfo, Report } from '../types.js';
import type { Run } from './state.js';

/** The one publish: what Tier 3 produced (or an init's closing files), checked and written. */
export async function publish(
  report: Report,
  workspace: Workspace,
  output: NonNullable<IngestResult['output']>,
  merge: MergeInfo,
  snapshot: WikiSnapshot,
  run: Pick<Run, 'config' | 'deps'>,
): Promise<Report> {
  const { config, deps } = run;
  let files = output;
  let base = snapshot.base;
  const warnings: string[] = [];
  // agents-md: the block rides in the same commit or pull request as the wiki, guarded like it.
  if (config.agentsMd) {
    const { withAgentsMd } = await import('../publish/agents-md.js');
    const { secretPathMatcher } = await import('../tools/source.js');
    const isSecret = secretPathMatcher(config.secretPaths);
    const kept = await withAgentsMd(output, {
      path: config.agentsMd,
      wikiPath: config.wikiPath,
      mapFile: config.mapFile,
      map: {
        mapTokenBudget: config.mapTokenBudget,
        caps: capsOf(config),
        withheld: (page) => isSecret(`${config.wikiPath}/${page}`),
      },
      snapshot,
      ...(workspace.fileAt ? { fileAt: workspace.fileAt } : {}),
    });
    if ('output' in kept) ({ output: files, base } = kept);
    if ('warning' in kept) warnings.push(kept.warning);
    else warnings.push(...(kept.warnings ?? []));
  }
  const published = withPublish(
    report,
    await runPublish(workspace, files, merge, base, config.publishMode, deps.secrets),
  );
  return warnings.length
    ? { ...published, warnings: [...published.warnings, ...warnings] }
    : published;
}

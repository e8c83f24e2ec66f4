// The end of `wiki-ingest init`: the link pass, its log.md entry and the map, published once.
import type { Config } from '../config.js';
import type { PipelineDeps } from '../ports.js';
import type { InitCloseMore, InitLogInput } from '../ingest/init-task.js';
import { capsOf } from '../wiki/types.js';
import type { Report } from '../types.js';
import { workspaceOf } from './client.js';
import { publish } from './publish.js';
import { initReport, withDecision, foreignMap } from './report-fold.js';

/**
 * The end of an init run: the free link pass over the plan's pages, its one `init` entry in log.md
 * (replacing the plan's earlier one) and a current map, published once; `logged` is the entry.
 */
export async function closeInit(
  entry: InitLogInput,
  config: Config,
  deps: PipelineDeps,
  more: InitCloseMore = {},
): Promise<Report & { logged?: string }> {
  const { initCloseOutput, initMerge } = await import('../ingest/init-task.js');
  const workspace = await workspaceOf(deps);
  const snapshot = await workspace.loadWiki();
  const merge = { ...initMerge({ head: entry.head, batch: 1, batches: 1 }), title: 'initial wiki' };
  const refused = foreignMap(snapshot, config);
  if (refused) return withDecision(initReport(merge, snapshot), refused);
  const output = initCloseOutput(
    snapshot,
    { wikiPath: config.wikiPath, mapFile: config.mapFile, caps: capsOf(config) },
    entry,
    more,
  );
  const base = withDecision(initReport(merge, snapshot), {
    tier: 3,
    decision: 'process',
    reason: entry.summary,
  });
  const report = await publish(base, workspace, output, merge, snapshot, { config, deps });
  return report.decision.decision === 'failed' ? report : { ...report, logged: output.entry };
}

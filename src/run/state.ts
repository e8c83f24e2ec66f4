// One run's state as it moves through the stages: what the run decides (its plan), the wiki it read,
// its ledger and spend scope, its clock, and what it has written so far.
import type { Config } from '../config.js';
import type { OwnMerge } from '../fold.js';
import type { RunPlan } from '../catchup/plan.js';
import type { RunLedger } from '../catchup/run-ledger.js';
import type { SpendScope } from '../ledger/scope.js';
import type { Redactor } from '../security/redact.js';
import type { PipelineDeps, Workspace } from '../ports.js';
import type { WikiSnapshot } from '../wiki/types.js';
import type { GeneratedFiles } from '../paths/generated.js';
import type { Report } from '../types.js';

/** One run's state as it moves through the stages; `report` follows the primary merge. */
export interface Run extends RunPlan {
  config: Config;
  deps: PipelineDeps;
  /** The run's own merge; null for a schedule / workflow_dispatch run. */
  own: OwnMerge | null;
  report: Report;
  workspace: () => Promise<Workspace>;
  /** The wiki at the branch head, read once before any model call (absent without a workspace). */
  snapshot?: WikiSnapshot;
  /** The ledger (the action): what is decided and spent. */
  ledger?: RunLedger;
  /** The run's spend scope: max-cost-usd for everything the run starts, and the day's cap. */
  scope: SpendScope;
  /** One instant for the whole run: the daily window and the log entry's date. */
  now: Date;
  clock: () => Date;
  /** Replaces secrets in everything a prompt shows; set before the first model call. */
  redactor?: Redactor;
  /** The wiki commits the run made (a long catch-up makes one per Tier 3 run), for the ledger. */
  commits: string[];
  /** Which files are generated, decided once before any model call (markGenerated). */
  generated?: GeneratedFiles;
}

// Publishing as a stage after ingest: hands the finished files to the edge's publisher once.
// A failure loses the agent's work but writes nothing half-way; the result says so plainly.
import type { Config } from '../config.js';
import { checkBeforePublishing } from '../security/publish-check.js';
import type { SecretRegistry } from '../security/secrets.js';
import type { IngestResult, PublishResult, Workspace } from '../stages.js';
import type { MergeInfo } from '../types.js';

export async function runPublish(
  workspace: Workspace,
  output: NonNullable<IngestResult['output']>,
  merge: MergeInfo,
  base: string | undefined,
  mode: Config['publishMode'],
  secrets?: SecretRegistry,
): Promise<PublishResult> {
  try {
    const checked = await checkBeforePublishing({ ...output, merge }, secrets);
    const published = await workspace.publish(
      { ...output, files: checked.files },
      checked.merge,
      base,
    );
    return { ok: true, changes: output.changes, published };
  } catch (e) {
    const cause = (e instanceof Error ? e.message : String(e)).replace(/\.$/, '');
    return { ok: false, reason: `Publishing failed (${mode}): ${cause}. Nothing was written.` };
  }
}

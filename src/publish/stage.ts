// Publishing as a stage after ingest: hands the finished files to the edge's publisher once.
// A failure says what exists: nothing, a commit without its pull request, or an unknown outcome.
import { checkBeforePublishing } from '../security/publish-check.js';
import type { SecretRegistry } from '../security/secrets.js';
import type { PublishResult, Workspace } from '../ports.js';
import type { IngestResult } from '../ingest/stage.js';
import type { WikiTree } from '../wiki/types.js';
import type { MergeInfo, PublishMode } from '../types.js';
import { PublishOutcomeError } from './types.js';

export async function runPublish(
  workspace: Workspace,
  output: NonNullable<IngestResult['output']>,
  merge: MergeInfo,
  base: WikiTree | undefined,
  mode: PublishMode,
  secrets?: SecretRegistry,
): Promise<PublishResult> {
  try {
    const checked = await checkBeforePublishing({ ...output, merge }, secrets);
    // An archive's unverified claims go into its pull request's body: scrubbed like its files.
    const unverified = output.unverified?.map((c) => secrets?.scrub(c) ?? c);
    const published = await workspace.publish(
      { ...output, files: checked.files, ...(unverified ? { unverified } : {}) },
      checked.merge,
      base,
    );
    return { ok: true, changes: output.changes, published };
  } catch (e) {
    const cause = (e instanceof Error ? e.message : String(e)).replace(/\.$/, '');
    if (e instanceof PublishOutcomeError)
      return {
        ok: false,
        reason: `Publishing failed (${mode}): ${cause}.`,
        ...(e.publish ? { changes: output.changes, published: { publish: e.publish } } : {}),
      };
    // A refusal already says what was (not) written; anything else failed before the ref moved.
    const nothing = /nothing was (published|written)/i.test(cause) ? '' : ' Nothing was written.';
    return { ok: false, reason: `Publishing failed (${mode}): ${cause}.${nothing}` };
  }
}

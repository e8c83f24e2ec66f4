// finish: ends a Tier 3 run. What becomes of its summary differs by task (a merge's goes into the
// log.md entry; an init batch's, an archive's and lint-fix's only into the run's report), so its
// description is the task's own words (FinishWording, from src/ingest/framing.ts): no task is told
// of a log entry it does not get. The summary is scanned for secrets like any page.
import * as z from '../zod.js';
import { toolError } from './errors.js';
import { tool } from './tool.js';
import { newSecretsProblem } from './write-checks.js';

const d = z.describe;

/** What finish says its task does with the run's pages and its summary. */
export interface FinishWording {
  /** The description's first sentence: what ending the run publishes, and where the summary goes. */
  ends: string;
  /** What the summary argument is for. */
  summaryFor: string;
  /** Where a refused summary would have gone, for the refusal's words. */
  where: string;
  /** A last sentence: what to do when nothing needs a change, if the task has one. */
  nothing?: string;
}

/** A merge's: its pages and a log.md entry holding the summary. */
export const MERGE_FINISH: FinishWording = {
  ends: 'Ends the run: the pages you changed are published with index.md and a log.md entry holding your summary.',
  summaryFor: 'For the wiki log: what changed in the wiki and why, or why nothing needed to',
  where: 'log.md',
  nothing: 'If the merge needs no wiki change, call it without writing anything and say why.',
};

const ONCE =
  'Call it exactly once, after your last write; a finish in the same turn as a call that failed is refused, so you can fix that call first.';

/** The description of finish as a task words it. */
export const finishDescription = (w: FinishWording): string =>
  [w.ends, ONCE, ...(w.nothing ? [w.nothing] : [])].join(' ');

/** The summary argument, as every finish takes it. */
export const summary = (w: FinishWording) =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(2000),
      d(`${w.summaryFor}; a short paragraph, no secret values.`),
    );

/** The refusal of a summary (or claims) holding a new secret, or null. */
export async function summaryProblem(text: string, where: string) {
  const secret = await newSecretsProblem(text, null, where);
  return secret
    ? toolError(`The summary was not accepted: ${secret}. Call finish again without it.`)
    : null;
}

export const finish = tool(
  'finish',
  (w: FinishWording) => finishDescription(w),
  (w: FinishWording) => z.strictObject({ summary: summary(w) }),
  async (args, w: FinishWording) =>
    (await summaryProblem(args.summary, w.where)) ?? {
      content: 'Finished.',
      finished: args.summary.trim(),
    },
);

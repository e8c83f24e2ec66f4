// finish: ends a merge's run; the summary becomes the log.md entry, so it is scanned for secrets
// like any page.
import * as z from '../zod.js';
import { toolError } from './errors.js';
import { tool } from './tool.js';
import { newSecretsProblem } from './write-checks.js';

const d = z.describe;

export const FINISH_DESCRIPTION = [
  'Ends the run: the pages you changed are published with index.md and a log.md entry holding your summary.',
  'Call it exactly once, after your last write; a finish in the same turn as a call that failed is refused, so you can fix that call first.',
  'If the merge needs no wiki change, call it without writing anything and say why.',
].join(' ');

/** The summary argument, as every finish takes it. */
export const summary = () =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(2000),
      d(
        'For the wiki log: what changed in the wiki and why, or why nothing needed to; a short paragraph, no secret values.',
      ),
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
  FINISH_DESCRIPTION,
  () => z.strictObject({ summary: summary() }),
  async (args) =>
    (await summaryProblem(args.summary, 'log.md')) ?? {
      content: 'Finished.',
      finished: args.summary.trim(),
    },
);

// finish as an archive run has it (`/wiki save`): the summary, plus the answer's claims the agent
// left out because nothing it read supports them. An answer is a claim, not a source: the page
// records only what the cited pages or a source file read in the run support, and the rest is
// listed in the pull request as "not archived: unverified", where a reviewer sees what was dropped.
// Only an archive's prefix carries this definition (its map differs from a merge's anyway).
import * as z from '../zod.js';
import { finishDescription, summary, summaryProblem, type FinishWording } from './finish.js';
import { tool } from './tool.js';

/** Claims listed at most, and characters of each. */
export const UNVERIFIED_MAX = 20;
const CLAIM_CHARS = 300;

const d = z.describe;

const schema = (w: FinishWording) =>
  z.strictObject({
    summary: summary(w),
    unverified: z
      .optional(
        z
          .array(z.string().check(z.minLength(1), z.maxLength(CLAIM_CHARS)))
          .check(z.maxLength(UNVERIFIED_MAX)),
      )
      .check(
        d(
          'The claims of the answer you left out because no cited page and no source file you read in this run supports them, one short sentence each; they are listed in the pull request as not archived. Leave it out when every claim was supported.',
        ),
      ),
  });

const description = (w: FinishWording): string =>
  `${finishDescription(w)} In this archive run, list in "unverified" the answer's claims you left out because nothing you read supports them.`;

export const archiveFinish = tool('finish', description, schema, async (args, w: FinishWording) => {
  const claims = (args.unverified ?? []).map((c) => c.replace(/\s+/g, ' ').trim());
  const refused = await summaryProblem([args.summary, ...claims].join('\n'), w.where);
  if (refused) return refused;
  return {
    content: 'Finished.',
    finished: args.summary.trim(),
    ...(claims.length ? { unverified: claims.filter(Boolean) } : {}),
  };
});

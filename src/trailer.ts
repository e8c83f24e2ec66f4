// The trailer wiki-ingest writes on its own commits, and Tier 1 skips on: one definition, so the
// two can never drift apart.

export const SOURCE_TRAILER = 'Wiki-Ingest-Source';

const TRAILER_LINE = new RegExp(`(?:^|\\n)[ \\t]*${SOURCE_TRAILER}:[ \\t]*\\S+`, 'i');

/** The trailer line naming the merge a wiki commit came from. */
export const sourceTrailer = (sha: string): string => `${SOURCE_TRAILER}: ${sha}`;

/** Whether a commit message carries the trailer (so it is wiki-ingest's own commit). */
export const hasSourceTrailer = (message: string): boolean => TRAILER_LINE.test(message);

// The trailer wiki-ingest writes on its own commits, and Tier 1 skips on: one definition, so the
// two can never drift apart.

export const SOURCE_TRAILER = 'Wiki-Ingest-Source';

const TRAILER_LINE = new RegExp(`(?:^|\\n)[ \\t]*${SOURCE_TRAILER}:[ \\t]*\\S+`, 'i');

/** The trailer line naming the merge a wiki commit came from. */
export const sourceTrailer = (sha: string): string => `${SOURCE_TRAILER}: ${sha}`;

/** Whether a commit message carries the trailer (so it is wiki-ingest's own commit). */
export const hasSourceTrailer = (message: string): boolean => TRAILER_LINE.test(message);

/**
 * The trailer of an archive commit (`/wiki save`): the answer it files as a page. When its pull
 * request merges, Tier 1 logs the merge as an `archive`, not as an anonymous wiki-only skip.
 */
export const ARCHIVE_TRAILER = 'Wiki-Ingest-Archive';

const ARCHIVE_LINE = new RegExp(`(?:^|\\n)[ \\t]*${ARCHIVE_TRAILER}:[ \\t]*\\S+`, 'i');

/** The trailer line naming the answer an archive commit files. */
export const archiveTrailer = (answerUrl: string): string =>
  `${ARCHIVE_TRAILER}: ${answerUrl.replace(/\s+/g, '')}`;

/** Whether a commit message carries the archive trailer. */
export const hasArchiveTrailer = (message: string): boolean => ARCHIVE_LINE.test(message);

// Object ids as a request shows them: 12 hex characters where the model gains nothing from the
// full 40 (or 64) — a merge's commit, a page's sources and covers stamps. Full ids were 13–23% of
// some requests; the files on disk and the tools' stamps keep them whole.

/** An object id's first 12 hex characters. */
export const shortId = (id: string): string => id.slice(0, 12);

/** A full object id (sha1 or sha256) standing alone. */
const FULL_ID = /(?<![0-9a-f])([0-9a-f]{12})(?:[0-9a-f]{52}|[0-9a-f]{28})(?![0-9a-f])/g;

/** `text` with every full object id in it cut to 12 hex characters. */
export const withShortIds = (text: string): string => text.replace(FULL_ID, '$1');

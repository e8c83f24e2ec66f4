// The unified diffs of a covered repository file, through jsdiff (the `diff` package): made from
// two texts (lint-fix shows a stale page the change of each covered file since its stamp), and
// undone (a diff a run showed, undone on the file as it is now, gives the text it was made from;
// when that text hashes to a page's stamp, the run showed the whole change since the stamp).
import { applyPatch, createPatch, OMIT_HEADERS, parsePatch, reversePatch } from 'diff';

/** Past this many milliseconds a diff is not worth making: the file is read instead. */
const DIFF_TIMEOUT_MS = 2_000;

/**
 * The hunks (`@@ -a,b +c,d @@` and their lines, as git and GitHub print a patch) turning
 * `before` into `after`, with 3 lines of context; '' when they are equal, null when the diff
 * would take too long to make.
 */
export function sourceDiff(before: string, after: string): string | null {
  if (before === after) return '';
  const patch = createPatch('file', before, after, undefined, undefined, {
    context: 3,
    headerOptions: OMIT_HEADERS,
    timeout: DIFF_TIMEOUT_MS,
  });
  return patch === undefined ? null : patch.replace(/\n$/, '');
}

/**
 * The text `patch` (a file's hunks) was made from, given the text it made: the patch undone.
 * Null when it does not apply (another change came between, or the patch was redacted).
 */
export function textBefore(after: string, patch: string): string | null {
  try {
    const [parsed] = parsePatch(patch);
    if (!parsed || parsed.hunks.length === 0) return null;
    const out = applyPatch(after, reversePatch(parsed), { autoConvertLineEndings: false });
    return out === false ? null : out;
  } catch {
    return null;
  }
}

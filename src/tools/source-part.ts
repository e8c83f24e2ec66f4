// The note after one part of a source file as read_source serves it (src/wiki/text-part.ts cuts
// the part): which part it is (characters and lines), what of the file is still unread in the run,
// and the call that reads the next.
import type { Part } from '../wiki/text-part.js';

const n = (x: number): string => x.toLocaleString('en-US');

/**
 * The note after a part: which characters and lines it holds, then the call for the first stretch
 * not read yet in this run (`unread`; null: every part is read), and the run's budget left.
 */
export function partNote(
  path: string,
  part: Part,
  unread: [number, number] | null,
  budgetLeft: number,
): string {
  const held = `characters ${n(part.start)}–${n(part.end)} of ${n(part.total)} (lines ${n(part.firstLine)}–${n(part.lastLine)} of ${n(part.lines)})`;
  const next =
    unread === null
      ? 'Every part of this file has now been read in this run.'
      : `Not read yet in this run: characters ${n(unread[0])}–${n(unread[1])}; the next part: read_source ${JSON.stringify({ path, offset: unread[0] })}.`;
  const left = budgetLeft - (part.end - part.start);
  const budget = Number.isFinite(left)
    ? ` read_source's budget left for this run: ${n(Math.max(0, left))} characters.`
    : '';
  return `[read_source: "${path}" in parts — this part: ${held}. ${next}${budget}]`;
}

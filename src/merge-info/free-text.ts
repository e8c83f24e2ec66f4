// A merge's free text — its description (the pull request body or the commit body) and its commit
// messages — as a prompt shows it: capped like a diff, since a contributor writes as much as they
// like and every character is paid for in Tier 2 and Tier 3. A cut keeps the head and the tail
// (a description often ends with what it closes or breaks) and says what it left out; the note
// sits outside the fence, where no contributor's text can forge it.
import { untrusted } from '../security/fence.js';
import { codePoints, sliceCodePoints } from '../wiki/text.js';
import type { MergeInfo } from '../types.js';

/** Characters of a merge's description shown to triage (a third of its default diff budget). */
export const TRIAGE_DESCRIPTION_CHARS = 4_000;

/** Characters of a merge's description shown to the ingest agent. */
export const INGEST_DESCRIPTION_CHARS = 8_000;

/** Characters of a push's commit list (first lines) shown to either. */
export const COMMIT_LIST_CHARS = 3_000;

/** What of `cap` the head keeps; the tail keeps the rest. */
const HEAD_SHARE = 2 / 3;

/** `text` within `cap` characters: whole, or its head and tail with the cut marked between them. */
export function headAndTail(
  text: string,
  cap: number,
): { text: string; cut: null | { head: number; tail: number; total: number } } {
  const total = codePoints(text);
  if (total <= cap) return { text, cut: null };
  const head = Math.floor(cap * HEAD_SHARE);
  const tail = cap - head;
  const chars = [...text];
  return {
    text: `${sliceCodePoints(text, head)}\n[…]\n${chars.slice(total - tail).join('')}`,
    cut: { head, tail, total },
  };
}

const n = (x: number): string => x.toLocaleString('en-US');

/** A merge's description fenced, cut to `cap` with the cut announced after the fence. */
export function descriptionLines(body: string | undefined, cap: number): string[] {
  const text = body?.trim() ?? '';
  if (text === '') return [];
  const shown = headAndTail(text, cap);
  return [
    untrusted('description', shown.text),
    ...(shown.cut
      ? [
          `[description cut: ${n(shown.cut.total)} characters, over the cap of ${n(cap)}; the first ${n(shown.cut.head)} and the last ${n(shown.cut.tail)} are shown, "[…]" marks the cut]`,
        ]
      : []),
  ];
}

/** A push's commit messages (first lines) fenced, the list cut at `cap` with "+N more". */
export function commitListLines(commits: MergeInfo['commits'], cap = COMMIT_LIST_CHARS): string[] {
  if (!commits || commits.length < 2) return [];
  const lines: string[] = [];
  let used = 0;
  for (const c of commits) {
    const line = `- ${[...c.split('\n')[0]!].slice(0, 200).join('')}`;
    if (lines.length && used + line.length + 1 > cap) break;
    lines.push(line);
    used += line.length + 1;
  }
  const more = commits.length - lines.length;
  return [
    untrusted('commit messages', lines.join('\n')),
    ...(more ? [`[+${n(more)} more commit messages not listed]`] : []),
  ];
}

// The folded map's section lines within a fixed number of characters, whatever the number of
// sections: a wiki that grows adds folders and hubs, and a line each would grow the prompt with
// it. Past the allowance the lines fold deeper, all at once so every line reads alike: first
// without their most linked titles, then to `id | N pages` alone, and past that only the largest
// sections are listed, with a count of the rest. A note under the lines says how they were cut
// and how to unfold them. Deterministic: the lines depend only on the sections.
import { mapField } from './map.js';
import { codePoints, compareCodePoints } from './text.js';

/** What folding needs of a section (folded-map.ts's MapSection). */
export interface FoldableSection {
  id: string;
  slugs: readonly string[];
  count: string;
  description: string;
  line: string;
}

export interface SectionLines {
  lines: string[];
  /** Sections not listed at all (the deepest fold), and their pages. */
  unlisted: { sections: number; pages: number };
}

const described = (s: FoldableSection): string =>
  [mapField(s.id), s.count, ...(s.description ? [s.description] : [])].join(' | ');
const counted = (s: FoldableSection): string => `${mapField(s.id)} | ${s.count}`;

const UNFOLD =
  'open_section with a section (its first field) lists its pages, search_wiki finds pages by their words';
const NOTES = {
  described: `(Section lines without their most linked titles, to keep the map within its budget: ${UNFOLD}.)`,
  counted: `(Section lines with their page counts only, to keep the map within its budget: ${UNFOLD}.)`,
};

/** Characters of lines joined with newlines, one newline each. */
const size = (lines: readonly string[]): number => lines.reduce((n, l) => n + codePoints(l) + 1, 0);

/** The largest sections (pages, then id) whose counted lines fit `room`, back in id order. */
function largest(sections: readonly FoldableSection[], room: number): SectionLines {
  const ranked = [...sections].sort(
    (a, b) => b.slugs.length - a.slugs.length || compareCodePoints(a.id, b.id),
  );
  const kept: FoldableSection[] = [];
  let used = 0;
  for (const s of ranked) {
    const more = codePoints(counted(s)) + 1;
    if (used + more > room) break;
    kept.push(s);
    used += more;
  }
  const shown = new Set(kept);
  const rest = sections.filter((s) => !shown.has(s));
  return {
    lines: kept.sort((a, b) => compareCodePoints(a.id, b.id)).map(counted),
    unlisted: { sections: rest.length, pages: rest.reduce((n, s) => n + s.slugs.length, 0) },
  };
}

/** The section lines within `maxChars` (each line with its newline, the note included). */
export function foldSections(sections: readonly FoldableSection[], maxChars: number): SectionLines {
  const none = { sections: 0, pages: 0 };
  const full = sections.map((s) => s.line);
  if (size(full) <= maxChars) return { lines: full, unlisted: none };
  for (const [note, lineOf] of [
    [NOTES.described, described],
    [NOTES.counted, counted],
  ] as const) {
    const lines = [...sections.map(lineOf), note];
    if (size(lines) <= maxChars) return { lines, unlisted: none };
  }
  // The deepest fold: room for the note and the line counting what is left out.
  const tail = (n: number, pages: number): string =>
    `+${n} more section${n === 1 ? '' : 's'} (${pages} pages): search_wiki finds their pages.`;
  const room = maxChars - size([NOTES.counted, tail(sections.length, 10 ** 9)]);
  const kept = largest(sections, Math.max(0, room));
  const { sections: n, pages } = kept.unlisted;
  return { lines: [...kept.lines, tail(n, pages), NOTES.counted], unlisted: kept.unlisted };
}

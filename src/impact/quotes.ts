// Pages that quote what a pull request takes away: a line its diff removes or rewrites (a README
// paragraph the docs' front page repeats, a code sample copied from the source, an option's
// description) found word for word in a page. A page holding the old text is stale by the text
// itself, whatever it names. Lines short or without a word say nothing of one place (`} else {`);
// tests and changelogs are not what a page copies; a line shaped like a token is never repeated;
// a line the diff only re-indents, moves or gives other line endings is not taken away.
// Bounded: the first MAX_LINES distinct lines, over the pages the mention scan read. Pure.
import { baseName, kindName, testPath } from '../paths/names.js';
import { shapeHits } from '../security/secret-scan.js';
import type { FileChange } from '../types.js';
import { changedHunks, fold } from './diff-names.js';

/** A removed line shorter than this (whitespace folded) is too common to say where it came from. */
export const MIN_QUOTE = 20;

/** Lines looked for at most: a huge merge's removals are not scanned line by line. */
export const MAX_LINES = 400;

/**
 * A line that says something: long enough, with a word in it. A line holding a token's shape is
 * never quoted: the comment would publish it again.
 */
const telling = (line: string): boolean =>
  line.length >= MIN_QUOTE && /[A-Za-z]{3}/.test(line) && shapeHits(line).length === 0;

/** A file whose removed lines a page may quote: not a test, not a changelog or manifest (a README may). */
const quotable = (path: string): boolean =>
  !testPath(path) && (!kindName(path) || /^readme(?:\.[\w-]+)?$/i.test(baseName(path)));

/** The distinct removed lines of `files`, each with the file it leaves: at most MAX_LINES. */
export function removedLines(files: readonly FileChange[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of files) {
    if (!f.patch || !quotable(f.path)) continue;
    for (const removed of changedHunks(f.patch).flatMap((h) => h.removed)) {
      const line = fold(removed);
      if (!telling(line) || out.has(line)) continue;
      out.set(line, f.path);
      if (out.size >= MAX_LINES) return out;
    }
  }
  return out;
}

/** One page found quoting a removed line, and how many pages quote that line. */
export interface QuotedLine {
  line: string;
  file: string;
  pages: number;
}

/**
 * slug → what each page quotes: per changed file, the removed line the fewest pages quote. The
 * pages' text is folded as `fold` does.
 */
export function quotesIn(
  pages: readonly { slug: string; text: string }[],
  lines: ReadonlyMap<string, string>,
): Map<string, QuotedLine[]> {
  const found = new Map<string, string[]>();
  const spread = new Map<string, number>();
  if (lines.size === 0) return new Map();
  for (const page of pages) {
    const text = fold(page.text);
    const held = [...lines.keys()].filter((line) => text.includes(line));
    for (const line of held) spread.set(line, (spread.get(line) ?? 0) + 1);
    if (held.length) found.set(page.slug, held);
  }
  const out = new Map<string, QuotedLine[]>();
  for (const [slug, held] of found) {
    const byFile = new Map<string, QuotedLine>();
    for (const line of held) {
      const q = { line, file: lines.get(line)!, pages: spread.get(line)! };
      const best = byFile.get(q.file);
      if (!best || q.pages < best.pages) byFile.set(q.file, q);
    }
    out.set(slug, [...byFile.values()]);
  }
  return out;
}

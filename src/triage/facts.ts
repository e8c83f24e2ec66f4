// What triage is told rather than asked to recall: facts computed by code from the merge and the
// loaded wiki. Which pages cover a changed file; which pages mention an identifier the diff
// removes or renames (declared on a removed line, nowhere on an added one), or a path the merge
// changes; and the counts. A plain scan, bounded: at most MAX_NEEDLES identifiers and as many
// paths, over at most SCAN_CHARS characters of page text (pages in slug order; the facts say when
// the bound cut the scan). The names come from the diff and the pages: data, fenced where shown.
import type { MergeInfo } from '../types.js';
import type { Page } from '../wiki/types.js';
import { compareCodePoints } from '../wiki/text.js';
import { coveringPages } from './wiki-map.js';

/** Identifiers and paths looked for at most, each. */
export const MAX_NEEDLES = 40;
/** Characters of page text scanned at most. */
export const SCAN_CHARS = 4_000_000;
/** Pages named per identifier or path at most. */
const PAGES_NAMED = 5;

export interface Mention {
  /** The identifier or the path. */
  name: string;
  /** Pages whose title or text mentions it, by slug (at most PAGES_NAMED). */
  pages: string[];
  /** Pages mentioning it in all. */
  count: number;
  /** An identifier: names declared on the added lines of the same file (a rename's new name?). */
  added?: string[];
}

export interface TriageFacts {
  covering: { slug: string; path: string }[];
  /** Identifiers the diff removes or renames: mentioned by a page, or by none. */
  identifiers: Mention[];
  /** Changed paths (a rename's old path too) and the pages mentioning them. */
  paths: Mention[];
  /** Pages whose text was scanned, and pages in the wiki. */
  scanned: number;
  pages: number;
}

// A declaration's name: function/class/type/const … in the common languages, and UPPER_SNAKE
// settings assigned or keyed (`MAX_RETRIES = 3`, `MAX_RETRIES: 3`).
const DECLARATION =
  /\b(?:function\*?|class|interface|type|enum|const|let|var|def|fn|func|struct|trait|module|macro|record|val)\s+([A-Za-z_$][\w$]{2,})/g;
const SETTING = /^\s*["']?([A-Z][A-Z0-9]*_[A-Z0-9_]+)["']?\s*[:=]/gm;

function declared(lines: readonly string[]): Set<string> {
  const out = new Set<string>();
  const text = lines.join('\n');
  for (const m of text.matchAll(DECLARATION)) out.add(m[1]!);
  for (const m of text.matchAll(SETTING)) out.add(m[1]!);
  return out;
}

/** The removed (`-`) and added (`+`) lines of a unified diff, without their markers. */
function sides(patch: string): { removed: string[]; added: string[] } {
  const removed: string[] = [];
  const added: string[] = [];
  for (const line of patch.split('\n')) {
    if (line.startsWith('---') || line.startsWith('+++')) continue;
    if (line.startsWith('-')) removed.push(line.slice(1));
    else if (line.startsWith('+')) added.push(line.slice(1));
  }
  return { removed, added };
}

const WORD = /[\w$]+/g;

/**
 * Identifiers declared on a removed line of the merge and found on no added line of any file:
 * removed, or renamed (with the names the same file's added lines declare), first MAX_NEEDLES.
 */
export function removedIdentifiers(merge: MergeInfo): { name: string; added: string[] }[] {
  const addedWords = new Set<string>();
  const perFile = merge.files.map((f) => sides(f.patch ?? ''));
  for (const { added } of perFile)
    for (const line of added) for (const w of line.match(WORD) ?? []) addedWords.add(w);
  const out = new Map<string, string[]>();
  perFile.forEach(({ removed, added }) => {
    const before = declared(removed);
    const after = [...declared(added)].filter((n) => !before.has(n));
    for (const name of before)
      if (!addedWords.has(name) && !out.has(name)) out.set(name, after.slice(0, 3));
  });
  return [...out].slice(0, MAX_NEEDLES).map(([name, added]) => ({ name, added }));
}

/** File names too common to say which file a page means. */
const GENERIC =
  /^(?:index|main|mod|lib|utils?|types|helpers?|__init__|readme|package|setup)\.[^.]+$/i;

/** Every path the merge changes (a rename's old path too), first MAX_NEEDLES. */
function changedPaths(merge: MergeInfo): string[] {
  const paths = merge.files.flatMap((f) => [f.path, ...(f.previous_path ? [f.previous_path] : [])]);
  return [...new Set(paths.map((p) => p.replace(/^\.\//, '')))].slice(0, MAX_NEEDLES);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's text mentions a path: the path itself, or its file name when that is distinctive. */
function mentionsPath(text: string, path: string): boolean {
  if (text.includes(path)) return true;
  const base = path.split('/').pop() ?? path;
  if (!base.includes('.') || base.length < 6 || GENERIC.test(base)) return false;
  return new RegExp(`(?<![\\w./-])${escape(base)}(?![\\w-])`).test(text);
}

/**
 * The facts for one merge over the loaded wiki. `ignored` files (Tier 1's ignored, out-of-scope
 * and wiki files: lock files, generated code) give no identifiers and no paths; covers still count.
 */
export function triageFacts(
  pages: readonly Page[],
  merge: MergeInfo,
  ignored: (path: string) => boolean = () => false,
  /** Pages named per identifier or path (mode: impact names every page it lists). */
  named: number = PAGES_NAMED,
): TriageFacts {
  const kept = { ...merge, files: merge.files.filter((f) => !ignored(f.path)) };
  const ids = removedIdentifiers(kept);
  const paths = changedPaths(kept);
  const idHits = new Map(ids.map((i) => [i.name, [] as string[]]));
  const pathHits = new Map(paths.map((p) => [p, [] as string[]]));
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  let budget = SCAN_CHARS;
  let scanned = 0;
  for (const page of sorted) {
    const text = `${page.title}\n${page.body}`;
    if (text.length > budget) break;
    budget -= text.length;
    scanned++;
    if (ids.length) {
      const words = new Set(text.match(WORD) ?? []);
      for (const { name } of ids) if (words.has(name)) idHits.get(name)!.push(page.slug);
    }
    for (const path of paths) if (mentionsPath(text, path)) pathHits.get(path)!.push(page.slug);
  }
  const mention = (name: string, hits: string[], added?: string[]): Mention => ({
    name,
    pages: hits.slice(0, named),
    count: hits.length,
    ...(added && added.length ? { added } : {}),
  });
  return {
    covering: coveringPages(pages, merge),
    identifiers: ids.map((i) => mention(i.name, idHits.get(i.name)!, i.added)),
    paths: paths.map((p) => mention(p, pathHits.get(p)!)),
    scanned,
    pages: sorted.length,
  };
}

const slugs = (m: Mention): string =>
  `${m.pages.join(', ')}${m.count > m.pages.length ? ` and ${m.count - m.pages.length} more` : ''}`;

/** The facts as lines for triage's message (to be fenced): each count, then what it counts. */
export function factLines(f: TriageFacts, coveringShown: number): string[] {
  const pagesOf = (ms: Mention[]) => new Set(ms.flatMap((m) => m.pages)).size;
  const mentioned = f.identifiers.filter((m) => m.count > 0);
  const unmentioned = f.identifiers.filter((m) => m.count === 0);
  const paths = f.paths.filter((m) => m.count > 0);
  const renamed = (m: Mention) =>
    m.added ? ` (the same file now declares ${m.added.join(', ')})` : '';
  const covering = f.covering.slice(0, coveringShown);
  return [
    `Pages covering a changed file: ${new Set(f.covering.map((c) => c.slug)).size}`,
    ...covering.map((c) => `- ${c.slug} covers ${c.path}`),
    ...(f.covering.length > covering.length
      ? [`- and ${f.covering.length - covering.length} more`]
      : []),
    `Identifiers the diff removes or renames: ${f.identifiers.length}; pages mentioning one: ${pagesOf(mentioned)}`,
    ...mentioned.map((m) => `- ${m.name}${renamed(m)}: mentioned by ${slugs(m)}`),
    ...unmentioned.map((m) => `- ${m.name}${renamed(m)}: no page mentions it`),
    `Changed paths: ${f.paths.length}; pages mentioning one: ${pagesOf(paths)}`,
    ...paths.map((m) => `- ${m.name}: mentioned by ${slugs(m)}`),
    ...(f.scanned < f.pages
      ? [`(scan bounded: ${f.scanned} of ${f.pages} pages read, in slug order)`]
      : []),
  ];
}

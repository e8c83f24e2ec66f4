// A merge that changes a `.gitattributes` so that files the wiki's pages cover become generated
// blinds the wiki: from then on no change to them is shown to a model nor checked against those
// pages. Such a change is said, never passed over: Tier 1 lets it through (covered-changes), Tiers
// 2 and 3 see the rule and the pages beside the attribute file's own diff, and the summary names
// them. Pure: the covers index and the decision of which files are generated come in as data.
import type { FileChange, MergeInfo } from '../types.js';
import type { GeneratedFiles } from './generated.js';
import { generatedRule, parseGitAttributes, type AttributesFile } from './gitattributes.js';
import { normalizePath } from './globs.js';

/** Path → the slugs of the pages covering it (the wiki's covers index). */
export type CoveredPaths = ReadonlyMap<string, readonly string[]>;

/** One rule a merge adds that makes covered files generated. */
export interface HidingRule {
  /** The `.gitattributes` file holding it (repository path) and the line, as written. */
  file: string;
  line: string;
  /** The covered files it makes generated, and the pages covering them (sorted). */
  paths: string[];
  pages: string[];
}

const ATTRIBUTES = '.gitattributes';
const isAttributes = (path: string): boolean =>
  path === ATTRIBUTES || path.endsWith(`/${ATTRIBUTES}`);
const folderOf = (path: string): string => path.slice(0, -ATTRIBUTES.length).replace(/\/$/, '');

/** The lines a unified diff adds, without their marker; null without a diff. */
function addedLines(patch: string | undefined): string[] | null {
  if (!patch) return null;
  return patch
    .split('\n')
    .filter((l) => l.startsWith('+') && !l.startsWith('+++'))
    .map((l) => l.slice(1));
}

/** The changed `.gitattributes` files of a merge (not deleted), with the lines each adds. */
function changedAttributes(merge: MergeInfo): { file: string; added: string[] | null }[] {
  return merge.files
    .filter((f) => f.status !== 'removed' && isAttributes(normalizePath(f.path)))
    .map((f) => ({ file: normalizePath(f.path), added: addedLines(f.patch) }));
}

const rulesKey = (file: string, line: string): string => `${file}\0${line}`;

/**
 * The rules a merge's `.gitattributes` changes add that make covered files generated. With
 * `generated` (the decision at the merged commit, every rule counted): a covered file is hidden
 * when the rule that decides it is in a changed file and among the lines the merge adds (any line
 * of it when the diff is not known). Without it (Tier 1, before anything is read): the added lines
 * alone, each file's relative to its folder.
 */
export function rulesHidingCovers(
  merge: MergeInfo,
  covered: CoveredPaths,
  generated?: GeneratedFiles,
): HidingRule[] {
  const changed = changedAttributes(merge);
  if (changed.length === 0 || covered.size === 0) return [];
  const byFile = new Map(changed.map((c) => [c.file, c]));
  // The added lines of each changed file the decision did not read (all of them without one; the
  // action reading through the API reads the root's alone): a nested rule is still said.
  const added = changed.flatMap((c): AttributesFile[] =>
    c.added && !generated?.readsAttributes(folderOf(c.file))
      ? [{ dir: folderOf(c.file), attrs: parseGitAttributes(c.added.join('\n')) }]
      : [],
  );
  const found = new Map<string, HidingRule>();
  for (const [path, slugs] of covered) {
    const rule =
      generated?.attributesRule(path) ??
      added.map((a) => generatedRule([a], path)).find((r) => r !== null) ??
      null;
    if (!rule) continue;
    const file = rule.dir ? `${rule.dir}/${ATTRIBUTES}` : ATTRIBUTES;
    const change = byFile.get(file);
    if (!change) continue;
    const lines = change.added ? parseGitAttributes(change.added.join('\n')).lines : null;
    if (generated && lines && !lines.some((l) => l.text === rule.line)) continue;
    const key = rulesKey(file, rule.line);
    const hiding = found.get(key) ?? { file, line: rule.line, paths: [], pages: [] };
    hiding.paths.push(path);
    hiding.pages.push(...slugs);
    found.set(key, hiding);
  }
  return [...found.values()].map((h) => ({
    ...h,
    paths: [...new Set(h.paths)].sort(),
    pages: [...new Set(h.pages)].sort(),
  }));
}

const SHOWN = 3;
const list = (items: readonly string[]): string =>
  items.slice(0, SHOWN).join(', ') +
  (items.length > SHOWN ? `, and ${items.length - SHOWN} more` : '');

/** One rule in a sentence: its file and line, the covered files it hides and their pages. */
export function hidingSentence(h: HidingRule): string {
  const n = h.paths.length;
  return `${h.file} "${h.line}" (added by this merge) makes ${n} covered file${n === 1 ? '' : 's'} generated — ${list(h.paths)} — which ${h.pages.length === 1 ? 'page' : 'pages'} ${list(h.pages)} ${h.pages.length === 1 ? 'covers' : 'cover'}: from now on no change to ${n === 1 ? 'it' : 'them'} is shown to a model or checked against ${h.pages.length === 1 ? 'that page' : 'those pages'}`;
}

/**
 * The merge with each `.gitattributes` file whose rules hide covered files marked (`hides`: the
 * sentences), so the prompts name the rule and the pages beside the file's own diff; the same
 * object when none does.
 */
export function markHiding(merge: MergeInfo, rules: readonly HidingRule[]): MergeInfo {
  if (rules.length === 0) return merge;
  const files = merge.files.map((f): FileChange => {
    const own = rules.filter((r) => r.file === normalizePath(f.path));
    return own.length ? { ...f, hides: own.map(hidingSentence).join('; ') } : f;
  });
  return { ...merge, files };
}

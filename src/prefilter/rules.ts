// Tier 1: seven free rules, first match wins. Pure: a MergeInfo and a Config in, a decision out.
import type { Tier1Config } from '../config.js';
import {
  ARCHIVE_TRAILER,
  hasArchiveTrailer,
  hasSourceTrailer,
  SOURCE_TRAILER,
} from '../trailer.js';
import type {
  ClassifiedFile,
  FileChange,
  FileClass,
  MergeInfo,
  RuleId,
  Tier1Decision,
} from '../types.js';
import {
  COVERED_RULES,
  listPaths,
  withCovered,
  type CoveredLookup,
  type Tier1Result,
} from './covered-changes.js';
import { hasBreakingFooter, parseConventional } from './conventional.js';
import { GlobSet, normalizePath, splitPath } from '../paths/globs.js';

interface Compiled {
  /** source-paths, or null when the whole repository is this wiki's. */
  scope: GlobSet | null;
  skipOnly: GlobSet;
  ignore: GlobSet;
  rich: GlobSet;
  skipTypes: Set<string>;
  authors: { exact: Set<string>; wildcards: RegExp[] };
  /** Path → class, for paths already seen under this config. */
  seen: Map<string, ClassifiedFile>;
}

// Enough for the paths of a large repository; cleared when full so memory stays bounded.
const SEEN_LIMIT = 16_384;

/** GitHub's merge commit of an archive pull request (its branch: wiki-ingest/archive/<answer id>). */
const ARCHIVE_MERGE = /^Merge pull request #\d+ from [^\s/]+\/wiki-ingest\/archive\/\d+\b/;

const MARKERS = /\[(?:skip wiki|wiki skip|no wiki)\]/i;
const MARKER_NAMES = ['[skip wiki]', '[wiki skip]', '[no wiki]'];

const compiledByConfig = new WeakMap<Tier1Config, Compiled>();

/** Globs and lists of a config, compiled once (cached per Config object). */
function compile(config: Tier1Config): Compiled {
  let c = compiledByConfig.get(config);
  if (!c) {
    const exact = new Set<string>();
    const wildcards: RegExp[] = [];
    for (const a of config.skipAuthors) {
      const lower = a.toLowerCase();
      // Only `*` is a wildcard: `dependabot[bot]` is a literal name.
      if (lower.includes('*'))
        wildcards.push(new RegExp(`^${lower.split('*').map(escapeRe).join('.*')}$`, 'i'));
      else exact.add(lower);
    }
    c = {
      scope: config.sourcePaths.length > 0 ? new GlobSet(config.sourcePaths) : null,
      skipOnly: new GlobSet(config.skipOnlyPaths),
      ignore: new GlobSet(config.ignorePaths),
      rich: new GlobSet(config.richPaths),
      skipTypes: new Set(config.skipCommitTypes.map((t) => t.toLowerCase())),
      authors: { exact, wildcards },
      seen: new Map(),
    };
    compiledByConfig.set(config, c);
  }
  return c;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const skip = (rule: RuleId, reason: string): Tier1Decision => ({
  tier: 1,
  decision: 'skip',
  rule,
  reason: `${rule}: ${reason}`,
});

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Whether every file the merge changes lies in the wiki folder (vacuously: none changed). */
function onlyInWiki(merge: MergeInfo, config: Tier1Config): boolean {
  const inside = (path: string): boolean => normalizePath(path).startsWith(`${config.wikiPath}/`);
  return merge.files.every(
    (f) => inside(f.path) && (f.previous_path === undefined || inside(f.previous_path)),
  );
}

/**
 * The rules that need only the message and the author (skip-marker, self-commit, skip-author):
 * callers use this to decide from an event payload before fetching any file list. The trailer
 * alone is no proof — a merged commit message can carry it — so self-commit holds only for a
 * merge that changes nothing outside the wiki folder, which the action's own commits never do:
 * with the files unknown (`filesKnown` false) it does not decide.
 */
function classifyMessage(
  merge: MergeInfo,
  config: Tier1Config,
  filesKnown = true,
): Tier1Decision | null {
  const text = `${merge.title}\n${merge.body ?? ''}`;
  const marker = MARKERS.exec(text);
  if (marker)
    return skip(
      'skip-marker',
      `the ${merge.body && MARKERS.test(merge.body) && !MARKERS.test(merge.title) ? 'description' : 'title'} contains ${marker[0]} (markers: ${MARKER_NAMES.join(', ')}).`,
    );
  const commits = merge.commits ?? [];
  // An archived /wiki answer's merge is said as such; like self-commit, only for wiki-only files.
  const archive =
    hasArchiveTrailer(text) || commits.some(hasArchiveTrailer) || ARCHIVE_MERGE.test(merge.title);
  if (archive && filesKnown && onlyInWiki(merge, config))
    return skip(
      'archive',
      `the merge of an archive pull request (the ${ARCHIVE_TRAILER} trailer): a /wiki answer filed as a wiki page.`,
    );
  const trailer = hasSourceTrailer(text) || (commits.length > 0 && commits.every(hasSourceTrailer));
  if (trailer && filesKnown && onlyInWiki(merge, config))
    return skip(
      'self-commit',
      `the commit carries the ${SOURCE_TRAILER} trailer, so it is wiki-ingest's own wiki update.`,
    );
  const author = merge.author?.trim();
  if (author) {
    const { exact, wildcards } = compile(config).authors;
    const lower = author.toLowerCase();
    if (exact.has(lower) || wildcards.some((w) => w.test(lower)))
      return skip('skip-author', `author ${author} is listed in skip-authors.`);
  }
  return null;
}

interface Counted {
  total: number;
  remaining: number;
  lines: number;
  rich: string[];
  excluded: number;
  ignored: number;
  outOfScope: number;
}

/** A path's class under a config; paths recur across merges, so it is remembered (bounded). */
function classOf(rawPath: string, c: Compiled): ClassifiedFile {
  let hit = c.seen.get(rawPath);
  if (hit) return hit;
  const path = normalizePath(rawPath);
  const split = splitPath(path);
  // Outside source-paths is another wiki's code: not counted, whatever else it is.
  const outside = c.scope !== null && c.scope.matchSplit(split) === null;
  const only = outside ? null : c.skipOnly.matchSplit(split);
  const ignored = only === null ? c.ignore.matchSplit(split) : null;
  const rich = only === null && ignored === null ? c.rich.matchSplit(split) : null;
  hit = outside
    ? { path, class: 'out-of-scope', pattern: 'source-paths' }
    : only !== null
      ? { path, class: 'wiki-only', pattern: only }
      : ignored !== null
        ? { path, class: 'ignored', pattern: ignored }
        : rich !== null
          ? { path, class: 'rich', pattern: rich }
          : { path, class: 'remaining' };
  if (c.seen.size >= SEEN_LIMIT) c.seen.clear();
  c.seen.set(rawPath, hit);
  return hit;
}

function countFiles(files: readonly FileChange[], c: Compiled, out?: ClassifiedFile[]): Counted {
  const counted: Counted = {
    total: files.length,
    remaining: 0,
    lines: 0,
    rich: [],
    excluded: 0,
    ignored: 0,
    outOfScope: 0,
  };
  for (const f of files) {
    const hit = classOf(f.path, c);
    out?.push({ ...hit });
    if (hit.class === 'out-of-scope') {
      counted.excluded++;
      counted.outOfScope++;
      continue;
    }
    if (hit.class === 'wiki-only' || hit.class === 'ignored') {
      counted.excluded++;
      if (hit.class === 'ignored') counted.ignored++;
      continue;
    }
    counted.remaining++;
    counted.lines += (f.additions || 0) + (f.deletions || 0);
    if (hit.class === 'rich') counted.rich.push(hit.path);
  }
  return counted;
}

/** The commit types of a merge: its title and, for a push, every commit in it. */
function types(merge: MergeInfo): { types: (string | null)[]; breaking: boolean } {
  const head = parseConventional(merge.title);
  const out = [head?.type ?? null];
  let breaking = (head?.breaking ?? false) || hasBreakingFooter(merge.body);
  for (const message of merge.commits ?? []) {
    const cc = parseConventional(message);
    out.push(cc?.type ?? null);
    breaking ||= (cc?.breaking ?? false) || hasBreakingFooter(message);
  }
  return { types: out, breaking };
}

function decide(merge: MergeInfo, config: Tier1Config, files?: ClassifiedFile[]): Tier1Decision {
  const early = classifyMessage(merge, config);
  if (early && !files) return early;
  const c = compile(config);
  const counted = countFiles(merge.files, c, files);
  if (early) return early;

  if (counted.remaining === 0) {
    const every = (): string =>
      counted.total === 1 ? 'the 1 changed file is' : `all ${counted.total} changed files are`;
    const paths = (): string => listPaths(merge.files.map((f) => normalizePath(f.path)));
    if (counted.total === 0)
      return skip('no-changes', 'the merge changes no files (an empty commit or merge).');
    if (counted.outOfScope === counted.total)
      return skip(
        'out-of-scope',
        `${every()} outside source-paths (${listPaths(config.sourcePaths as string[])}): another part of the repository (${paths()}).`,
      );
    // Lock files and generated code alone are not a wiki change either, but say which rule it is.
    return counted.ignored > 0
      ? skip(
          'ignored-only',
          `${every()} generated or ignored (ignore-paths: lock files, snapshots, minified code) or in the wiki (${paths()}).`,
        )
      : skip('wiki-only', `${every()} in the wiki or match skip-only-paths (${paths()}).`);
  }

  const { types: found, breaking } = types(merge);
  // Reason fragments are built only for the decision taken (simulate classifies whole histories).
  const typeList = (): string => [...new Set(found.map((t) => t ?? '(none)'))].join(', ');
  const lines = (): string => plural(counted.lines, 'changed line');
  const among = (): string =>
    `among ${plural(counted.remaining, 'file')}${counted.excluded ? ` (${counted.excluded} ignored or wiki-only${counted.outOfScope ? `, ${counted.outOfScope} of them outside source-paths` : ''})` : ''}`;

  if (!breaking && counted.rich.length === 0) {
    if (found.every((t) => t !== null && c.skipTypes.has(t)))
      return skip(
        'trivial-type',
        `${found.length > 1 ? `every commit type (${typeList()}) is` : `type ${typeList()} is`} in skip-commit-types and no rich path ${among()}.`,
      );
    if (counted.lines < config.minDiffLines)
      return skip(
        'small-diff',
        `${lines()} (< ${config.minDiffLines}) and no rich path ${among()}.`,
      );
  }

  const why: string[] = [];
  if (breaking) why.push('a breaking change');
  if (counted.rich.length > 0)
    why.push(`${plural(counted.rich.length, 'rich path')} changed (${listPaths(counted.rich)})`);
  if (why.length === 0) why.push(`type ${typeList()} with ${lines()} (≥ ${config.minDiffLines})`);
  else why.push(`${lines()} ${among()}`);
  return {
    tier: 1,
    decision: 'continue',
    rule: null,
    reason: `No Tier 1 rule skips it: ${why.join('; ')}.`,
  };
}

/** Tier 1 decision for one merge. */
export function classify(merge: MergeInfo, config: Tier1Config): Tier1Decision {
  return decide(merge, config);
}

/**
 * Tier 1 decision plus each file's class, for the job summary and triage. Given the pages covering
 * the merge's files (`covered`), a trivial-type or small-diff skip of a merge that changes a
 * covered file goes on to Tier 2 (`triage`) or names the pages in its reason (`note`).
 */
export function classifyDetailed(
  merge: MergeInfo,
  config: Tier1Config,
  covered?: CoveredLookup,
): Tier1Result {
  const files: ClassifiedFile[] = [];
  const decision = decide(merge, config, files);
  if (!covered || decision.decision !== 'skip' || !COVERED_RULES.has(decision.rule))
    return { decision, files };
  return withCovered(merge, { decision, files }, covered);
}

/**
 * Whether Tier 1 still needs a merge's file list (from the API) to decide: not when a message rule
 * decides, nor — when every path is known — when it skips on anything but line counts (small-diff).
 */
export function needsFileList(merge: MergeInfo, config: Tier1Config, pathsKnown: boolean): boolean {
  if (classifyMessage(merge, config, pathsKnown)) return false;
  if (!pathsKnown) return true;
  const d = classify(merge, config);
  return !(d.decision === 'skip' && d.rule !== 'small-diff');
}

/**
 * Each file's Tier 1 class, keyed by the path as the merge spells it (the classes are 1:1 with
 * merge.files, in order), so a `./src/a.ts` is looked up as given rather than as Tier 1 normalised it.
 */
export function classesByPath(merge: MergeInfo, files: ClassifiedFile[]): Map<string, FileClass> {
  return new Map(merge.files.map((f, i) => [f.path, files[i]!.class]));
}

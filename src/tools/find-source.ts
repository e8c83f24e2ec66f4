// find_source: how the agent reaches a source file it cannot name exactly — the callers of a
// renamed function, the default defined in another file. It reads the repository at the merged
// commit through the same door as read_source (the tree listing and its blobs, never the
// checkout), with the same withholding: secret-paths, generated files and the wiki folder are
// never listed nor searched. A glob lists paths; a literal text is looked for in file contents,
// the merge's changed files first, then the files pages cover, then every other file in path
// order, within a stated budget. What it returns (paths, matching lines) is data written by
// others: fenced, each match with its line number.
import { Minimatch } from 'minimatch';
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { toolError } from './errors.js';
import { tool } from './tool.js';
import { compareCodePoints, plural } from '../wiki/text.js';
import { looksBinary } from './source-reader.js';
import type { ToolOutcome } from './types.js';

/** Paths a glob lists at most. */
export const FIND_PATHS_MAX = 50;
/** Matching lines a text search returns at most. */
export const FIND_MATCHES_MAX = 20;
/** Files and bytes one text search reads at most (the budget the description states). */
export const FIND_FILES_MAX = 400;
export const FIND_BYTES_MAX = 4_000_000;
/** A larger file is not searched (read_source serves only its head anyway). */
export const FIND_FILE_BYTES_MAX = 1_000_000;
/** Files whose blobs are read at once. */
const READ_BATCH = 100;
/** Characters of a matching line shown. */
const LINE_CHARS = 200;

/** The repository at the merged commit, as find_source reads it. */
export interface SourceIndex {
  /** Every file (blob) at the merged commit; `truncated` when the listing was cut. */
  list(): Promise<{ files: { path: string; sha: string }[]; truncated: boolean }>;
  /** Blob bytes by sha (a blob that cannot be read is left out). */
  read(shas: string[]): Promise<Map<string, Buffer>>;
}

export interface FindSourceOptions {
  /** Absent: the tool answers that it cannot search in this run. */
  index?: SourceIndex;
  isSecretPath: (path: string) => boolean;
  /**
   * Whether a file is generated: by its path alone (`text` undefined) or by its content too.
   * Generated files are never listed nor searched.
   */
  isGenerated: (path: string, text?: string) => boolean;
  /** The wiki folder: its pages are found through the map, never listed here. */
  wikiPath: string;
  /** Paths searched first: the merge's changed files, then the files pages cover. */
  first: () => readonly string[];
}

const d = z.describe;

const schema = () =>
  z.strictObject({
    glob: z
      .optional(z.string().check(z.minLength(1), z.maxLength(300)))
      .check(
        d(
          'A glob over repository paths (dot files included), e.g. "src/**/tokens*.ts" or "**/*.proto". Alone, it lists the matching paths; with "text", only files matching it are searched.',
        ),
      ),
    text: z
      .optional(z.string().check(z.minLength(2), z.maxLength(200)))
      .check(
        d(
          'A literal text to find in file contents, case-sensitive (no regular expression), e.g. a function, constant or setting name such as "rotateToken(".',
        ),
      ),
  });

const DESCRIPTION = [
  'Finds repository files at the commit this run reads when you cannot name one exactly: with "glob", the matching paths; with "text", the lines holding that literal text, each with its path and line number, inside an <untrusted> fence.',
  'Use it to reach what the diff does not show: the callers of a renamed or removed function, the file defining a default or a setting; then read the file with read_source.',
  `At most ${FIND_PATHS_MAX} paths or ${FIND_MATCHES_MAX} matching lines are returned. A text search reads the changed files first, then the files pages cover, then the other files in path order, at most ${FIND_FILES_MAX} files and ${FIND_BYTES_MAX / 1_000_000} MB a call (files over ${FIND_FILE_BYTES_MAX / 1_000_000} MB are skipped); the result says when that budget cut it, and a glob narrows it.`,
  'Paths withheld by secret-paths, generated files (source maps, minified and other generated code) and the wiki folder are never listed nor searched.',
].join(' ');

interface Listed {
  files: { path: string; sha: string }[];
  truncated: boolean;
}

type Entry = { path: string; sha: string };

/** The repository's listing and blobs as this run has read them, and the two ways to query it. */
export class SourceFinder {
  private listing: Promise<Listed> | undefined;
  /** Each blob's text; null for a binary, too large or generated one. */
  private readonly texts = new Map<string, string | null>();
  /** Blobs whose content marks them generated: never listed nor searched. */
  private readonly generatedByContent = new Set<string>();
  private readonly wiki: string;

  constructor(private readonly options: FindSourceOptions) {
    this.wiki = options.wikiPath.replace(/\/+$/, '');
  }

  private allowed(path: string): boolean {
    const { options, wiki } = this;
    return (
      !options.isSecretPath(path) &&
      !options.isGenerated(path) &&
      path !== wiki &&
      !path.startsWith(`${wiki}/`) &&
      !path.startsWith('.git/')
    );
  }

  private listed(index: SourceIndex): Promise<Listed> {
    return (this.listing ??= index.list().then(({ files, truncated }) => ({
      files: files
        .filter((f) => this.allowed(f.path))
        .sort((a, b) => compareCodePoints(a.path, b.path)),
      truncated,
    })));
  }

  /** Reads the text of each file not read yet, in one batch. */
  private async textsOf(files: readonly Entry[]): Promise<void> {
    const { texts } = this;
    const wanted = [...new Set(files.filter((f) => !texts.has(f.sha)).map((f) => f.sha))];
    if (wanted.length === 0) return;
    const bytes = await this.options.index!.read(wanted);
    for (const f of files) {
      if (texts.has(f.sha)) continue;
      const b = bytes.get(f.sha);
      const text =
        !b || b.length > FIND_FILE_BYTES_MAX || looksBinary(b) ? null : b.toString('utf8');
      const generated = text !== null && this.options.isGenerated(f.path, text);
      if (generated) this.generatedByContent.add(f.sha);
      texts.set(f.sha, generated ? null : text);
    }
  }

  async find({ glob, text }: z.infer<ReturnType<typeof schema>>): Promise<ToolOutcome> {
    if (glob === undefined && text === undefined)
      return toolError(
        'find_source needs "glob" (to list paths), "text" (to search file contents), or both.',
      );
    if (!this.options.index)
      return toolError(
        'find_source cannot search the repository in this run; name files from the diff and read them with read_source.',
      );
    let all: Listed;
    try {
      all = await this.listed(this.options.index);
    } catch (e) {
      this.listing = undefined;
      return toolError(
        `The repository's file listing could not be read (${(e as Error).message}); try again, or work from the diff and read_source.`,
      );
    }
    const mm = glob === undefined ? null : new Minimatch(glob.replace(/^\.\//, ''), { dot: true });
    const matching = mm ? all.files.filter((f) => mm.match(f.path)) : all.files;
    const cut = all.truncated
      ? ' [the repository listing was truncated by the API: some files are not listed]'
      : '';
    try {
      return text === undefined
        ? await this.pathsFound(glob!, matching, cut)
        : await this.textFound(text, glob, matching, cut);
    } catch (e) {
      return toolError(
        `The repository's files could not be read (${(e as Error).message}); try again, or read a file with read_source.`,
      );
    }
  }

  /**
   * The first FIND_PATHS_MAX of `files` that are not generated by their content (read in batches),
   * and how many of the rest were dropped as generated; files past the window are not read.
   */
  private async shownPaths(files: readonly Entry[]): Promise<{ shown: string[]; dropped: number }> {
    const shown: string[] = [];
    let dropped = 0;
    for (let at = 0; at < files.length && shown.length < FIND_PATHS_MAX; at += READ_BATCH) {
      const batch = files.slice(at, at + READ_BATCH);
      await this.textsOf(batch);
      for (const f of batch) {
        if (shown.length === FIND_PATHS_MAX) break;
        if (this.generatedByContent.has(f.sha)) dropped++;
        else shown.push(f.path);
      }
    }
    return { shown, dropped };
  }

  private async pathsFound(
    glob: string,
    files: readonly Entry[],
    cut: string,
  ): Promise<ToolOutcome> {
    const shown = JSON.stringify(glob);
    const listed = await this.shownPaths(files);
    const total = files.length - listed.dropped;
    if (total === 0)
      return {
        content: `No file matches ${shown} at the commit this run reads (secret-paths, generated files and the wiki folder are left out).${cut} Try a broader glob, e.g. "**/${glob.split('/').pop()}".`,
      };
    const more = total - listed.shown.length;
    return {
      content: `${plural(total, 'file')} match ${shown} at the commit this run reads${more ? ` (the first ${listed.shown.length} by path)` : ''}:\n${untrusted('source paths', listed.shown.join('\n'))}${more ? `\n[${more} more not listed: narrow the glob]` : ''}${cut}`,
    };
  }

  /** The changed files and the covered ones first, then every other file in path order. */
  private ordered(files: readonly Entry[]): Entry[] {
    const rank = new Map(this.options.first().map((p, i) => [p, i]));
    return [
      ...files
        .filter((f) => rank.has(f.path))
        .sort((a, b) => rank.get(a.path)! - rank.get(b.path)!),
      ...files.filter((f) => !rank.has(f.path)),
    ];
  }

  private async textFound(
    needle: string,
    glob: string | undefined,
    files: readonly Entry[],
    cut: string,
  ): Promise<ToolOutcome> {
    const ordered = this.ordered(files);
    const matches: string[] = [];
    let total = 0;
    let matchedFiles = 0;
    let bytes = 0;
    let searched = 0;
    // Read in batches, so a search that ends early reads no more than it searched.
    search: for (let at = 0; at < Math.min(ordered.length, FIND_FILES_MAX); at += READ_BATCH) {
      const batch = ordered.slice(at, Math.min(at + READ_BATCH, FIND_FILES_MAX));
      await this.textsOf(batch);
      for (const f of batch) {
        const t = this.texts.get(f.sha);
        searched++;
        if (t === null || t === undefined) continue;
        bytes += t.length;
        if (t.includes(needle)) {
          matchedFiles++;
          t.split('\n').forEach((line, i) => {
            if (!line.includes(needle)) return;
            total++;
            if (matches.length < FIND_MATCHES_MAX)
              matches.push(`${f.path}:${i + 1}: ${line.trim().slice(0, LINE_CHARS)}`);
          });
        }
        if (bytes >= FIND_BYTES_MAX) break search;
      }
    }
    const budget =
      searched < files.length
        ? ` Searched ${searched} of ${files.length} files (the changed and covered files first, then by path; budget ${FIND_FILES_MAX} files or ${FIND_BYTES_MAX / 1_000_000} MB a call, binary and generated files skipped)${glob === undefined ? ': add a glob to search the rest' : ''}.`
        : '';
    const what = `${JSON.stringify(needle)}${glob === undefined ? '' : ` in files matching ${JSON.stringify(glob)}`}`;
    if (total === 0)
      return {
        content: `No line holds ${what} at the commit this run reads.${budget}${cut} The text is matched exactly (case included); try a shorter part of the name.`,
      };
    return {
      content: `${plural(total, 'line')} in ${plural(matchedFiles, 'file')} ${total === 1 ? 'holds' : 'hold'} ${what}${total > matches.length ? ` (the first ${matches.length} shown)` : ''}:\n${untrusted('source matches', matches.join('\n'))}\n[Read a file whole with read_source.]${budget}${cut}`,
    };
  }
}

/**
 * find_source over a finder: one per run (`sourceFinder`), so the listing and blobs it reads are
 * kept for the run's later calls.
 */
export const findSource = tool('find_source', DESCRIPTION, schema, (args, finder: SourceFinder) =>
  finder.find(args),
);

export const sourceFinder = (options: FindSourceOptions) => new SourceFinder(options);

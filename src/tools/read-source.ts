// read_source: a repository file at the merged commit, through the injected reader, after the
// path has passed every check (inside the repository, outside .git, not a secret by policy, not
// generated). A file longer than the per-call cap is read in parts — from a character offset or
// a line — each part saying which it is and how to ask for the next, so any file can be read to
// its end within the run's budget; what each call served is recorded (a cover's stamp needs every
// part). The file's text is data written by others: it comes back fenced, the part note outside
// the fence.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { toolError } from './errors.js';
import { position, tool } from './tool.js';
import { SOURCE_CHAR_CAP, SOURCE_RUN_CHARS, type SourceReader } from './source-reader.js';
import { partNote } from './source-part.js';
import { partOf, type Part } from '../wiki/text-part.js';

const d = z.describe;

const n = (x: number): string => x.toLocaleString('en-US');

const DESCRIPTION = [
  'Returns a text file of the repository as it is at the commit this run reads, inside an <untrusted kind="source"> fence.',
  'Use it when the diff is not enough to state a fact: a whole function, a default value, a schema, a file the diff mentions; and to see a file whole before covering or confirming it.',
  `One call returns at most ${n(SOURCE_CHAR_CAP)} characters: a longer file comes in parts, each with a note naming its characters and lines and the call for the next ("offset"); "start_line" and "end_line" read lines instead. A run reads at most ${n(SOURCE_RUN_CHARS)} characters of source in all.`,
  'A missing path, a binary file or one too large to read is an error.',
  'Paths that may hold secrets (secret-paths: .env files, keys, credentials) and generated files (ignore-paths, .gitattributes linguist-generated, source maps, minified code) are refused, and so are absolute paths, paths leaving the repository and .git.',
].join(' ');

const line = () => z.optional(position(1));

const schema = () =>
  z.strictObject({
    path: z
      .string()
      .check(
        d(
          'A file path relative to the repository root, e.g. "src/api/tokens.ts", as the changed files or a source file name it.',
        ),
      ),
    offset: z
      .optional(position(0))
      .check(
        d(
          "The character to start at (0, the default, is the start of the file): the next part of a long file, as the last part's note names it.",
        ),
      ),
    start_line: line().check(
      d(
        'A line to start at instead of "offset" (1 is the first), e.g. a hunk\'s line in the diff.',
      ),
    ),
    end_line: line().check(
      d('With "start_line": the last line to return (at most the per-call cap is returned).'),
    ),
  });

/** Why `path` may not be read, or null. Checked before any reader sees it. */
function sourcePathProblem(path: string): string | null {
  if (path.trim() === '') return 'the path is empty';
  if (path.includes('\0')) return 'the path contains a NUL character';
  if (/^([a-zA-Z]:)?[\\/]/.test(path) || path.startsWith('~'))
    return `"${path}" is absolute; give a path relative to the repository root, e.g. "src/api/tokens.ts"`;
  const parts = path.replace(/\\/g, '/').split('/');
  if (parts.includes('..'))
    return `"${path}" leaves the repository (".."); give a path relative to the repository root`;
  if (parts[0] === '.git') return `"${path}" is inside .git, which is not part of the source`;
  return null;
}

/** Normalized form of a valid path: `/`-separated, no `./` or empty segments. */
function normalizeSourcePath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
}

export interface SourceToolOptions {
  readSource: SourceReader;
  /** True for paths withheld by policy (the secret-paths input). */
  isSecretPath: (path: string) => boolean;
  /** Characters of a file served by one call. */
  sourceCharCap: number;
  /** Characters the run may still be served, asked before each call; absent: no run budget. */
  budgetLeft?: () => number;
  /**
   * Hears each part served (Tier 3 records it: a cover's stamp needs every part), and returns the
   * characters of the file not read yet in the run, first stretch first (for the note).
   */
  served?: (path: string, part: Part) => [number, number] | null;
  /** Which rule makes a file generated (by its path, or with `text` its content), or null. */
  generated?: ((path: string, text?: string) => string | null) | undefined;
}

/** The refusal of a generated file: never shown to the model, whatever asks for it. */
const generatedRefusal = (path: string, rule: string) =>
  toolError(
    `"${path}" is generated (${rule}): generated files are never shown. Read the source it is generated from, or work from the diff.`,
  );

/** The refusal of a call whose offset or lines fall outside the file, or that mixes them. */
function rangeProblem(args: {
  offset?: number | undefined;
  start_line?: number | undefined;
  end_line?: number | undefined;
}): string | null {
  if (args.offset !== undefined && args.start_line !== undefined)
    return 'give "offset" or "start_line", not both';
  if (args.end_line !== undefined && args.start_line === undefined)
    return '"end_line" needs "start_line"';
  if (args.end_line !== undefined && args.end_line < args.start_line!)
    return '"end_line" comes before "start_line"';
  return null;
}

export const readSource = tool(
  'read_source',
  DESCRIPTION,
  schema,
  async (args, options: SourceToolOptions) => {
    const problem = sourcePathProblem(args.path) ?? rangeProblem(args);
    if (problem) return toolError(`Cannot read source: ${problem}.`);
    const path = normalizeSourcePath(args.path);
    if (options.isSecretPath(path))
      return toolError(
        `"${path}" is withheld by policy (secret-paths): files that hold secrets are never read. Work from the diff and other files; never copy secret values into the wiki.`,
      );
    const byPath = options.generated?.(path) ?? null;
    if (byPath !== null) return generatedRefusal(path, byPath);
    const left = options.budgetLeft?.() ?? Infinity;
    if (left <= 0)
      return toolError(
        `read_source's budget for this run (${n(SOURCE_RUN_CHARS)} characters) is spent: work from what you have read. A file not seen whole in this run cannot be newly covered, nor a page confirmed against it.`,
      );
    const file = await options.readSource(path);
    switch (file.kind) {
      case 'missing':
        return toolError(
          `"${path}" does not exist at the commit this run reads. Use a path from the changed files or one they mention.`,
        );
      case 'binary':
        return toolError(`"${path}" is a binary file; only text files can be read.`);
      case 'too-large':
        return toolError(`"${path}" is too large to read (${file.bytes} bytes).`);
      case 'text': {
        const byContent = options.generated?.(path, file.text) ?? null;
        if (byContent !== null) return generatedRefusal(path, byContent);
        const part = partOf(file.text, args, Math.min(options.sourceCharCap, left));
        if (typeof part === 'string') return toolError(`Cannot read "${path}": ${part}.`);
        const unread = options.served
          ? options.served(path, part)
          : part.end < part.total
            ? ([part.end, part.total] as [number, number])
            : part.start > 0
              ? ([0, part.start] as [number, number])
              : null;
        const fenced = untrusted('source', part.text, { path });
        const whole = part.start === 0 && part.end === part.total;
        return { content: whole ? fenced : `${fenced}\n${partNote(path, part, unread, left)}` };
      }
    }
  },
);

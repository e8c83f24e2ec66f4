// read_source: a repository file at the merged commit, through the injected reader, after the
// path has passed every check (inside the repository, outside .git, not a secret by policy, not
// generated). The file's text is data written by others: it comes back fenced, the cut note
// outside the fence.
import * as z from '../zod.js';
import { codePoints, sliceCodePoints } from '../wiki/text.js';
import { untrusted } from '../security/fence.js';
import { toolError } from './errors.js';
import { tool } from './tool.js';
import { SOURCE_CHAR_CAP, type SourceReader } from './source-reader.js';

const d = z.describe;

const DESCRIPTION = [
  'Returns a text file of the repository as it is at the commit this run reads, inside an <untrusted kind="source"> fence.',
  'Use it when the diff is not enough to state a fact: a whole function, a default value, a schema, a file the diff mentions.',
  `At most ${SOURCE_CHAR_CAP} characters are returned (a longer file is cut, with a note); a missing path, a binary file or one too large to read is an error.`,
  'Paths that may hold secrets (secret-paths: .env files, keys, credentials) and generated files (ignore-paths, .gitattributes linguist-generated, source maps, minified code) are refused, and so are absolute paths, paths leaving the repository and .git.',
].join(' ');

const schema = () =>
  z.strictObject({
    path: z
      .string()
      .check(
        d(
          'A file path relative to the repository root, e.g. "src/api/tokens.ts", as the changed files or a source file name it.',
        ),
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
  /** Characters of a file served. */
  sourceCharCap: number;
  /** Hears each path served (Tier 3 records it: a page written later covers it). */
  served?: (path: string) => void;
  /** Which rule makes a file generated (by its path, or with `text` its content), or null. */
  generated?: ((path: string, text?: string) => string | null) | undefined;
}

/** The refusal of a generated file: never shown to the model, whatever asks for it. */
const generatedRefusal = (path: string, rule: string) =>
  toolError(
    `"${path}" is generated (${rule}): generated files are never shown. Read the source it is generated from, or work from the diff.`,
  );

export const readSource = tool(
  'read_source',
  DESCRIPTION,
  schema,
  async (args, options: SourceToolOptions) => {
    const problem = sourcePathProblem(args.path);
    if (problem) return toolError(`Cannot read source: ${problem}.`);
    const path = normalizeSourcePath(args.path);
    if (options.isSecretPath(path))
      return toolError(
        `"${path}" is withheld by policy (secret-paths): files that hold secrets are never read. Work from the diff and other files; never copy secret values into the wiki.`,
      );
    const byPath = options.generated?.(path) ?? null;
    if (byPath !== null) return generatedRefusal(path, byPath);
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
        options.served?.(path);
        const cap = options.sourceCharCap;
        const n = codePoints(file.text);
        const fenced = untrusted('source', n <= cap ? file.text : sliceCodePoints(file.text, cap), {
          path,
        });
        return {
          content:
            n <= cap
              ? fenced
              : `${fenced}\n[read_source: "${path}" cut — showed the first ${cap} of ${n} characters; the rest cannot be read]`,
        };
      }
    }
  },
);

// read_source: a repository file at the merged commit, through the injected reader, after the
// path has passed every check (inside the repository, outside .git, not a secret by policy). The
// file's text is data written by others: it comes back fenced, the cut note outside the fence.
import { Minimatch } from 'minimatch';
import { SOURCE_CHAR_CAP, type SourceReader } from './source-reader.js';
import * as z from '../zod.js';
import { codePoints, sliceCodePoints } from '../wiki/text.js';
import { untrusted } from '../security/fence.js';
import { invalidInput, toolError } from './errors.js';
import { sourceSchemas } from './schemas.js';
import type { ToolHandlers } from './types.js';

export { SOURCE_CHAR_CAP };

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

/**
 * A predicate over normalized repository paths: true when a pattern matches. Dot files match
 * (`.env`), and case is ignored, since `ID_RSA` on a case-insensitive checkout is `id_rsa`.
 */
export function secretPathMatcher(patterns: readonly string[]): (path: string) => boolean {
  const globs = patterns.map((p) => new Minimatch(p, { dot: true, nocase: true }));
  return (path) => globs.some((g) => g.match(path));
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

export function sourceHandlers(options: SourceToolOptions): ToolHandlers {
  const schema = sourceSchemas().read_source;
  return {
    async read_source(input) {
      const parsed = z.safeParse(schema, input);
      if (!parsed.success) return invalidInput('read_source', parsed.error);
      const problem = sourcePathProblem(parsed.data.path);
      if (problem) return toolError(`Cannot read source: ${problem}.`);
      const path = normalizeSourcePath(parsed.data.path);
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
            `"${path}" does not exist at the merged commit. Use a path from the changed files or one they mention.`,
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
          const fenced = untrusted(
            'source',
            n <= cap ? file.text : sliceCodePoints(file.text, cap),
            {
              path,
            },
          );
          return {
            content:
              n <= cap
                ? fenced
                : `${fenced}\n[read_source: "${path}" cut — showed the first ${cap} of ${n} characters; the rest cannot be read]`,
          };
        }
      }
    },
  };
}

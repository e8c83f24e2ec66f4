// MergeInfo read from JSON (the `classify` and `triage` commands): validated, never trusted.
import * as z from '../zod.js';
import type { MergeInfo } from '../types.js';

/** An input that cannot be read or is not a MergeInfo: the user's to fix (the CLI exits 2). */
export class MergeInputError extends Error {
  override name = 'MergeInputError';
}

// Line counts are required: a file read as 0 changed lines would pass the small-diff rule silently.
const count = () => z.int().check(z.nonnegative());
const FileSchema = z.object({
  path: z.string().check(z.minLength(1)),
  status: z._default(z.string(), 'modified'),
  additions: count(),
  deletions: count(),
  patch: z.optional(z.string()),
  previous_path: z.optional(z.string()),
});

const MergeSchema = z.object({
  sha: z.optional(z.string()),
  title: z.string(),
  body: z.nullish(z.string()),
  author: z.nullish(z.string()),
  commits: z.optional(z.array(z.string())),
  files: z._default(z.array(FileSchema), []),
  pr: z.optional(z.int()),
  url: z.optional(z.string()),
  base_sha: z.optional(z.string()),
});

const EXAMPLE =
  'Expected {"title": "...", "files": [{"path": "...", "additions": 1, "deletions": 0}]}.';

/** `files.0.additions` → `files[0].additions`. */
const fieldName = (path: readonly PropertyKey[]): string =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('') || '(root)';

const valueAt = (json: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    json,
  );

/** Parses MergeInfo JSON text (a leading UTF-8 BOM allowed); the error names the field and the fix. */
export function parseMergeInfo(text: string, source = 'input'): MergeInfo {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new MergeInputError(`${source} is not valid JSON (${(e as Error).message}).`);
  }
  const parsed = z.safeParse(MergeSchema, json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = fieldName(issue.path);
    const last = issue.path[issue.path.length - 1];
    if ((last === 'additions' || last === 'deletions') && valueAt(json, issue.path) === undefined)
      throw new MergeInputError(
        `${source} is not a MergeInfo: ${field} is missing. Give every file its line counts, "additions" and "deletions" (0 for a binary file), as git diff --numstat or the GitHub API's pull request files report them; a file without them would count as 0 changed lines.`,
      );
    throw new MergeInputError(
      `${source} is not a MergeInfo: ${field}: ${issue.message}. ${EXAMPLE}`,
    );
  }
  const { body, author, ...rest } = parsed.data;
  return {
    ...rest,
    ...(body != null ? { body } : {}),
    ...(author != null ? { author } : {}),
  };
}

/** Where a `-` input is read from: stdin, or a stand-in in tests. */
export type Stdin = AsyncIterable<unknown> & { isTTY?: boolean };

/** Reads a file, or `stdin` for `-`. */
export async function readInput(file: string, stdin: Stdin = process.stdin): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer | string));
    return Buffer.concat(chunks).toString('utf8');
  }
  const { readFile } = await import('node:fs/promises');
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const why =
      (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    throw new MergeInputError(
      `cannot read --input ${file}: ${why}; pass a MergeInfo JSON file, or - for stdin.`,
    );
  }
}

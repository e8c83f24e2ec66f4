// MergeInfo read from JSON (the `classify` and `triage` commands): validated, never trusted.
import * as z from '../zod.js';
import type { MergeInfo } from '../types.js';

const count = () => z._default(z.int().check(z.nonnegative()), 0);
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

/** Parses MergeInfo JSON text; the error names the field and the expected shape. */
export function parseMergeInfo(text: string, source = 'input'): MergeInfo {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${source} is not valid JSON (${(e as Error).message}).`);
  }
  const parsed = z.safeParse(MergeSchema, json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `${source} is not a MergeInfo: ${issue.path.join('.') || '(root)'}: ${issue.message}. Expected {"title": "...", "files": [{"path": "...", "additions": 1, "deletions": 0}]}.`,
    );
  }
  const { body, author, ...rest } = parsed.data;
  return {
    ...rest,
    ...(body != null ? { body } : {}),
    ...(author != null ? { author } : {}),
  };
}

/** Reads a file, or stdin for `-`. */
export async function readInput(file: string): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  const { readFile } = await import('node:fs/promises');
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const why =
      (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    throw new Error(
      `cannot read --input ${file}: ${why}; pass a MergeInfo JSON file, or - for stdin.`,
    );
  }
}

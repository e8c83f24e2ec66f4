// MergeInfo read from JSON (the `classify` and `triage` commands): validated, never trusted.
import { z } from 'zod';
import type { MergeInfo } from '../types.js';

const FileSchema = z.object({
  path: z.string().min(1),
  status: z.string().default('modified'),
  additions: z.number().int().nonnegative().default(0),
  deletions: z.number().int().nonnegative().default(0),
  patch: z.string().optional(),
  previous_path: z.string().optional(),
});

const MergeSchema = z.object({
  sha: z.string().optional(),
  title: z.string(),
  body: z.string().nullish(),
  author: z.string().nullish(),
  commits: z.array(z.string()).optional(),
  files: z.array(FileSchema).default([]),
  pr: z.number().int().optional(),
  url: z.string().optional(),
  base_sha: z.string().optional(),
});

/** Parses MergeInfo JSON text; the error names the field and the expected shape. */
export function parseMergeInfo(text: string, source = 'input'): MergeInfo {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${source} is not valid JSON (${(e as Error).message}).`);
  }
  const parsed = MergeSchema.safeParse(json);
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
  return readFile(file, 'utf8');
}

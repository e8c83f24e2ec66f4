// A repository file's bytes through the contents API, and the base64 the contents and blob APIs
// return, decoded in one place.
import type { RestClient } from './client.js';
import type { RepoRef } from './repo.js';
import { unlessMissing } from './missing.js';

/** Decodes `{content, encoding}` as the contents/blob APIs return it; null when it has no bytes. */
export function decodeContent(file: { content?: string; encoding?: string }): Buffer | null {
  if (file.content === undefined) return null;
  if (file.encoding === 'base64') return Buffer.from(file.content, 'base64');
  // Files over 1 MB come without content (encoding "none").
  if (file.encoding === 'none') return null;
  return Buffer.from(file.content, 'utf8');
}

/** A file at a commit: its bytes, `too-large` past the contents API's 1 MB, or `missing`. */
export type FileAt =
  { kind: 'file'; bytes: Buffer } | { kind: 'too-large'; size: number } | { kind: 'missing' };

/** One repository file at `ref` (a folder, a link or a 404 is `missing`). */
export async function readFileAt(
  github: RestClient,
  repo: RepoRef,
  path: string,
  ref: string | undefined,
): Promise<FileAt> {
  const data: unknown = await unlessMissing(
    async () => (await github.rest.repos.getContent({ ...repo, path, ref })).data,
    null,
  );
  if (data === null) return { kind: 'missing' };
  const file = data as { type?: string; encoding?: string; content?: string; size?: number };
  if (Array.isArray(data) || file.type !== 'file') return { kind: 'missing' };
  const bytes = decodeContent(file);
  return bytes === null ? { kind: 'too-large', size: file.size ?? 0 } : { kind: 'file', bytes };
}

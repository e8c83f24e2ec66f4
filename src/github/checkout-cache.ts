// The workflow's checkout as a cache of blob bytes, never as the truth: a file is used only when
// its git blob hash equals the sha the branch head's tree names for that path, so what is read is
// byte for byte the blob on GitHub. Pages unchanged since the checkout then cost no API request
// (the workflow token's rate limit is 1,000 requests an hour per repository).
import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WikiTree } from '../wiki/types.js';

/** Git's object id of a blob: sha1 of `blob <size>\0<bytes>`. */
export const blobSha = (bytes: Buffer): string =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

/** Blob bytes by sha for every entry whose file under `wikiDir` hashes to that sha. */
export async function blobsFromCheckout(
  wikiDir: string,
  entries: WikiTree['entries'],
): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const [path, entry] of Object.entries(entries)) {
    if (out.has(entry.sha) || !/\.md$/i.test(path)) continue;
    const file = join(wikiDir, path);
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const bytes = await readFile(file).catch(() => null);
    if (bytes && blobSha(bytes) === entry.sha) out.set(entry.sha, bytes);
  }
  return out;
}

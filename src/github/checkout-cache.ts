// The workflow's checkout as a cache of blob bytes, never as the truth: a file is used only when
// its git blob hash equals the sha the branch head's tree names for that path, so what is read is
// byte for byte the blob on GitHub. Pages unchanged since the checkout then cost no API request
// (the workflow token's rate limit is 1,000 requests an hour per repository).
import { lstat, readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { blobId } from '../wiki/blob-id.js';
import { assertPlainWikiRoot } from '../wiki/load.js';
import type { WikiTree } from '../wiki/types.js';

/** Git's object id of a blob: sha1 of `blob <size>\0<bytes>`. */
export const blobSha = (bytes: Buffer): string => blobId(bytes);

/**
 * Blob bytes by sha for every entry whose file under the checkout's wiki folder hashes to that
 * sha. A checkout whose wiki folder is, or passes through, a symbolic link is not used at all
 * (`warn` says so), and a file is read only when its real path is exactly where its name says:
 * no link anywhere leads a read outside the wiki.
 */
export async function blobsFromCheckout(
  checkout: string,
  wikiPath: string,
  entries: WikiTree['entries'],
  warn: (warning: string) => void = () => {},
): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  try {
    await assertPlainWikiRoot(checkout, wikiPath);
  } catch (e) {
    warn(`The checkout is not used as a cache of wiki pages: ${(e as Error).message}`);
    return out;
  }
  const root = await realpath(join(checkout, wikiPath)).catch(() => null);
  if (root === null) return out;
  for (const [path, entry] of Object.entries(entries)) {
    if (out.has(entry.sha) || !/\.md$/i.test(path)) continue;
    const file = join(root, path);
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile() || (await realpath(file).catch(() => null)) !== file) continue;
    const bytes = await readFile(file).catch(() => null);
    if (bytes && blobSha(bytes) === entry.sha) out.set(entry.sha, bytes);
  }
  return out;
}

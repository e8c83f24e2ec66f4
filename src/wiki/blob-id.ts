// A git blob's object id, computed from its bytes: what a cover's stamp names. The checkout cache
// verifies bytes it reads from disk with it, and the tools check with it that the diffs a run
// showed are the whole change since a page's stamp (text rebuilt from them hashes to the stamp).
import { createHash } from 'node:crypto';

/** The blob id of `bytes` (sha1; sha256 when `hexLength` is 64, a SHA-256 repository's ids). */
export function blobId(bytes: Buffer, hexLength = 40): string {
  return createHash(hexLength === 64 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');
}

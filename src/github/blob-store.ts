// Wiki blobs kept between workflow runs. Each `/wiki` question is a workflow run of its own on a
// fresh runner; without a store each one read the whole wiki again. A store keeps the blobs of the
// wiki tree last read, keyed by that tree's sha: when the head's wiki tree is the same, nothing is
// read; when it moved, only the blobs that changed are. What a store returns is untrusted (another
// workflow could have written it): the reader takes a blob only when its bytes hash to the sha the
// head's tree names, as it does with a checkout.

/** Blob bytes kept under a wiki tree's sha. */
export interface BlobStore {
  /**
   * The blobs kept for `tree` (`exact`), or else for the wiki as last kept (a previous tree):
   * possibly none, never verified.
   */
  restore(tree: string): Promise<{ blobs: Map<string, Buffer>; exact: boolean }>;
  /** Keeps `blobs` as the whole of `tree`'s pages. Best effort: a failure is only a warning. */
  save(tree: string, blobs: ReadonlyMap<string, Buffer>): Promise<void>;
}

/** One file of blobs: `<sha> <length>\n<bytes>\n` each, in the order given. */
export function packBlobs(blobs: ReadonlyMap<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const [sha, bytes] of blobs)
    parts.push(Buffer.from(`${sha} ${bytes.length}\n`), bytes, Buffer.from('\n'));
  return Buffer.concat(parts);
}

/** The blobs of packBlobs' file; reading stops, keeping what came before, at anything malformed. */
export function unpackBlobs(pack: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let at = 0;
  while (at < pack.length) {
    const eol = pack.indexOf(0x0a, at);
    if (eol < 0 || eol - at > 64) break;
    const header = /^([0-9a-f]{40}) (\d+)$/.exec(pack.subarray(at, eol).toString('latin1'));
    if (!header) break;
    const start = eol + 1;
    const end = start + Number(header[2]);
    if (end >= pack.length || pack[end] !== 0x0a) break;
    out.set(header[1]!, pack.subarray(start, end));
    at = end + 1;
  }
  return out;
}

// read_source for the CLI: a file at the merged commit, straight from the local object store; and
// the blob a path holds there, which the covers of pages written are stamped with.
import { gitBuffer } from '../git/process.js';
import {
  looksBinary,
  type BlobLookup,
  type SourceFile,
  type SourceReader,
} from '../tools/source-reader.js';

/** Larger files are refused rather than loaded (the tool serves only a capped head anyway). */
export const MAX_SOURCE_BYTES = 1_000_000;

/** The bytes git prints, or null when it fails (no such object, not a blob…). */
const gitBytes = (repoDir: string, args: string[]): Promise<Buffer | null> =>
  gitBuffer(repoDir, args).catch(() => null);

export function gitSourceReader(repoDir: string, rev: string): SourceReader {
  return async (path): Promise<SourceFile> => {
    const spec = `${rev}:${path}`;
    const type = await gitBytes(repoDir, ['cat-file', '-t', spec]);
    if (type === null || type.toString().trim() !== 'blob') return { kind: 'missing' };
    const size = Number((await gitBytes(repoDir, ['cat-file', '-s', spec]))?.toString().trim());
    if (size > MAX_SOURCE_BYTES) return { kind: 'too-large', bytes: size };
    const bytes = await gitBytes(repoDir, ['cat-file', 'blob', spec]);
    if (bytes === null) return { kind: 'missing' };
    if (looksBinary(bytes)) return { kind: 'binary' };
    return { kind: 'text', text: bytes.toString('utf8') };
  };
}

/** The blob a path holds at `rev` (a covered file's stamp), or null when it holds none there. */
export function gitBlobAt(repoDir: string, rev: string): BlobLookup {
  return async (path) => {
    const spec = `${rev}:${path}`;
    const type = await gitBytes(repoDir, ['cat-file', '-t', spec]);
    if (type === null || type.toString().trim() !== 'blob') return null;
    const sha = await gitBytes(repoDir, ['rev-parse', '--verify', '--quiet', spec]);
    return sha === null ? null : sha.toString().trim();
  };
}

// read_source's file access: a repository file at the merged commit, through an injected reader
// (the GitHub contents API in the action, git or the working tree in the CLI). The tool checks
// the path (src/tools/read-source.ts) before any reader sees it.

/** Characters of a source file one read_source call returns; a longer file is read in parts. */
export const SOURCE_CHAR_CAP = 20000;

/** Characters of source read_source serves in one run, over every call (≈ 50k tokens). */
export const SOURCE_RUN_CHARS = 200_000;

export type SourceFile =
  | { kind: 'text'; text: string }
  | { kind: 'missing' }
  | { kind: 'binary' }
  | { kind: 'too-large'; bytes: number };

/** Reads a repository-relative, already validated path. */
export type SourceReader = (path: string) => Promise<SourceFile>;

/**
 * The blob a repository-relative path holds at the merged commit (full lowercase sha), or null
 * when it holds none there (gone, a folder, a submodule): what a page's covers are stamped with.
 */
export type BlobLookup = (path: string) => Promise<string | null>;

/** Text looks binary when it holds a NUL in its first 8 KiB (git's own heuristic). */
export function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0);
}

/** A reader's text files as text, anything else (missing, binary, too large) as null. */
export const readText =
  (reader: SourceReader) =>
  async (path: string): Promise<string | null> => {
    const file = await reader(path);
    return file.kind === 'text' ? file.text : null;
  };

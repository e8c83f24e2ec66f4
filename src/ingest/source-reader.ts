// read_source's file access: a repository file at the merged commit, through an injected reader
// (the GitHub contents API in the action, git or the working tree in the CLI).

export type SourceFile =
  | { kind: 'text'; text: string }
  | { kind: 'missing' }
  | { kind: 'binary' }
  | { kind: 'too-large'; bytes: number };

/** Reads a repository-relative, already validated path. */
export type SourceReader = (path: string) => Promise<SourceFile>;

/** Why `path` may not be read, or null. Checked before any reader sees it. */
export function sourcePathProblem(path: string): string | null {
  if (path.trim() === '') return 'the path is empty';
  if (path.includes('\0')) return 'the path contains a NUL character';
  if (/^([a-zA-Z]:)?[\\/]/.test(path) || path.startsWith('~'))
    return `"${path}" is absolute; give a path relative to the repository root, e.g. "src/api/tokens.ts"`;
  const parts = path.replace(/\\/g, '/').split('/');
  if (parts.includes('..'))
    return `"${path}" leaves the repository ("..") ; give a path relative to the repository root`;
  if (parts[0] === '.git') return `"${path}" is inside .git, which is not part of the source`;
  return null;
}

/** Normalized form of a valid path: `/`-separated, no `./` or empty segments. */
export function normalizeSourcePath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
}

/** Text looks binary when it holds a NUL in its first 8 KiB (git's own heuristic). */
export function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0);
}

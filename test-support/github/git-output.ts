// What the fake still asks git itself — a log, a diff — and how it reads git's answer, as plain
// values: the commits `git log` lists and the files `git diff-tree` finds changed.

export interface Signature {
  name: string;
  email: string;
  /** ISO 8601; defaults to now. */
  date?: string;
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  author: Required<Signature>;
  committer: Required<Signature>;
  message: string;
}

/** A file changed between two trees, in git's order, with its hunks as GitHub serves them. */
export interface FileDiff {
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed';
  filename: string;
  previousFilename?: string;
  /** The blob at the head side (the base side for removals). */
  sha: string;
  additions: number;
  deletions: number;
  /** From the first `@@`; absent for binary files and pure renames. */
  patch?: string;
}

const STATUS: Record<string, FileDiff['status']> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

/** `git log` arguments printing what `parseLog` reads. */
export const LOG_FORMAT = `--format=${['%H', '%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x00')}%x1e`;

export function parseLog(out: string): CommitInfo[] {
  return out
    .split('\x1e')
    .map((r) => r.replace(/^\n/, ''))
    .filter(Boolean)
    .map((record) => {
      const [sha, tree, parents, an, ae, ad, cn, ce, cd, message] = record.split('\0') as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      return {
        sha,
        tree,
        parents: parents ? parents.split(' ') : [],
        author: { name: an, email: ae, date: ad },
        committer: { name: cn, email: ce, date: cd },
        message: message.replace(/\n$/, ''),
      };
    });
}

/** `git diff-tree` arguments printing what `parseDiffTree` reads, both listings in one run. */
export const DIFF_TREE = ['-r', '-z', '--raw', '--no-abbrev', '-p', '--no-color', '--full-index'];

/**
 * The `-z` raw records (status, shas, paths), an empty record, then the patch text, one
 * `diff --git` section a file in the same order: the files with their hunks and line counts.
 */
export function parseDiffTree(out: string): FileDiff[] {
  // A path is never empty, so the first empty record ends the raw part.
  const end = out.indexOf('\0\0');
  const fields = (end < 0 ? out : out.slice(0, end + 1)).split('\0');
  const files: FileDiff[] = [];
  for (let i = 0; i < fields.length - 1;) {
    const [, , oldSha, newSha, code] = fields[i]!.slice(1).split(' ') as string[];
    const letter = code![0]!;
    const twoPaths = letter === 'R' || letter === 'C';
    const file: FileDiff = {
      status: STATUS[letter] ?? 'modified',
      filename: fields[i + (twoPaths ? 2 : 1)]!,
      sha: letter === 'D' ? oldSha! : newSha!,
      additions: 0,
      deletions: 0,
    };
    if (twoPaths) file.previousFilename = fields[i + 1]!;
    files.push(file);
    i += twoPaths ? 3 : 2;
  }
  const chunks = (end < 0 ? '' : out.slice(end + 2)).split(/^(?=diff --git )/m).filter(Boolean);
  if (chunks.length !== files.length)
    throw new Error(`git diff-tree: ${files.length} files but ${chunks.length} patches`);
  chunks.forEach((chunk, n) => {
    const at = chunk.search(/^@@/m);
    if (at < 0) return;
    const hunks = chunk.slice(at).replace(/\n$/, '');
    const file = files[n]!;
    file.patch = hunks;
    for (const line of hunks.split('\n')) {
      if (line.startsWith('+')) file.additions++;
      else if (line.startsWith('-')) file.deletions++;
    }
  });
  return files;
}

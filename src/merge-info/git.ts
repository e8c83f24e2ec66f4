// MergeInfo from a local git repository: each first-parent commit is one merge event, diffed
// against its first parent with rename detection (--find-renames, as the GitHub API reports it).
// Two git processes at most, whatever the history's length: the first-parent log with file
// statistics, and for merge commits one log of the commits they bring in.
import { existsSync } from 'node:fs';
import { gitBuffer, GitError, streamGit } from '../git/process.js';
import type { FileChange, MergeInfo } from '../types.js';
import { mergedCommits } from './brought.js';
import { mergeOfCommits, type MergeCommit } from './rule-input.js';

const RS = '\x1e';
// sha, parents, committer time (Unix seconds), author name, raw message; -z ends each with NUL.
const FORMAT = `${RS}%H%x00%P%x00%ct%x00%an%x00%B%x00`;
const STATUS: Record<string, string> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

export interface GitHistoryOptions {
  /** Revision to start from (default HEAD). */
  rev?: string;
  maxCount?: number;
  /** Read file statuses (added/removed/…) too; without it every non-rename is `modified`. */
  status?: boolean;
}

/** Parses one `git log -z` record (after the record separator) into a MergeInfo. */
export function parseRecord(record: string): MergeInfo {
  const tokens = record.split('\0');
  const [sha = '', parents = '', time = '', author = '', message = ''] = tokens;
  const files = new Map<string, FileChange>();
  const statusOf = new Map<string, string>();
  for (let i = 5; i < tokens.length; i++) {
    let t = tokens[i]!;
    if (t.startsWith('\n')) t = t.slice(1);
    if (t === '') continue;
    if (t.startsWith(':')) {
      // --raw: ":old new oldsha newsha STATUS" then the path (two paths for renames/copies).
      const code = t.slice(t.lastIndexOf(' ') + 1);
      const letter = code[0] ?? 'M';
      if (letter === 'R' || letter === 'C') i += 2;
      else i += 1;
      statusOf.set(tokens[i] ?? '', STATUS[letter] ?? 'modified');
      continue;
    }
    // --numstat: "added\tdeleted\tpath", or "added\tdeleted\t" then old and new paths.
    const tab1 = t.indexOf('\t');
    const tab2 = t.indexOf('\t', tab1 + 1);
    if (tab1 < 0 || tab2 < 0) continue;
    const a = t.slice(0, tab1);
    const d = t.slice(tab1 + 1, tab2);
    let path = t.slice(tab2 + 1);
    let previous: string | undefined;
    if (path === '') {
      previous = tokens[++i];
      path = tokens[++i] ?? '';
    }
    const change: FileChange = {
      path,
      status: previous !== undefined ? 'renamed' : 'modified',
      // Binary files show "-": no lines to count.
      additions: a === '-' ? 0 : Number(a),
      deletions: d === '-' ? 0 : Number(d),
    };
    if (previous !== undefined) change.previous_path = previous;
    files.set(path, change);
  }
  for (const [path, status] of statusOf) {
    const f = files.get(path);
    if (f) f.status = status;
  }
  const [base, ...merged] = parents.split(' ').filter((p) => p !== '');
  const head: MergeCommit = author ? { message, author } : { message };
  const merge = mergeOfCommits(head, [], [...files.values()], merged.length > 0);
  merge.sha = sha;
  if (base) merge.base_sha = base;
  if (merged.length > 0) mergeParents.set(merge, merged);
  if (/^\d+$/.test(time)) commitTimes.set(merge, Number(time) * 1000);
  return merge;
}

// When each parsed commit was made (kept off the MergeInfo value, which has no date field).
const commitTimes = new WeakMap<MergeInfo, number>();

/** The commit time of a merge read from `git log` here, in ms since the epoch; undefined otherwise. */
export const commitTimeOf = (merge: MergeInfo): number | undefined => commitTimes.get(merge);

// Which parsed records are merge commits, with their other parents (kept off the MergeInfo value).
const mergeParents = new WeakMap<MergeInfo, string[]>();

/**
 * A merge commit's rule input as the action builds it from a push: every commit its other parents
 * bring in (`base..parent`) counts for the commit types, and their author, when one, is the PR's.
 */
function withBroughtCommits(merge: MergeInfo, brought: readonly MergeCommit[]): MergeInfo {
  const headMessage = merge.body ? `${merge.title}\n\n${merge.body}` : merge.title;
  const rebuilt = mergeOfCommits(
    {
      message: merge.commits?.[0] ?? headMessage,
      ...(merge.author ? { author: merge.author } : {}),
    },
    brought,
    merge.files,
    true,
  );
  return { ...merge, ...rebuilt };
}

function logArgs(opts: GitHistoryOptions): string[] {
  const args = [
    '-c',
    'core.quotepath=false',
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    '-z',
    `--format=${FORMAT}`,
    '--numstat',
    // Renames as the GitHub API reports them (status renamed, the previous path), whatever a
    // user's diff.renames says: a covered file's cover follows its rename.
    '--find-renames',
  ];
  if (opts.status) args.push('--raw');
  if (opts.maxCount !== undefined) args.push(`--max-count=${opts.maxCount}`);
  // A revision is user input: after --end-of-options, `--output=FILE` is a (bad) revision, not an option.
  args.push('--end-of-options', opts.rev ?? 'HEAD', '--');
  return args;
}

/** A running `git log`: iterate it once; `stop()` ends git early (safe to call any time). */
export interface GitLog extends AsyncIterable<MergeInfo> {
  stop(): void;
}

/**
 * Starts reading the first-parent history now (so git works while the caller still loads and
 * validates), as MergeInfo values, newest first, in one streaming `git log` pass — plus, once a
 * merge commit shows up, one `git log` over the range for the commits merges bring in (brought.ts).
 */
export function startHistory(repoDir: string, opts: GitHistoryOptions = {}): GitLog {
  if (!existsSync(repoDir)) throw new GitError(`${repoDir} does not exist; pass a git repository.`);
  const log = streamGit(repoDir, logArgs(opts), {
    // Into a pipe git flushes after every commit: one write, and one wake-up of this reader,
    // per commit. Fully buffered output comes in a few large writes.
    env: { ...process.env, GIT_FLUSH: '0' },
  });
  // The commits merges bring in: one more `git log` over the range (brought.ts).
  const merged = mergedCommits(repoDir, opts.rev ?? 'HEAD', opts.maxCount, (m) => new GitError(m));
  const stop = (): void => {
    merged.stop();
    log.stop();
  };
  const complete = async (record: string): Promise<MergeInfo> => {
    const merge = parseRecord(record);
    const isMerge = mergeParents.has(merge) && merge.base_sha !== undefined;
    const brought = await merged.of(merge.sha!, isMerge);
    if (!brought) return merge;
    const rebuilt = withBroughtCommits(merge, brought);
    const time = commitTimes.get(merge);
    if (time !== undefined) commitTimes.set(rebuilt, time);
    return rebuilt;
  };
  async function* read(): AsyncGenerator<MergeInfo> {
    let pending = '';
    try {
      for await (const chunk of log.chunks()) {
        pending += chunk;
        let start = pending.indexOf(RS);
        let next = pending.indexOf(RS, start + 1);
        while (start >= 0 && next >= 0) {
          yield await complete(pending.slice(start + 1, next));
          start = next;
          next = pending.indexOf(RS, start + 1);
        }
        pending = start >= 0 ? pending.slice(start) : pending;
      }
      const code = await log.closed;
      const stderr = log.stderr();
      if (code !== 0 && /bad revision 'HEAD'|does not have any commits yet/.test(stderr))
        throw new GitError(`${repoDir} has no commits yet; commit something first.`);
      if (code !== 0)
        throw new GitError(`git log in ${repoDir} failed (exit ${code}): ${stderr.trim()}`);
      if (pending.startsWith(RS)) yield await complete(pending.slice(1));
    } finally {
      stop();
    }
  }
  return { [Symbol.asyncIterator]: read, stop };
}

/** Streams the first-parent history as MergeInfo values, newest first, in one `git log` pass. */
export async function* readHistory(
  repoDir: string,
  opts: GitHistoryOptions = {},
): AsyncGenerator<MergeInfo> {
  const history = startHistory(repoDir, opts);
  try {
    yield* history;
  } finally {
    history.stop();
  }
}

const git = async (repoDir: string, args: string[]): Promise<string> =>
  (await gitBuffer(repoDir, args)).toString('utf8');

/** Splits a unified diff into per-file patches keyed by the new path. */
export function splitPatches(diff: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = diff.split(/^(?=diff --git )/m);
  for (const part of parts) {
    if (!part.startsWith('diff --git ')) continue;
    const plus = /^\+\+\+ b\/(.*)$/m.exec(part);
    const header = /^diff --git a\/.* b\/(.*)$/m.exec(part);
    const path = plus?.[1] ?? header?.[1];
    if (!path) continue;
    const hunk = part.indexOf('\n@@');
    out.set(path, hunk >= 0 ? part.slice(hunk + 1).replace(/\n$/, '') : '');
  }
  return out;
}

/** MergeInfo for one commit (diffed against its first parent); patches only when asked. */
export async function mergeInfoFromGit(
  repoDir: string,
  rev = 'HEAD',
  opts: { patches?: boolean } = {},
): Promise<MergeInfo> {
  let merge: MergeInfo | undefined;
  for await (const m of readHistory(repoDir, { rev, maxCount: 1, status: true })) merge = m;
  if (!merge) throw new GitError(`no commit ${rev} in ${repoDir}.`);
  if (opts.patches) {
    const diff = await git(repoDir, [
      '-c',
      'core.quotepath=false',
      'show',
      '--first-parent',
      '--diff-merges=first-parent',
      '--format=',
      '--patch',
      '--find-renames',
      '--end-of-options',
      merge.sha!,
    ]);
    const patches = splitPatches(diff);
    for (const f of merge.files) {
      const patch = patches.get(f.path);
      if (patch) f.patch = patch;
    }
  }
  return merge;
}

/** A diff as the parsers read it, whatever the user's settings (color, an external driver, prefixes). */
export const PLAIN_DIFF = [
  '--no-color',
  '--no-ext-diff',
  '--no-relative',
  '--src-prefix=a/',
  '--dst-prefix=b/',
];

/**
 * The files `head` changes against `base` (a push of several commits: `before..after`), as the
 * compare API lists them: statuses, line counts, renames and patches.
 */
export async function filesBetween(
  repoDir: string,
  base: string,
  head: string,
): Promise<FileChange[]> {
  const range = [...PLAIN_DIFF, '--find-renames', '--end-of-options', base, head, '--'];
  const [stat, diff] = await Promise.all([
    git(repoDir, ['-c', 'core.quotepath=false', 'diff', '-z', '--raw', '--numstat', ...range]),
    git(repoDir, ['-c', 'core.quotepath=false', 'diff', '--patch', ...range]),
  ]);
  // The diff's records read as a `git log` record's do, after a header naming no commit.
  const { files } = parseRecord(`${head}\0${base}\0\0\0\0${stat}`);
  const patches = splitPatches(diff);
  for (const f of files) {
    const patch = patches.get(f.path);
    if (patch) f.patch = patch;
  }
  return files;
}

// The commits each merge commit brings in (`git log base..parent` for every parent but the
// first), for a whole first-parent history from ONE `git log` over the range, parsed once: no git
// process per merge. Every commit reachable from the tip belongs to exactly one first-parent
// commit, the oldest whose ancestry holds it, so walking the first-parent chain oldest first and
// claiming each merge's unclaimed ancestors gives every merge its `base..parent` set exactly.
import { spawn } from 'node:child_process';
import type { MergeCommit } from './rule-input.js';

// sha, parents, author name, raw message; with -z each commit ends with one more NUL.
export const GRAPH_FORMAT = '%H%x00%P%x00%an%x00%B%x00';
const FIELDS = 5;

export interface GraphCommit {
  sha: string;
  parents: string[];
  author: string;
  message: string;
}

/**
 * Parses `git log -z --format=GRAPH_FORMAT` output as it streams in, commit by commit. Written
 * for code that runs once, mostly before the JIT warms up: indexed fields, no per-token closures.
 */
export class GraphParser {
  readonly commits: GraphCommit[] = [];
  private carry = '';
  private fields: string[] = ['', '', '', ''];
  private field = 0;

  push(chunk: string): void {
    const tokens = (this.carry + chunk).split('\0');
    this.carry = tokens.pop()!;
    const f = this.fields;
    for (let i = 0; i < tokens.length; i++) {
      if (this.field < FIELDS - 1) {
        f[this.field++] = tokens[i]!;
        continue;
      }
      // The fifth field is the empty one before the NUL that ends the commit.
      this.field = 0;
      const sha = f[0]!.charCodeAt(0) === 10 ? f[0]!.slice(1) : f[0]!;
      this.commits.push({
        sha,
        parents: f[1] === '' ? [] : f[1]!.split(' '),
        author: f[2]!,
        message: f[3]!,
      });
    }
  }
}

/**
 * Every merge commit on the first-parent chain from `tip` → the commits it brings in, oldest
 * first (the reverse of the log's order, as `git log --reverse base..parent` lists them). Commits
 * outside `commits` are taken as already on the branch below the chain (the range's excluded
 * part); only first-parent commits with more than one parent get an entry.
 */
export function broughtCommits(
  commits: readonly GraphCommit[],
  tip: string,
): Map<string, MergeCommit[]> {
  const bySha = new Map<string, { commit: GraphCommit; order: number }>();
  commits.forEach((commit, order) => bySha.set(commit.sha, { commit, order }));
  const chain: GraphCommit[] = [];
  for (let at = bySha.get(tip); at; at = bySha.get(at.commit.parents[0] ?? ''))
    chain.push(at.commit);

  const claimed = new Set<string>();
  const out = new Map<string, MergeCommit[]>();
  for (let k = chain.length - 1; k >= 0; k--) {
    const head = chain[k]!;
    claimed.add(head.sha);
    if (head.parents.length < 2) continue;
    const found: { commit: GraphCommit; order: number }[] = [];
    const stack = head.parents.slice(1);
    for (let sha = stack.pop(); sha !== undefined; sha = stack.pop()) {
      const node = bySha.get(sha);
      if (!node || claimed.has(sha)) continue;
      claimed.add(sha);
      found.push(node);
      stack.push(...node.commit.parents);
    }
    found.sort((a, b) => b.order - a.order);
    out.set(
      head.sha,
      found.map(({ commit }) => ({ author: commit.author, message: commit.message })),
    );
  }
  return out;
}

export interface Brought {
  /** The commit `tip` named when git read it: the walk's first commit (null for no commit). */
  tip: string | null;
  /** Merge commit sha → the commits it brings in, oldest first. */
  merges: Map<string, MergeCommit[]>;
}

export interface BroughtRead {
  /** Settles once git has listed the whole range; parses what git wrote on the first call. */
  result(): Promise<Brought>;
  stop(): void;
}

/**
 * Starts the one `git log` over everything reachable from `tip` (when `depth` is given, but not
 * from `tip~depth`: the first-parent commits below the newest `depth` already hold the rest);
 * `--ignore-missing` makes a history shorter than `depth` read whole. `tip` may be a name: the
 * walk starts from the one commit it names, so that commit is the first listed. Output is kept
 * as it comes and parsed only when asked for: a read that turns out unneeded costs no parsing.
 */
export function readBroughtCommits(
  repoDir: string,
  tip: string,
  depth: number | undefined,
  fail: (message: string) => Error,
): BroughtRead {
  const args = ['log', '-z', `--format=${GRAPH_FORMAT}`, '--ignore-missing', '--end-of-options'];
  args.push(tip, ...(depth !== undefined ? [`^${tip}~${depth}`] : []), '--');
  const child = spawn('git', args, {
    cwd: repoDir,
    env: { ...process.env, GIT_FLUSH: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => chunks.push(d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const listed = new Promise<void>((resolve, reject) => {
    child.on('error', (e) => reject(fail(`git log in ${repoDir} failed: ${e.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          fail(
            `git log of merged commits in ${repoDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`,
          ),
        );
    });
  });
  listed.catch(() => {}); // a stopped read must not leave an unhandled rejection
  let parsed: Promise<Brought> | null = null;
  const parse = (): Brought => {
    const parser = new GraphParser();
    for (const chunk of chunks.splice(0)) parser.push(chunk);
    const first = parser.commits[0]?.sha ?? null;
    return { tip: first, merges: first ? broughtCommits(parser.commits, first) : new Map() };
  };
  return {
    result: () => (parsed ??= listed.then(parse)),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

/** First-parent records without a merge after which the early read stops. */
const SPECULATION = 32;

/** A branch or tag name, which both git calls read the same (a range or `rev~n` waits for a sha). */
const speculative = (rev: string): boolean =>
  /^[A-Za-z0-9][\w./-]*$/.test(rev) && !rev.includes('..');

export interface MergedCommits {
  /**
   * Called for every first-parent record, newest first (the first one is the tip): the commits
   * a merge brings in, or null for a commit that is not a merge.
   */
  of(sha: string, isMerge: boolean): Promise<MergeCommit[] | null>;
  stop(): void;
}

/**
 * The brought-in commits of one first-parent history of `rev`. The read starts at once, beside
 * the first-parent log, on `rev` as given (most merge-commit histories open with a merge, and
 * git then works on both before any output); it is dropped after SPECULATION records without a
 * merge (a squash-merge history never needs it) or when it read another commit than the first
 * record (the branch moved in between), and started again at the next merge, pinned to the
 * first record's sha.
 */
export function mergedCommits(
  repoDir: string,
  rev: string,
  depth: number | undefined,
  fail: (message: string) => Error,
): MergedCommits {
  let read: BroughtRead | null = speculative(rev)
    ? readBroughtCommits(repoDir, rev, depth, fail)
    : null;
  let pinned = false;
  let tip: string | undefined;
  let records = 0;
  const drop = (): void => {
    read?.stop();
    read = null;
  };
  return {
    async of(sha, isMerge) {
      tip ??= sha;
      if (!isMerge) {
        if (!pinned && ++records >= SPECULATION) drop();
        return null;
      }
      if (read && !pinned && (await read.result().catch(() => null))?.tip !== tip) drop();
      read ??= readBroughtCommits(repoDir, tip, depth, fail);
      pinned = true;
      return (await read.result()).merges.get(sha) ?? [];
    },
    stop: () => read?.stop(),
  };
}

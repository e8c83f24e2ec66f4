// A bare git repository in a temp dir: the object store and refs behind the git-backed fake
// GitHub. What git itself would compute the same way every time is done in process, byte for byte
// in git's formats (git-objects.ts): objects are made, kept and read by sha (object-store.ts);
// refs are git's own files (ref-files.ts); a linear history is walked. Diffs, other logs and merge
// bases ask git (git-output.ts reads its answers), once per question about the same commits.
// Anything the fast path does not take as is (an odd path, name or date) goes to git as before.
import { execFile } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  canonicalMode,
  encodeCommit,
  gitDate,
  isPlainIdent,
  isPlainPath,
  typeOfMode,
} from './git-objects.js';
import {
  DIFF_TREE,
  LOG_FORMAT,
  parseDiffTree,
  parseLog,
  type CommitInfo,
  type FileDiff,
  type Signature,
} from './git-output.js';
import { parentChain, reachable } from './commit-walks.js';
import { ObjectStore, SHA } from './object-store.js';
import { nameRev } from './rev-names.js';
import { isPlainRefName, RefFiles } from './ref-files.js';
import { applyChanges, writeTrees, type Files, type TreeChange } from './tree-listing.js';

export type { CommitInfo, FileDiff, Signature } from './git-output.js';
export type { TreeChange } from './tree-listing.js';

export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
export const ZERO_SHA = '0'.repeat(40);

/** A file as a tree lists it (paths relative to the tree's root). */
export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  /** Bytes, for blobs. */
  size?: number;
}

/**
 * Diffs between two trees, by their shas. Objects are named by their content, so the answer is the
 * same in every repository holding both: the repositories of a test file, built alike test after
 * test, ask git once for each (a test file loads this module afresh).
 */
const TREE_DIFFS = new Map<string, Promise<FileDiff[]>>();

/** `compute()` once for `key` in `answers`; a failure is not kept. */
function shared<T>(answers: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) {
  let answer = answers.get(key);
  if (!answer) {
    answer = compute();
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed: ${stderr.trim()}`);
  }
}

/** What the fake asked of git, for tests of the fake and for profiling a slow test. */
export interface GitCounts {
  /** git processes started, by subcommand. */
  processes: Record<string, number>;
  /** Packs of new objects written (in process). */
  packs: number;
  /** Objects read through the long-lived `cat-file --batch`. */
  batchReads: number;
}

export class BareRepo {
  private scratch = 0;
  private readonly store: ObjectStore;
  private readonly refFiles: RefFiles;
  /** Answers about fixed commits (diffs, logs, merge bases): they never change either. */
  private readonly answers = new Map<string, Promise<unknown>>();
  private readonly processes: Record<string, number> = {};
  private readonly path: string;

  private constructor(readonly dir: string) {
    this.path = join(dir, 'repo.git');
    this.store = new ObjectStore(this.path, this.env());
    this.refFiles = new RefFiles(this.path);
  }

  /**
   * An empty bare repository whose HEAD names `defaultBranch`: the files `git init --bare` writes
   * that git reads (its hooks and description it does not need).
   */
  static async create(defaultBranch = 'main'): Promise<BareRepo> {
    const repo = new BareRepo(mkdtempSync(join(tmpdir(), 'fake-github-git-')));
    if (!isPlainRefName(`refs/heads/${defaultBranch}`)) {
      // git judges an unusual name.
      await repo.run(['init', '-q', '--bare', `--initial-branch=${defaultBranch}`, repo.path]);
      return repo;
    }
    for (const folder of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags', 'info'])
      mkdirSync(join(repo.path, folder), { recursive: true });
    writeFileSync(join(repo.path, 'HEAD'), `ref: refs/heads/${defaultBranch}\n`);
    writeFileSync(
      join(repo.path, 'config'),
      '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = true\n',
    );
    return repo;
  }

  /** The repository's folder, every object on disk (a test may run git there itself). */
  get gitDir(): string {
    this.store.flush();
    return this.path;
  }

  /** git processes started so far, by subcommand, and reads through the batch reader. */
  get counts(): GitCounts {
    return {
      processes: { ...this.processes },
      packs: this.store.packs,
      batchReads: this.store.batchReads,
    };
  }

  /**
   * Deletes the temp repository. With FAKE_GIT_COUNTS=<file>, first appends a JSON line naming
   * the test and its counts: `FAKE_GIT_COUNTS=/tmp/counts.jsonl npm test -- <file>` shows which
   * tests still start git processes, and which.
   */
  remove(): void {
    const log = process.env.FAKE_GIT_COUNTS;
    if (log) {
      const state = (globalThis as { expect?: { getState(): Record<string, unknown> } }).expect;
      const { testPath, currentTestName } = state?.getState() ?? {};
      appendFileSync(log, `${JSON.stringify({ testPath, currentTestName, ...this.counts })}\n`);
    }
    this.store.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: this.dir,
      GIT_CONFIG_NOSYSTEM: '1',
      LC_ALL: 'C',
      ...extra,
    };
  }

  /** `git <args>` (on this repository unless `cwd` names another working copy), every object on disk first. */
  run(
    args: string[],
    options: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {},
  ): Promise<Buffer> {
    const command = args.find((a) => !a.startsWith('-')) ?? '';
    this.processes[command] = (this.processes[command] ?? 0) + 1;
    this.store.flush();
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        // In another working copy (`cwd`), git finds its own repository.
        options.cwd ? args : ['--git-dir', this.path, ...args],
        {
          encoding: 'buffer',
          maxBuffer: 1 << 30,
          cwd: options.cwd,
          env: this.env(options.env),
        },
        (err, stdout, stderr) =>
          err ? reject(new GitError(args, stderr.toString())) : resolve(stdout),
      );
      // git may exit before reading its input (e.g. a failed lookup): the exit code reports that.
      child.stdin!.on('error', () => {});
      if (options.input === undefined) child.stdin!.end();
      else child.stdin!.end(options.input);
    });
  }

  async text(args: string[], options?: { input?: string | Buffer; env?: NodeJS.ProcessEnv }) {
    return (await this.run(args, options)).toString('utf8').trim();
  }

  /** The same answer for the same question about fixed objects, asked of git once. */
  private remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return shared(this.answers as Map<string, Promise<T>>, key, compute);
  }

  // Names.

  /**
   * A working copy of `sha` in `target` as actions/checkout leaves it: a clone with a detached
   * HEAD at the commit and `origin` pointing at this repository (its objects borrowed, not copied).
   */
  async clone(target: string, sha: string): Promise<void> {
    // What `git clone --shared` writes, then one git process for the index and the files.
    const git = join(target, '.git');
    for (const folder of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags', 'info'])
      mkdirSync(join(git, folder), { recursive: true });
    writeFileSync(join(git, 'objects/info/alternates'), `${join(this.path, 'objects')}\n`);
    writeFileSync(
      join(git, 'config'),
      '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n\tlogallrefupdates = true\n' +
        `[remote "origin"]\n\turl = ${this.path}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`,
    );
    const heads = [...this.refFiles.list('refs/heads/')];
    writeFileSync(
      join(git, 'packed-refs'),
      heads
        .map(([ref, at]) => `${at} refs/remotes/origin/${ref.slice('refs/heads/'.length)}\n`)
        .join(''),
    );
    const head = readFileSync(join(this.path, 'HEAD'), 'utf8').match(/^ref: refs\/heads\/(.+)$/m);
    if (head) {
      mkdirSync(join(git, 'refs/remotes/origin'), { recursive: true });
      writeFileSync(join(git, 'refs/remotes/origin/HEAD'), `ref: refs/remotes/origin/${head[1]}\n`);
    }
    writeFileSync(join(git, 'HEAD'), `${sha}\n`);
    await this.run(['read-tree', '-u', '--reset', 'HEAD'], { cwd: target });
  }

  /**
   * The paths changed from tree-ish `from` (undefined: none) to `to`, as `git diff-tree -r
   * --no-renames --name-status` lists them: `changed` when a file became a link or a submodule.
   */
  async changedPaths(
    from: string | undefined,
    to: string,
  ): Promise<Array<{ status: 'added' | 'removed' | 'modified' | 'changed'; filename: string }>> {
    const [before, after] = await Promise.all([
      from === undefined ? new Map() : this.files(from),
      this.files(to),
    ]);
    const kind = (mode: string) => (mode === '120000' || mode === '160000' ? mode : 'file');
    const changed: Array<{
      status: 'added' | 'removed' | 'modified' | 'changed';
      filename: string;
    }> = [];
    for (const [filename, f] of after) {
      const old = before.get(filename);
      if (!old) changed.push({ status: 'added', filename });
      else if (kind(old.mode) !== kind(f.mode)) changed.push({ status: 'changed', filename });
      else if (old.sha !== f.sha || old.mode !== f.mode)
        changed.push({ status: 'modified', filename });
    }
    for (const filename of before.keys())
      if (!after.has(filename)) changed.push({ status: 'removed', filename });
    // Byte order of whole paths is git's order of a tree walk.
    return changed.sort((a, b) => Buffer.compare(Buffer.from(a.filename), Buffer.from(b.filename)));
  }

  /** The object a revision (`main`, a sha, `main:wiki/a.md`) names, of any type; undefined when none. */
  async revParse(rev: string): Promise<string | undefined> {
    if (rev.startsWith('-')) return undefined;
    const named = await nameRev(this.store, this.refFiles, rev);
    if (named !== null) return named;
    return this.text(['rev-parse', '--verify', '-q', rev]).catch(() => undefined);
  }

  /** The object a revision names, peeled to `type`; undefined when there is none. */
  async resolve(rev: string, type: 'commit' | 'tree' = 'commit'): Promise<string | undefined> {
    if (rev.startsWith('-')) return undefined;
    // `main:wiki` names a path; `^{tree}` after it would be read as part of the path.
    const spec = rev.includes(':') ? rev : `${rev}^{${type}}`;
    const named = await nameRev(this.store, this.refFiles, spec);
    const sha =
      named !== null
        ? named
        : await this.text(['rev-parse', '--verify', '-q', spec]).catch(() => undefined);
    if (!sha) return undefined;
    return (await this.typeOf(sha)) === type ? sha : undefined;
  }

  /** A branch's commit, or undefined. */
  branch(name: string): Promise<string | undefined> {
    return this.resolve(`refs/heads/${name}`);
  }

  async refs(prefix = 'refs/'): Promise<Map<string, string>> {
    return this.refFiles.list(prefix);
  }

  /**
   * Moves `ref` to `sha` only if it still points at `expected` (undefined: only if it does not
   * exist yet). Returns false when someone moved it first.
   */
  async casRef(ref: string, sha: string, expected: string | undefined): Promise<boolean> {
    const type = await this.typeOf(sha);
    if (isPlainRefName(ref) && type && (type === 'commit' || !ref.startsWith('refs/heads/')))
      return this.refFiles.swap(ref, sha, expected);
    try {
      await this.run(['update-ref', ref, sha, expected ?? ZERO_SHA]);
      return true;
    } catch {
      return false;
    }
  }

  async deleteRef(ref: string): Promise<void> {
    if (isPlainRefName(ref)) return this.refFiles.delete(ref);
    await this.run(['update-ref', '-d', ref]);
  }

  // History.

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    if (SHA.test(ancestor) && SHA.test(descendant)) {
      if (!(await this.store.commit(ancestor))) return false;
      const from = await reachable(this.store, descendant);
      if (from) return from.has(ancestor);
    }
    try {
      await this.run(['merge-base', '--is-ancestor', ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    if (SHA.test(a) && SHA.test(b)) {
      // One side an ancestor of the other: that side, as git answers.
      if (await this.isAncestor(a, b)) return a;
      if (await this.isAncestor(b, a)) return b;
    }
    const key = `merge-base ${a} ${b}`;
    const ask = () => this.text(['merge-base', a, b]).catch(() => undefined);
    return SHA.test(a) && SHA.test(b) ? this.remember(key, ask) : ask();
  }

  /** How many commits `to` has that `from` lacks (`git rev-list --count from..to`). */
  async countBetween(from: string, to: string): Promise<number> {
    if (SHA.test(from) && SHA.test(to)) {
      const [a, b] = await Promise.all([reachable(this.store, from), reachable(this.store, to)]);
      if (a && b) return [...b].filter((sha) => !a.has(sha)).length;
    }
    return Number(await this.text(['rev-list', '--count', `${from}..${to}`]));
  }

  /** The object's type, or undefined when the store lacks it. */
  async typeOf(sha: string): Promise<string | undefined> {
    return (await this.store.get(sha))?.type;
  }

  /** Each object's type; a sha the store lacks is left out. */
  async typesOf(shas: string[]): Promise<Map<string, string>> {
    const types = new Map<string, string>();
    for (const sha of new Set(shas)) {
      const type = await this.typeOf(sha);
      if (type) types.set(sha, type);
    }
    return types;
  }

  async readBlob(sha: string): Promise<Buffer> {
    const found = await this.store.get(sha);
    if (!found)
      throw new GitError(['cat-file', 'blob', sha], `fatal: Not a valid object name ${sha}`);
    if (found.type !== 'blob')
      throw new GitError(['cat-file', 'blob', sha], `fatal: git cat-file ${sha}: bad file`);
    return found.data;
  }

  /** Reads blobs, in the order given. */
  async readBlobs(shas: string[]): Promise<Buffer[]> {
    return Promise.all(
      shas.map(async (sha) => {
        const found = await this.store.get(sha);
        if (found?.type !== 'blob')
          throw new Error(`${sha} is not a blob: ${found?.type ?? 'missing'}`);
        return found.data;
      }),
    );
  }

  /** Writes blobs; shas in the order given. */
  async writeBlobs(contents: Array<string | Buffer>): Promise<string[]> {
    return contents.map((c) => this.store.put('blob', Buffer.isBuffer(c) ? c : Buffer.from(c)));
  }

  /** The tree a tree-ish names (a tree or commit sha, a ref, `<rev>:<path>`); throws as git does. */
  private async treeOf(treeish: string): Promise<string> {
    const sha = await this.resolve(treeish, 'tree');
    if (!sha) throw new GitError(['ls-tree', treeish], `fatal: Not a valid object name ${treeish}`);
    return sha;
  }

  /** A tree's entries: one level, or every level (`recursive`, trees included) with sizes. */
  async lsTree(treeish: string, recursive: boolean): Promise<TreeEntry[]> {
    const out: TreeEntry[] = [];
    const walk = async (sha: string, prefix: string): Promise<void> => {
      for (const e of (await this.store.tree(sha))!) {
        const type = typeOfMode(e.mode);
        const entry: TreeEntry = { path: prefix + e.name, mode: e.mode, type, sha: e.sha };
        if (type === 'blob') entry.size = (await this.store.get(e.sha))?.data.length ?? 0;
        out.push(entry);
        if (recursive && type === 'tree') await walk(e.sha, `${entry.path}/`);
      }
    };
    await walk(await this.treeOf(treeish), '');
    return out;
  }

  /** Every file (blobs, links, submodules) under a tree, by path. */
  async files(treeish: string): Promise<Files> {
    const files: Files = new Map();
    const walk = async (sha: string, prefix: string): Promise<void> => {
      for (const e of (await this.store.tree(sha))!) {
        if (e.mode === '040000') await walk(e.sha, `${prefix}${e.name}/`);
        else files.set(prefix + e.name, { mode: e.mode, sha: e.sha });
      }
    };
    await walk(await this.treeOf(treeish), '');
    return files;
  }

  /** A new tree: `base` (a tree; none = empty) with `changes` applied. */
  async writeTree(base: string | undefined, changes: TreeChange[]): Promise<string> {
    const files: Files = base ? await this.files(base) : new Map();
    await applyChanges(files, changes, (tree) => this.files(tree));
    return [...files].every(([path, f]) => isPlainPath(path) && canonicalMode(f.mode))
      ? writeTrees(files, (tree) => this.store.put('tree', tree))
      : this.writeTreeWithGit(files);
  }

  /** The listing through a scratch index, for what git alone knows how to take or refuse. */
  private async writeTreeWithGit(files: Files): Promise<string> {
    const index = join(this.dir, `index-${++this.scratch}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      const info = [...files].map(([p, f]) => `${f.mode} ${f.sha}\t${p}\0`).join('');
      await this.run(['update-index', '-z', '--index-info'], { input: info, env });
      return await this.text(['write-tree'], { env });
    } finally {
      rmSync(index, { force: true });
    }
  }

  async commitTree(
    tree: string,
    parents: string[],
    message: string,
    author: Signature,
    committer: Signature = author,
  ): Promise<string> {
    const now = new Date().toISOString();
    const [authorWhen, committerWhen] = [
      gitDate(author.date ?? now),
      gitDate(committer.date ?? now),
    ];
    const known =
      (await this.typeOf(tree)) === 'tree' &&
      new Set(parents).size === parents.length &&
      (await this.typesOf(parents)).size === parents.length;
    if (
      known &&
      authorWhen &&
      committerWhen &&
      isPlainIdent(author.name, author.email) &&
      isPlainIdent(committer.name, committer.email) &&
      parents.every((p) => SHA.test(p))
    )
      return this.store.put(
        'commit',
        encodeCommit({
          tree,
          parents,
          author: { ...author, when: authorWhen },
          committer: { ...committer, when: committerWhen },
          message,
        }),
      );
    return this.text(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'], {
      input: message,
      env: {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_AUTHOR_DATE: author.date ?? now,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
        GIT_COMMITTER_DATE: committer.date ?? now,
      },
    });
  }

  /** Commits as `git log` lists them for `revArgs` (e.g. `['-1', sha]`, `['--reverse', 'a..b']`). */
  async log(revArgs: string[], paths: string[] = []): Promise<CommitInfo[]> {
    const walked = paths.length === 0 ? await this.linearLog(revArgs) : undefined;
    if (walked) return walked;
    const fixed = revArgs.every((a) =>
      /^(-1|--reverse|--(since|until)=\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-][\d:]+)|[0-9a-f]{40}(\.\.[0-9a-f]{40})?)$/.test(
        a,
      ),
    );
    const ask = () => this.gitLog(revArgs, paths);
    const key = `log ${revArgs.join(' ')} -- ${paths.join(' ')}`;
    // Callers may change what they are given.
    return structuredClone(await (fixed ? this.remember(key, ask) : ask()));
  }

  /**
   * `[-1] [--reverse] <sha>` or `<sha>..<sha>` over a history without merge commits, walked in
   * process: there git's order is the parent chain. Undefined for anything else (git answers).
   */
  private async linearLog(revArgs: string[]): Promise<CommitInfo[] | undefined> {
    const flags = revArgs.filter((a) => a.startsWith('-'));
    const revs = revArgs.filter((a) => !a.startsWith('-'));
    if (flags.some((f) => f !== '-1' && f !== '--reverse') || revs.length !== 1) return undefined;
    const [from, to] = revs[0]!.includes('..') ? revs[0]!.split('..') : [undefined, revs[0]!];
    if (!SHA.test(to!) || (from !== undefined && !SHA.test(from))) return undefined;
    const shown = await parentChain(this.store, from, to!);
    const limited = flags.includes('-1') ? shown?.slice(0, 1) : shown;
    return flags.includes('--reverse') ? limited?.reverse() : limited;
  }

  private async gitLog(revArgs: string[], paths: string[]): Promise<CommitInfo[]> {
    return parseLog((await this.run(['log', LOG_FORMAT, ...revArgs, '--', ...paths])).toString());
  }

  async commit(sha: string): Promise<CommitInfo | undefined> {
    const c = await this.store.commit(sha);
    return c && { sha, ...c, parents: [...c.parents] };
  }

  /** The files changed from tree-ish `from` (undefined: the empty tree) to `to`, renames found unless `renames: false`. */
  async diff(
    from: string | undefined,
    to: string,
    options: { renames?: boolean } = {},
  ): Promise<FileDiff[]> {
    const range = [from ?? EMPTY_TREE, to];
    const renames = options.renames === false ? '--no-renames' : '-M';
    const trees = range.every((r) => SHA.test(r)) ? await this.treesOf(range) : undefined;
    const answer = trees
      ? shared(TREE_DIFFS, `${renames} ${trees.join(' ')}`, () => this.gitDiff(trees, renames))
      : this.gitDiff(range, renames);
    return structuredClone(await answer);
  }

  /** The trees of commit or tree shas, as `git diff-tree` compares them; undefined if one is unknown. */
  private async treesOf(shas: string[]): Promise<string[] | undefined> {
    const trees = await Promise.all(
      shas.map((sha) => (sha === EMPTY_TREE ? sha : this.resolve(sha, 'tree'))),
    );
    return trees.every((t): t is string => t !== undefined) ? trees : undefined;
  }

  private async gitDiff(range: string[], renames: string): Promise<FileDiff[]> {
    return parseDiffTree(
      (await this.run(['diff-tree', renames, ...DIFF_TREE, ...range])).toString(),
    );
  }
}

// A bare git repository in a temp dir, driven with the git CLI: the object store and refs behind
// the git-backed fake GitHub. Batch commands (ls-tree -r, update-index --index-info, hash-object
// --stdin-paths, log) keep a 300-file change to a handful of processes.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** One change to a flat file listing; `sha: null` deletes the path and everything under it. */
export interface TreeChange {
  path: string;
  mode?: string;
  sha: string | null;
}

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

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed: ${stderr.trim()}`);
  }
}

const STATUS: Record<string, FileDiff['status']> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

export class BareRepo {
  private scratch = 0;

  private constructor(readonly dir: string) {}

  /** An empty bare repository whose HEAD names `defaultBranch`. */
  static async create(defaultBranch = 'main'): Promise<BareRepo> {
    const dir = mkdtempSync(join(tmpdir(), 'fake-github-git-'));
    const repo = new BareRepo(dir);
    await repo.run([
      'init',
      '-q',
      '--bare',
      `--initial-branch=${defaultBranch}`,
      join(dir, 'repo.git'),
    ]);
    return repo;
  }

  get gitDir(): string {
    return join(this.dir, 'repo.git');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  run(
    args: string[],
    options: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {},
  ): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        // In another working copy (`cwd`), git finds its own repository.
        options.cwd ? args : ['--git-dir', this.gitDir, ...args],
        {
          encoding: 'buffer',
          maxBuffer: 1 << 30,
          cwd: options.cwd,
          env: {
            PATH: process.env.PATH,
            HOME: this.dir,
            GIT_CONFIG_NOSYSTEM: '1',
            LC_ALL: 'C',
            ...options.env,
          },
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

  /**
   * A working copy of `sha` in `target` as actions/checkout leaves it: a clone with a detached
   * HEAD at the commit and `origin` pointing at this repository.
   */
  async clone(target: string, sha: string): Promise<void> {
    await this.run(['clone', '-q', '--no-checkout', `file://${this.gitDir}`, target], {
      cwd: this.dir,
    });
    await this.run(['checkout', '-q', '--detach', sha], { cwd: target });
  }

  /** The object a revision names, peeled to `type`; undefined when there is none. */
  async resolve(rev: string, type: 'commit' | 'tree' = 'commit'): Promise<string | undefined> {
    if (rev.startsWith('-')) return undefined;
    // `main:wiki` names a path; `^{tree}` after it would be read as part of the path.
    const spec = rev.includes(':') ? rev : `${rev}^{${type}}`;
    try {
      const sha = await this.text(['rev-parse', '--verify', '-q', spec]);
      return (await this.typeOf(sha)) === type ? sha : undefined;
    } catch {
      return undefined;
    }
  }

  /** A branch's commit, or undefined. */
  branch(name: string): Promise<string | undefined> {
    return this.resolve(`refs/heads/${name}`);
  }

  async refs(prefix = 'refs/'): Promise<Map<string, string>> {
    const out = await this.text(['for-each-ref', '--format=%(refname) %(objectname)', prefix]);
    return new Map(
      out
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' ') as [string, string]),
    );
  }

  /**
   * Moves `ref` to `sha` only if it still points at `expected` (undefined: only if it does not
   * exist yet). Returns false when someone moved it first.
   */
  async casRef(ref: string, sha: string, expected: string | undefined): Promise<boolean> {
    try {
      await this.run(['update-ref', ref, sha, expected ?? ZERO_SHA]);
      return true;
    } catch {
      return false;
    }
  }

  async deleteRef(ref: string): Promise<void> {
    await this.run(['update-ref', '-d', ref]);
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    try {
      await this.run(['merge-base', '--is-ancestor', ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    try {
      return await this.text(['merge-base', a, b]);
    } catch {
      return undefined;
    }
  }

  /** The object's type, or undefined when the store lacks it. */
  async typeOf(sha: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{40}$/.test(sha)) return undefined;
    const out = await this.text(['cat-file', '--batch-check=%(objecttype)'], { input: `${sha}\n` });
    return out.endsWith('missing') ? undefined : out;
  }

  /** Each object's type in one process; a sha the store lacks is left out. */
  async typesOf(shas: string[]): Promise<Map<string, string>> {
    const valid = [...new Set(shas)].filter((sha) => /^[0-9a-f]{40}$/.test(sha));
    if (valid.length === 0) return new Map();
    const out = await this.text(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
      input: valid.join('\n') + '\n',
    });
    const types = new Map<string, string>();
    for (const line of out.split('\n')) {
      const [sha, type] = line.split(' ');
      if (sha && type && type !== 'missing') types.set(sha, type);
    }
    return types;
  }

  async readBlob(sha: string): Promise<Buffer> {
    return this.run(['cat-file', 'blob', sha]);
  }

  /** Reads blobs in one process, in the order given. */
  async readBlobs(shas: string[]): Promise<Buffer[]> {
    if (shas.length === 0) return [];
    const out = await this.run(['cat-file', '--batch'], { input: shas.join('\n') + '\n' });
    const blobs: Buffer[] = [];
    let at = 0;
    for (const sha of shas) {
      const eol = out.indexOf(0x0a, at);
      const header = out.subarray(at, eol).toString('utf8');
      const size = Number(header.split(' ')[2]);
      if (!header.startsWith(`${sha} blob `)) throw new Error(`${sha} is not a blob: ${header}`);
      blobs.push(out.subarray(eol + 1, eol + 1 + size));
      at = eol + 1 + size + 1;
    }
    return blobs;
  }

  /** Writes blobs in one process; shas in the order given. */
  async writeBlobs(contents: Array<string | Buffer>): Promise<string[]> {
    if (contents.length === 0) return [];
    if (contents.length === 1)
      return [await this.text(['hash-object', '-w', '--stdin'], { input: contents[0]! })];
    const dir = mkdtempSync(join(this.dir, 'blobs-'));
    const paths = contents.map((c, i) => {
      const p = join(dir, String(i));
      writeFileSync(p, c);
      return p;
    });
    try {
      const out = await this.text(['hash-object', '-w', '--stdin-paths', '--no-filters'], {
        input: paths.join('\n') + '\n',
      });
      return out.split('\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** A tree's entries: one level, or every level (`recursive`, trees included) with sizes. */
  async lsTree(treeish: string, recursive: boolean): Promise<TreeEntry[]> {
    const args = ['ls-tree', '-z', '-l', '--full-tree'];
    if (recursive) args.push('-r', '-t');
    const out = (await this.run([...args, treeish])).toString('utf8');
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        const [mode, type, sha, size] = line.slice(0, tab).split(/ +/) as [
          string,
          TreeEntry['type'],
          string,
          string,
        ];
        const entry: TreeEntry = { path: line.slice(tab + 1), mode, type, sha };
        if (type === 'blob') entry.size = Number(size);
        return entry;
      });
  }

  /** Every file (blobs, links, submodules) under a tree, by path. */
  async files(treeish: string): Promise<Map<string, { mode: string; sha: string }>> {
    const out = (await this.run(['ls-tree', '-r', '-z', '--full-tree', treeish])).toString('utf8');
    const files = new Map<string, { mode: string; sha: string }>();
    for (const line of out.split('\0').filter(Boolean)) {
      const tab = line.indexOf('\t');
      const [mode, , sha] = line.slice(0, tab).split(' ') as [string, string, string];
      files.set(line.slice(tab + 1), { mode, sha });
    }
    return files;
  }

  /**
   * A new tree: `base` (a tree; none = empty) with `changes` applied, written through a scratch
   * index in two processes whatever the number of files.
   */
  async writeTree(base: string | undefined, changes: TreeChange[]): Promise<string> {
    const files = base ? await this.files(base) : new Map<string, { mode: string; sha: string }>();
    const removeUnder = (path: string) => {
      files.delete(path);
      for (const p of [...files.keys()]) if (p.startsWith(`${path}/`)) files.delete(p);
    };
    for (const change of changes) {
      removeUnder(change.path);
      if (change.sha === null) continue;
      // A file cannot sit where a folder of the new path is.
      const parts = change.path.split('/');
      for (let i = 1; i < parts.length; i++) files.delete(parts.slice(0, i).join('/'));
      if (change.mode === '040000') {
        for (const [p, f] of await this.files(change.sha)) files.set(`${change.path}/${p}`, f);
      } else {
        files.set(change.path, { mode: change.mode ?? '100644', sha: change.sha });
      }
    }
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
    const format = ['%H', '%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x00');
    const out = (
      await this.run(['log', `--format=${format}%x1e`, ...revArgs, '--', ...paths])
    ).toString('utf8');
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

  async commit(sha: string): Promise<CommitInfo | undefined> {
    if ((await this.typeOf(sha)) !== 'commit') return undefined;
    return (await this.log(['-1', sha]))[0];
  }

  /** The files changed from tree-ish `from` (undefined: the empty tree) to `to`, renames found unless `renames: false`. */
  async diff(
    from: string | undefined,
    to: string,
    options: { renames?: boolean } = {},
  ): Promise<FileDiff[]> {
    const range = [from ?? EMPTY_TREE, to];
    const renames = options.renames === false ? '--no-renames' : '-M';
    const [raw, patch] = await Promise.all([
      this.run(['diff-tree', '-r', renames, '-z', '--raw', '--no-abbrev', ...range]),
      this.run(['diff-tree', '-r', renames, '-p', '--no-color', '--full-index', ...range]),
    ]);
    const fields = raw.toString('utf8').split('\0');
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
    const chunks = patch
      .toString('utf8')
      .split(/^(?=diff --git )/m)
      .filter(Boolean);
    if (chunks.length !== files.length)
      throw new Error(
        `diff of ${range.join('..')}: ${files.length} files but ${chunks.length} patches`,
      );
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
}

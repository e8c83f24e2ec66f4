// `since` for `wiki-ingest lint` from local history: one `git log --raw` from HEAD back, read as
// it streams and stopped as soon as every stale or missing stamp is placed. The walk is not
// limited by pathspecs: git checks every tree entry it compares against every pathspec, which on
// 1,000 pages' worth of paths cost ~8x the CPU of diffing whole commits and filtering here. A
// shallow clone simply ends early: those findings carry no `since`.
import { spawn } from 'node:child_process';
import type { Cover } from '../wiki/covers.js';
import type { Since } from '../wiki/provenance.js';
import { sinceTracker, type CommitChanges } from '../lint/since.js';

/**
 * Reads `git log -z --raw --format=%x01%H%x00%s` output as it arrives: each commit is
 * `\x01<sha>`, `<subject>`, then per changed file `:<modes> <before> <after> <status>` and its
 * path (two for a rename or copy), every field NUL-terminated.
 */
export class RawLogReader {
  private partial: Buffer = Buffer.alloc(0);
  private state: 'header' | 'subject' | 'entry' | 'path' = 'header';
  private paths = 0;
  private before = '';
  private current: CommitChanges | null = null;

  /** The commits completed by this chunk. */
  push(chunk: Buffer): CommitChanges[] {
    const data = this.partial.length ? Buffer.concat([this.partial, chunk]) : chunk;
    const done: CommitChanges[] = [];
    let start = 0;
    for (let nul = data.indexOf(0, start); nul !== -1; nul = data.indexOf(0, start)) {
      this.token(data.toString('utf8', start, nul), done);
      start = nul + 1;
    }
    this.partial = data.subarray(start);
    return done;
  }

  /** The last commit, once the stream has ended. */
  end(): CommitChanges[] {
    const last = this.current;
    this.current = null;
    return last ? [last] : [];
  }

  private token(raw: string, done: CommitChanges[]): void {
    if (this.state === 'subject') {
      this.current!.subject = raw;
      this.state = 'entry';
      return;
    }
    if (this.state === 'path') {
      this.current!.changes.push({ path: raw, before: this.before });
      if (--this.paths === 0) this.state = 'entry';
      return;
    }
    const t = raw.replace(/^\n+/, '');
    if (t.startsWith('\x01')) {
      if (this.current) done.push(this.current);
      this.current = { commit: t.slice(1), subject: '', changes: [] };
      this.state = 'subject';
    } else if (this.state === 'entry' && t.startsWith(':')) {
      const [, , before = '', , status = ''] = t.slice(1).split(' ');
      this.before = before;
      this.paths = /^[RC]/.test(status) ? 2 : 1;
      this.state = 'path';
    }
  }
}

/**
 * The first commit after each stamp that changed its file, walking back from `head`. Never
 * throws: history that cannot be read (no git, a broken object) yields what was found so far.
 */
export function sinceFromGit(
  repoDir: string,
  head: string,
  targets: readonly Cover[],
): Promise<Map<string, Since>> {
  const tracker = sinceTracker(targets);
  if (targets.length === 0) return Promise.resolve(tracker.found);
  return new Promise((resolve) => {
    const child = spawn(
      'git',
      [
        '-c',
        'log.showSignature=false',
        'log',
        '--raw',
        '--no-abbrev',
        '--no-renames',
        '--no-color',
        '-z',
        '--format=%x01%H%x00%s',
        '--end-of-options',
        head,
        '--',
      ],
      { cwd: repoDir, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const reader = new RawLogReader();
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      if (child.exitCode === null && child.signalCode === null) child.kill();
      resolve(tracker.found);
    };
    const see = (commits: CommitChanges[]): void => {
      for (const c of commits) if (!finished && tracker.see(c)) finish();
    };
    child.stdout.on('data', (chunk: Buffer) => see(reader.push(chunk)));
    child.stdout.on('end', () => {
      see(reader.end());
      finish();
    });
    child.on('error', finish);
  });
}

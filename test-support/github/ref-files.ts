// The refs of a bare repository read and written in process, in git's own files format (a loose
// `refs/…` file holding `<sha>\n`, and `packed-refs`), so a ref read costs no git process and git
// itself (a clone, `git log`) sees every change at once. A name git might refuse is left to
// `git update-ref` by the caller (`isPlainRefName`).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** `refs/<a>/<b>…` with components git takes as they are (check-ref-format's rules, narrowed). */
export const isPlainRefName = (ref: string): boolean =>
  /^refs\/[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/.test(ref) &&
  !/\.\.|\.lock(\/|$)|\.(\/|$)/.test(ref);

export class RefFiles {
  constructor(readonly gitDir: string) {}

  /** Every ref under `prefix`, sorted by name as for-each-ref lists them. */
  list(prefix = 'refs/'): Map<string, string> {
    const found = new Map<string, string>();
    for (const [ref, sha] of this.packed()) found.set(ref, sha);
    const walk = (rel: string) => {
      let names: string[];
      try {
        names = readdirSync(join(this.gitDir, rel));
      } catch {
        return;
      }
      for (const name of names) {
        if (name.endsWith('.lock')) continue;
        const path = `${rel}/${name}`;
        const value = this.loose(path);
        if (value === 'dir') walk(path);
        else if (value) found.set(path, value);
      }
    };
    walk('refs');
    return new Map(
      [...found]
        .filter(([ref]) => ref.startsWith(prefix))
        .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
    );
  }

  /** One ref's sha, or undefined. */
  get(ref: string): string | undefined {
    const value = this.loose(ref);
    if (value && value !== 'dir') return value;
    return this.packed().get(ref);
  }

  /**
   * Moves `ref` to `sha` only if it is at `expected` (undefined: absent); false when it is not, or
   * when a ref in its path or below it holds the name (git's directory/file conflict).
   */
  swap(ref: string, sha: string, expected: string | undefined): boolean {
    if (this.get(ref) !== expected) return false;
    if (expected === undefined) {
      const names = [...this.list().keys()];
      if (names.some((n) => n.startsWith(`${ref}/`) || ref.startsWith(`${n}/`))) return false;
      // Only empty folders can be left where the ref goes: git removes them too.
      if (this.loose(ref) === 'dir') rmSync(join(this.gitDir, ref), { recursive: true });
    }
    const path = join(this.gitDir, ref);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.lock`, `${sha}\n`);
    renameSync(`${path}.lock`, path);
    return true;
  }

  delete(ref: string): void {
    const path = join(this.gitDir, ref);
    if (this.loose(ref) && this.loose(ref) !== 'dir') {
      unlinkSync(path);
      this.prune(dirname(path));
    }
    const packedFile = join(this.gitDir, 'packed-refs');
    if (this.packed().has(ref)) {
      const kept = readFileSync(packedFile, 'utf8')
        .split('\n')
        .filter((line) => !line.endsWith(` ${ref}`));
      writeFileSync(packedFile, kept.join('\n'));
    }
  }

  /** Removes the empty folders a deleted ref leaves, up to `refs/<kind>/`, as git does. */
  private prune(dir: string): void {
    const keep = join(this.gitDir, 'refs');
    for (let at = dir; dirname(at) !== keep && at.startsWith(`${keep}/`); at = dirname(at)) {
      try {
        rmdirSync(at);
      } catch {
        return;
      }
    }
  }

  /** A loose ref's sha, `dir` for a folder of refs, undefined when absent. */
  private loose(ref: string): string | 'dir' | undefined {
    try {
      const text = readFileSync(join(this.gitDir, ref), 'utf8').trim();
      return /^[0-9a-f]{40}$/.test(text) ? text : undefined;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EISDIR' ? 'dir' : undefined;
    }
  }

  private packed(): Map<string, string> {
    const file = join(this.gitDir, 'packed-refs');
    const out = new Map<string, string>();
    if (!existsSync(file)) return out;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const m = /^([0-9a-f]{40}) (refs\/\S+)$/.exec(line);
      if (m) out.set(m[2]!, m[1]!);
    }
    return out;
  }
}

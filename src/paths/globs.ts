// Glob lists compiled once per config: minimatch (dot: true) decides, but each path is only
// tested against the few patterns that could possibly match it, found through an index on a
// literal the pattern requires (its basename, its `*.ext` suffix or a fixed directory name).
// A pattern's Minimatch is built on its first candidate path: building all ~30 default patterns
// up front costs more than the rest of a Tier 1 skip.
import { braceExpand, Minimatch } from 'minimatch';

const MAGIC = /[*?[\]{}()!+@\\]/;
const STAR_EXT = /^\*(\.[^*?[\]{}()!+@\\/]+)$/;

/** `./a/b` → `a/b`: a leading `./` never changes what a path means. */
export function normalizePath(path: string): string {
  let p = path;
  while (p.startsWith('./')) p = p.slice(2);
  return p;
}

/** One pattern, compiled on first use. */
class LazyGlob {
  private mm: Minimatch | undefined;
  constructor(readonly pattern: string) {}
  match(path: string): boolean {
    return (this.mm ??= new Minimatch(this.pattern, { dot: true })).match(path);
  }
}

export interface SplitPath {
  path: string;
  base: string;
  /** The directory names, outermost first. */
  dirs: string[];
}

export function splitPath(path: string): SplitPath {
  const dirs = path.split('/');
  const base = dirs.pop() ?? '';
  return { path, base, dirs };
}

export class GlobSet {
  readonly patterns: readonly string[];
  private readonly byBase = new Map<string, LazyGlob[]>();
  private readonly bySuffix = new Map<string, LazyGlob[]>();
  private readonly bySegment = new Map<string, LazyGlob[]>();
  private readonly always: LazyGlob[] = [];

  constructor(patterns: readonly string[]) {
    this.patterns = patterns;
    for (const pattern of patterns) {
      const glob = new LazyGlob(normalizePath(pattern));
      if (/^[!#]/.test(glob.pattern)) {
        this.always.push(glob);
        continue;
      }
      // Every brace expansion needs its own index entry; the whole pattern confirms the match.
      for (const expanded of braceExpand(glob.pattern))
        this.index(
          glob,
          expanded.split('/').filter((p, i, all) => p !== '' || i === all.length - 1),
        );
    }
  }

  private index(mm: LazyGlob, parts: string[]): void {
    const add = (map: Map<string, LazyGlob[]>, key: string): void => {
      const list = map.get(key);
      if (!list) map.set(key, [mm]);
      else if (!list.includes(mm)) list.push(mm);
    };
    const last = parts[parts.length - 1] ?? '';
    const ext = STAR_EXT.exec(last);
    const fixedDir = parts
      .slice(0, -1)
      .reverse()
      .find((p) => p !== '' && !MAGIC.test(p));
    // A fixed directory is the rarer literal: `**/api/*.ts` is tried on paths under an `api`
    // folder, not on every `.ts` file.
    if (last !== '' && !MAGIC.test(last)) add(this.byBase, last);
    else if (fixedDir !== undefined) add(this.bySegment, fixedDir);
    else if (ext) add(this.bySuffix, ext[1]!);
    else if (!this.always.includes(mm)) this.always.push(mm);
  }

  /** The first pattern matching the (normalised) path, or null. */
  match(path: string): string | null {
    return this.matchSplit(splitPath(path));
  }

  /** `match` for a path already split (one split serves several glob sets). */
  matchSplit(p: SplitPath): string | null {
    const found =
      this.first(this.byBase.get(p.base), p.path) ??
      this.firstSuffix(p.base, p.path) ??
      this.firstSegment(p) ??
      this.first(this.always, p.path);
    return found ? found.pattern : null;
  }

  test(path: string): boolean {
    return this.match(path) !== null;
  }

  private first(list: LazyGlob[] | undefined, path: string): LazyGlob | undefined {
    if (list) for (const mm of list) if (mm.match(path)) return mm;
    return undefined;
  }

  private firstSuffix(base: string, path: string): LazyGlob | undefined {
    if (this.bySuffix.size === 0) return undefined;
    for (let i = base.indexOf('.'); i >= 0; i = base.indexOf('.', i + 1)) {
      const hit = this.first(this.bySuffix.get(base.slice(i)), path);
      if (hit) return hit;
    }
    return undefined;
  }

  private firstSegment(p: SplitPath): LazyGlob | undefined {
    if (this.bySegment.size === 0) return undefined;
    for (const dir of p.dirs) {
      const hit = this.first(this.bySegment.get(dir), p.path);
      if (hit) return hit;
    }
    return undefined;
  }
}

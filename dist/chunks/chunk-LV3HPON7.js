import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  Minimatch,
  braceExpand
} from "./chunk-OT2HBKJ4.js";

// src/paths/globs.ts
var MAGIC = /[*?[\]{}()!+@\\]/;
var STAR_EXT = /^\*(\.[^*?[\]{}()!+@\\/]+)$/;
function normalizePath(path) {
  let p = path;
  while (p.startsWith("./")) p = p.slice(2);
  return p;
}
var LazyGlob = class {
  constructor(pattern) {
    this.pattern = pattern;
  }
  pattern;
  mm;
  match(path) {
    return (this.mm ??= new Minimatch(this.pattern, { dot: true })).match(path);
  }
};
function splitPath(path) {
  const dirs = path.split("/");
  const base = dirs.pop() ?? "";
  return { path, base, dirs };
}
var GlobSet = class {
  patterns;
  byBase = /* @__PURE__ */ new Map();
  bySuffix = /* @__PURE__ */ new Map();
  bySegment = /* @__PURE__ */ new Map();
  always = [];
  constructor(patterns) {
    this.patterns = patterns;
    for (const pattern of patterns) {
      const glob = new LazyGlob(normalizePath(pattern));
      if (/^[!#]/.test(glob.pattern)) {
        this.always.push(glob);
        continue;
      }
      for (const expanded of braceExpand(glob.pattern))
        this.index(
          glob,
          expanded.split("/").filter((p, i, all) => p !== "" || i === all.length - 1)
        );
    }
  }
  index(mm, parts) {
    const add = (map, key) => {
      const list = map.get(key);
      if (!list) map.set(key, [mm]);
      else if (!list.includes(mm)) list.push(mm);
    };
    const last = parts[parts.length - 1] ?? "";
    const ext = STAR_EXT.exec(last);
    const fixedDir = parts.slice(0, -1).reverse().find((p) => p !== "" && !MAGIC.test(p));
    if (last !== "" && !MAGIC.test(last)) add(this.byBase, last);
    else if (fixedDir !== void 0) add(this.bySegment, fixedDir);
    else if (ext) add(this.bySuffix, ext[1]);
    else if (!this.always.includes(mm)) this.always.push(mm);
  }
  /** The first pattern matching the (normalised) path, or null. */
  match(path) {
    return this.matchSplit(splitPath(path));
  }
  /** `match` for a path already split (one split serves several glob sets). */
  matchSplit(p) {
    const found = this.first(this.byBase.get(p.base), p.path) ?? this.firstSuffix(p.base, p.path) ?? this.firstSegment(p) ?? this.first(this.always, p.path);
    return found ? found.pattern : null;
  }
  test(path) {
    return this.match(path) !== null;
  }
  first(list, path) {
    if (list) {
      for (const mm of list) if (mm.match(path)) return mm;
    }
    return void 0;
  }
  firstSuffix(base, path) {
    if (this.bySuffix.size === 0) return void 0;
    for (let i = base.indexOf("."); i >= 0; i = base.indexOf(".", i + 1)) {
      const hit = this.first(this.bySuffix.get(base.slice(i)), path);
      if (hit) return hit;
    }
    return void 0;
  }
  firstSegment(p) {
    if (this.bySegment.size === 0) return void 0;
    for (const dir of p.dirs) {
      const hit = this.first(this.bySegment.get(dir), p.path);
      if (hit) return hit;
    }
    return void 0;
  }
};

export {
  normalizePath,
  splitPath,
  GlobSet
};
//# sourceMappingURL=chunk-LV3HPON7.js.map

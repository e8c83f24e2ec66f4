import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  Minimatch,
  braceExpand
} from "./chunk-OT2HBKJ4.js";

// src/paths/gitattributes.ts
var OPTIONS = {
  dot: true,
  nobrace: true,
  noext: true,
  nocomment: true,
  nonegate: true,
  optimizationLevel: 0
};
var ESCAPES = {
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  '"': '"',
  "\\": "\\"
};
function unquote(line) {
  let out = "";
  for (let i = 1; i < line.length; i++) {
    const c = line[i];
    if (c === '"') return { pattern: out, rest: line.slice(i + 1) };
    if (c !== "\\") {
      out += c;
      continue;
    }
    const octal = /^[0-7]{3}/.exec(line.slice(i + 1));
    if (octal) {
      out += String.fromCharCode(parseInt(octal[0], 8));
      i += 3;
    } else {
      out += ESCAPES[line[i + 1] ?? ""] ?? line[i + 1] ?? "";
      i++;
    }
  }
  return null;
}
function globOf(pattern) {
  if (pattern === "" || pattern.startsWith("!") || pattern.endsWith("/")) return null;
  const anchored = pattern.includes("/");
  const body = pattern.replace(/^\//, "");
  return new Minimatch(body, { ...OPTIONS, matchBase: !anchored });
}
function apply(line, token) {
  const [, sign = "", name = "", value] = /^([-!]?)([^=]*)(?:=(.*))?$/.exec(token) ?? [];
  const state = sign === "!" ? void 0 : sign === "-" ? false : true;
  if (name === "linguist-generated")
    line.generated = value === void 0 ? state : sign === "" && value !== "false";
  else if (name === "diff") line.diff = state;
  else if (name === "binary" && sign === "") line.diff = false;
}
function parseGitAttributes(text) {
  const lines = [];
  for (const raw of text.split(/\r?\n/)) {
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith("[attr]")) continue;
    const quoted = trimmed.startsWith('"') ? unquote(trimmed) : null;
    if (trimmed.startsWith('"') && !quoted) continue;
    const [pattern, rest] = quoted ? [quoted.pattern, quoted.rest] : [trimmed.split(/\s/, 1)[0], trimmed.slice(trimmed.split(/\s/, 1)[0].length)];
    const glob = globOf(pattern);
    if (!glob) continue;
    const line = { text: trimmed.replace(/\s+/g, " "), glob };
    for (const token of rest.split(/\s+/).filter(Boolean)) apply(line, token);
    if ("generated" in line || "diff" in line) lines.push(line);
  }
  return { lines };
}
function generatedRule(files, path) {
  let generated;
  let diff;
  const stack = files.filter((f) => f.dir === "" || path.startsWith(`${f.dir}/`)).sort((a, b) => a.dir.length - b.dir.length);
  for (const { dir, attrs } of stack) {
    const relative = dir === "" ? path : path.slice(dir.length + 1);
    for (const line of attrs.lines) {
      if (!line.glob.match(relative)) continue;
      if ("generated" in line) generated = { state: line.generated, by: { dir, line: line.text } };
      if ("diff" in line) diff = { state: line.diff, by: { dir, line: line.text } };
    }
  }
  if (generated?.state === true) return generated.by;
  if (diff?.state === false && generated?.state !== false) return diff.by;
  return null;
}

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
  parseGitAttributes,
  generatedRule,
  normalizePath,
  splitPath,
  GlobSet
};
//# sourceMappingURL=chunk-J3MHHG2O.js.map

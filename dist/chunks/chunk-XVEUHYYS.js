import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  namesakes
} from "./chunk-DDGQQOIZ.js";
import {
  coChangeCovers
} from "./chunk-OX4NBEDK.js";
import {
  baseName,
  genericName,
  kindName,
  testPath
} from "./chunk-6IAWMQK4.js";
import {
  historical
} from "./chunk-HHAQAYEE.js";
import {
  SCAN_CHARS
} from "./chunk-NODKGI5J.js";
import {
  coversIndexOf,
  pagesCovering
} from "./chunk-XTY5E7BO.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";
import {
  shapeHits
} from "./chunk-7ZYO75DC.js";

// src/impact/ignored.ts
function ignoredFiles(config, files, generated) {
  const byPath = new Map(files.map((f) => [f.path, f]));
  return (path) => {
    if (path === config.wikiPath || path.startsWith(`${config.wikiPath}/`)) return true;
    const f = byPath.get(path);
    return (f ? generated.ofChange(f) : generated.byPath(path)) !== null;
  };
}

// src/impact/mentions.ts
var WORD = /[\w$]+/g;
var TOKEN = /[\w$@.+~-]+(?:\/[\w$@.+~-]+)*/g;
var texts = /* @__PURE__ */ new WeakMap();
function textOf(page) {
  let t = texts.get(page);
  if (!t) {
    const text = `${page.title}
${page.body}`;
    const tokens = /* @__PURE__ */ new Set();
    for (const raw of text.match(TOKEN) ?? []) {
      const token = raw.replace(/\.+$/, "").replace(/^(\.\/)+/, "");
      if (token) tokens.add(token);
    }
    t = { words: new Set(text.match(WORD) ?? []), tokens };
    texts.set(page, t);
  }
  return t;
}
function suffixesOf(paths) {
  const out = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const segs = path.split("/");
    for (let k = 1; k <= segs.length - 2; k++) {
      const s = segs.slice(k).join("/");
      out.set(s, [...out.get(s) ?? [], path]);
    }
  }
  return out;
}
function ownScope(pages) {
  const counts = /* @__PURE__ */ new Map();
  for (const page of pages)
    for (const token of textOf(page).tokens)
      if (/^@[\w.-]+\/[\w.-]/.test(token)) {
        const scope = token.slice(0, token.indexOf("/"));
        counts.set(scope, (counts.get(scope) ?? 0) + 1);
      }
  let best = null;
  for (const entry of counts)
    if (!best || entry[1] > best[1] || entry[1] === best[1] && entry[0] < best[0]) best = entry;
  return best?.[0] ?? null;
}
function scopedKey(scope, name, n, ctx) {
  const key = n.scoped.get(name);
  if (!key) return void 0;
  return /[-_.]/.test(name) || /[a-z][A-Z]/.test(name) || scope === ctx.scope ? key : void 0;
}
function tokenHits(token, n, ctx, out) {
  const { suffixes } = ctx;
  const segs = token.split("/");
  for (let k = 0; k < segs.length; k++) {
    const s = k === 0 ? token : segs.slice(k).join("/");
    if (n.paths.has(s) && (k === 0 || s.includes("/")))
      return void out.push({ key: s, how: "path" });
  }
  if (segs.length >= 2) {
    const meant = suffixes.get(token);
    if (meant?.length === 1)
      return void out.push({ key: meant[0], how: "suffix", matched: token });
  }
  if (token.startsWith("@") && segs.length >= 2) {
    const name = `${segs[0]}/${segs[1]}`;
    const key = n.packages.get(name) ?? scopedKey(segs[0], segs[1], n, ctx);
    if (key) return void out.push({ key, how: "package", matched: name });
  }
  const pkg = n.packages.get(token);
  if (pkg) return void out.push({ key: pkg, how: "package", matched: token });
  if (segs.length === 1) {
    const path = n.basenames.get(token);
    if (path) out.push({ key: path, how: "basename", matched: token });
  }
}
function pageHits(page, n, ctx) {
  const { words, tokens } = textOf(page);
  const out = [];
  for (const w of n.words) if (words.has(w)) out.push({ key: w, how: "word" });
  for (const token of tokens) tokenHits(token, n, ctx, out);
  const seen = /* @__PURE__ */ new Set();
  return out.filter((h) => {
    const id = `${h.how === "word" ? "w" : "p"}:${h.key}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}
function scanPages(pages, needles, skip = () => false) {
  const sorted = [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug));
  const ctx = {
    suffixes: suffixesOf(needles.paths),
    scope: needles.scoped.size ? ownScope(sorted) : null
  };
  const hits = /* @__PURE__ */ new Map();
  let budget = SCAN_CHARS;
  let scanned = 0;
  for (const page of sorted) {
    const size = page.title.length + page.body.length + 1;
    if (size > budget) break;
    budget -= size;
    scanned++;
    if (skip(page)) continue;
    const found = pageHits(page, needles, ctx);
    if (found.length) hits.set(page.slug, found);
  }
  return { hits, scanned, total: sorted.length };
}

// src/impact/embeds.ts
var DIRECTIVE = /(?:\{\*[ \t]*|\{![ \t]*|--8<--[ \t]*["']?|<<<[ \t]+|\{\{#(?:rustdoc_)?include[ \t]+|^```[^\n`]*?[ \t]file=["']?|^```\{literalinclude\}[ \t]+)([\w$@.+~/-]+)/gm;
function embeddedPath(raw) {
  const p = raw.replace(/^@\//, "").replace(/^(?:\.\.?\/)+/, "").replace(/[#:{].*$/, "").replace(/\.+$/, "");
  return /\.[\w-]+$/.test(p) && !p.startsWith("/") ? p : null;
}
function embedsOf(text) {
  const out = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(DIRECTIVE)) {
    const p = embeddedPath(m[1]);
    if (p) out.add(p);
  }
  return out;
}
function changedOf(embedded, changed) {
  return changed.filter(
    (c) => c === embedded || embedded.includes("/") && c.endsWith(`/${embedded}`)
  );
}
function embedsIn(pages, changed) {
  const out = /* @__PURE__ */ new Map();
  if (changed.length === 0) return out;
  for (const page of pages) {
    const found = /* @__PURE__ */ new Set();
    for (const p of embedsOf(page.text)) for (const c of changedOf(p, changed)) found.add(c);
    if (found.size) out.set(page.slug, [...found].sort());
  }
  return out;
}

// src/impact/history.ts
function pastTies(history, pages, paths, o) {
  const head = new Map([...paths].filter(o.coverable).map((p) => [p, ""]));
  if (head.size === 0) return [];
  return coChangeCovers(history, pages, { wikiPath: o.wikiPath, head, perPage: Infinity }).map(
    ({ slug, path, together, commits, recent }) => ({
      slug,
      path,
      together,
      commits,
      ...recent ? { recent } : {}
    })
  );
}

// src/impact/diff-names.ts
var KEYWORD = /\b(?:function\*?|class|interface|type|enum|const|let|var|def|fn|func|struct|trait|module|macro|record|val|namespace|protocol|object)\s+([A-Za-z_$][\w$]{2,})/g;
var GO_METHOD = /\bfunc\s+\([^)]*\)\s*([A-Za-z_]\w{2,})/g;
var MEMBER = /^\s*(?:(?:export|public|private|protected|static|readonly|declare|abstract|override|async|get|set)\s+)*["']?([A-Za-z_$][\w$]{2,})["']?\s*(?:[?!]?\s*:(?!:)|\??\s*=(?![=>])|\??(?:<[^>\n]*>)?\(.*\)\s*(?::[^\n]*|\{\s*)$)/;
var ANY_MEMBER = new RegExp(MEMBER.source.replace("{2,}", "*"));
var KEYWORDS = new Set(
  "for while switch catch return function else elif except with match case await yield new delete typeof void throw import export from super this self".split(
    " "
  )
);
var SETTING = /^\s*["']?([A-Z][A-Z0-9]*_[A-Z0-9_]+)["']?\s*[:=]/;
function declaredOn(line) {
  const out = [];
  for (const m of line.matchAll(KEYWORD)) out.push(m[1]);
  for (const m of line.matchAll(GO_METHOD)) out.push(m[1]);
  const member = MEMBER.exec(line)?.[1];
  if (member && !KEYWORDS.has(member) && !out.includes(member)) out.push(member);
  const setting = SETTING.exec(line)?.[1];
  if (setting && !out.includes(setting)) out.push(setting);
  return out;
}
var HUNK = /^@@ [^@]* @@ ?(.*)$/;
var CONTAINER = /\b(?:class|interface|type|enum|struct|trait|namespace|module|object|record|protocol)\s+[A-Za-z_$]/;
var SHAPE = /\b(?:interface|type|enum|struct|trait|protocol)\s+([A-Za-z_$][\w$]{2,})/;
function diffHunks(patch) {
  const out = [];
  let hunk = { header: "", removed: [], added: [] };
  for (const line of patch.split("\n")) {
    if (line.startsWith("---") || line.startsWith("+++")) continue;
    if (line.startsWith("@@")) {
      hunk = { header: HUNK.exec(line)?.[1] ?? "", removed: [], added: [] };
      out.push(hunk);
    } else if (line.startsWith("-")) hunk.removed.push(line.slice(1));
    else if (line.startsWith("+")) hunk.added.push(line.slice(1));
  }
  if (out.length === 0 && (hunk.removed.length || hunk.added.length)) out.push(hunk);
  return out;
}
var fold = (s) => s.replace(/\s+/g, " ").trim();
function changedHunks(patch) {
  const hunks = diffHunks(patch);
  const tally = (side) => {
    const m = /* @__PURE__ */ new Map();
    for (const h of hunks) for (const l of h[side]) m.set(fold(l), (m.get(fold(l)) ?? 0) + 1);
    return m;
  };
  const added = tally("added");
  const both = [...tally("removed")].map(([k, n]) => [k, Math.min(n, added.get(k) ?? 0)]);
  const changed = () => {
    const left = new Map(both);
    return (l) => {
      const n = left.get(fold(l)) ?? 0;
      if (n > 0) left.set(fold(l), n - 1);
      return n === 0;
    };
  };
  const [removedKept, addedKept] = [changed(), changed()];
  return hunks.map((h) => ({
    ...h,
    removed: h.removed.filter(removedKept),
    added: h.added.filter(addedKept)
  })).filter((h) => h.removed.length > 0 || h.added.length > 0);
}
function headerName(h) {
  const shape = SHAPE.exec(h.header)?.[1];
  if (shape)
    return [...h.removed, ...h.added].some((l) => ANY_MEMBER.test(l) || declaredOn(l).length > 0) ? { name: shape, change: "signature" } : null;
  if (CONTAINER.test(h.header)) return null;
  const name = declaredOn(h.header)[0];
  return name ? { name, change: "hunk" } : null;
}
var WORD2 = /[\w$]+/g;
function declarations(lines) {
  const out = /* @__PURE__ */ new Map();
  for (const line of lines)
    for (const name of declaredOn(line)) {
      const set = out.get(name) ?? /* @__PURE__ */ new Set();
      set.add(line.trim());
      out.set(name, set);
    }
  return out;
}
var sameLines = (a, b) => a.size === b.size && [...a].every((l) => b.has(l));
var RANK = { removes: 0, signature: 1, hunk: 2, adds: 3 };
function namesOfFile(file, hunks, words) {
  const before = declarations(hunks.flatMap((h) => h.removed));
  const after = declarations(hunks.flatMap((h) => h.added));
  const fresh = [...after.keys()].filter((n) => !before.has(n));
  const out = [];
  for (const [name, lines] of before) {
    const now = after.get(name);
    if (now) {
      if (!sameLines(lines, now)) out.push({ name, change: "signature", file });
    } else if (!words.added.has(name))
      out.push({
        name,
        change: "removes",
        ...fresh.length ? { to: fresh.slice(0, 3) } : {},
        file
      });
  }
  for (const h of hunks) {
    const named = headerName(h);
    if (named) out.push({ ...named, file });
  }
  for (const name of fresh) if (!words.removed.has(name)) out.push({ name, change: "adds", file });
  return out;
}
function diffNames(files) {
  const kept = files.filter((f) => f.patch && !testPath(f.path));
  const hunks = kept.map((f) => changedHunks(f.patch));
  const added = /* @__PURE__ */ new Set();
  const removed = /* @__PURE__ */ new Set();
  for (const h of kept.flatMap((f) => diffHunks(f.patch))) {
    for (const line of h.added) for (const w of line.match(WORD2) ?? []) added.add(w);
    for (const line of h.removed) for (const w of line.match(WORD2) ?? []) removed.add(w);
  }
  const best = /* @__PURE__ */ new Map();
  kept.forEach((f, i) => {
    for (const n of namesOfFile(f.path.replace(/^(\.\/)+/, ""), hunks[i], { added, removed })) {
      const had = best.get(n.name);
      if (!had || RANK[n.change] < RANK[had.change]) best.set(n.name, n);
    }
  });
  return [...best.values()];
}

// src/impact/tie-class.ts
var DEFAULT_TIES_POLICY = "strong";
var STRENGTH = {
  covers: "strong",
  history: "strong",
  embed: "strong",
  identifier: "strong",
  namesake: "strong",
  path: "strong",
  package: "strong",
  quote: "strong",
  name: "weak",
  basename: "weak",
  word: "weak"
};
var CONFIDENCE = {
  covers: 0.6,
  history: 0.55,
  embed: 0.8,
  namesake: 0.45,
  identifier: 0.45,
  package: 0.45,
  quote: 0.65,
  path: 0.3,
  name: 0.2,
  basename: 0.15,
  word: 0.1
};
var strengthOf = (c) => STRENGTH[c];
var seconded = (c, declaration) => c === "path" || c === "identifier" && declaration === "added";
var confidenceOf = (c) => CONFIDENCE[c];
function compound(name) {
  const core = name.replace(/^[_$]+|[_$]+$/g, "");
  return /[a-z][A-Z]/.test(core) || /[A-Z]{2}[a-z]/.test(core) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(core) || /\d/.test(core) && /[A-Za-z]{2}/.test(core);
}

// src/impact/needles.ts
var leading = (path) => path.replace(/^(\.\/)+/, "");
var basePath = (f) => leading(f.previous_path ?? f.path);
var PACKAGE_ROOTS = /^(?:packages|libs?|modules|plugins|crates|apps|extensions|integrations)$/;
var distinctPackage = (name) => name.startsWith("@") || /[-_.]/.test(name) || compound(name);
function packageOf(path, names) {
  if (names) {
    const segs = path.split("/");
    for (let k = segs.length - 1; k > 0; k--) {
      const folder = segs.slice(0, k).join("/");
      const name = names.get(folder);
      if (name !== void 0) return distinctPackage(name) ? { folder, name } : null;
    }
    return null;
  }
  const [root, dir, ...rest] = path.split("/");
  return root && dir && rest.length && PACKAGE_ROOTS.test(root) ? { folder: `${root}/${dir}` } : null;
}
function nameCounts(paths) {
  const out = /* @__PURE__ */ new Map();
  for (const p of paths) out.set(baseName(p), (out.get(baseName(p)) ?? 0) + 1);
  return out;
}
function pathNeedles(files, tree) {
  const all = [...files];
  const shared = nameCounts(tree);
  const inPr = nameCounts(all);
  const paths = /* @__PURE__ */ new Set();
  const basenames = /* @__PURE__ */ new Map();
  for (const p of all) {
    const root = !p.includes("/");
    if (genericName(p) && root) continue;
    paths.add(p);
    const base = baseName(p);
    const several = (shared.get(base) ?? 0) > 1 || (inPr.get(base) ?? 0) > 1;
    if (root || several || genericName(p) || testPath(p)) continue;
    if (base.includes(".") && base.length >= 6) basenames.set(base, p);
  }
  return { paths, basenames };
}
function packageNeedles(kept, names) {
  const packages = /* @__PURE__ */ new Map();
  const scoped = /* @__PURE__ */ new Map();
  const keys = /* @__PURE__ */ new Map();
  for (const f of kept) {
    const path = leading(f.path);
    if (testPath(path) || kindName(path)) continue;
    const pkg = packageOf(path, names);
    const key = pkg && `package:${pkg.folder}`;
    if (!pkg || !key || keys.has(key)) continue;
    keys.set(key, { folder: pkg.folder, file: path });
    if (pkg.name) packages.set(pkg.name, key);
    else scoped.set(baseName(pkg.folder), key);
  }
  return { packages, scoped, keys };
}
function needlesOf(kept, tree = [], packageNames) {
  const names = new Map(diffNames(kept).map((d) => [d.name, d]));
  const files = /* @__PURE__ */ new Map();
  for (const f of kept) {
    files.set(basePath(f), f);
    if (!files.has(leading(f.path))) files.set(leading(f.path), f);
  }
  const { keys, ...pkgs } = packageNeedles(kept, packageNames);
  return {
    needles: { words: new Set(names.keys()), ...pathNeedles(files.keys(), tree), ...pkgs },
    names,
    files,
    packages: keys
  };
}

// src/impact/quotes.ts
var MIN_QUOTE = 20;
var MAX_LINES = 400;
var telling = (line) => line.length >= MIN_QUOTE && /[A-Za-z]{3}/.test(line) && shapeHits(line).length === 0;
var quotable = (path) => !testPath(path) && (!kindName(path) || /^readme(?:\.[\w-]+)?$/i.test(baseName(path)));
function removedLines(files) {
  const out = /* @__PURE__ */ new Map();
  for (const f of files) {
    if (!f.patch || !quotable(f.path)) continue;
    for (const removed of changedHunks(f.patch).flatMap((h) => h.removed)) {
      const line = fold(removed);
      if (!telling(line) || out.has(line)) continue;
      out.set(line, f.path);
      if (out.size >= MAX_LINES) return out;
    }
  }
  return out;
}
function quotesIn(pages, lines) {
  const found = /* @__PURE__ */ new Map();
  const spread = /* @__PURE__ */ new Map();
  if (lines.size === 0) return /* @__PURE__ */ new Map();
  for (const page of pages) {
    const text = fold(page.text);
    const held = [...lines.keys()].filter((line) => text.includes(line));
    for (const line of held) spread.set(line, (spread.get(line) ?? 0) + 1);
    if (held.length) found.set(page.slug, held);
  }
  const out = /* @__PURE__ */ new Map();
  for (const [slug, held] of found) {
    const byFile = /* @__PURE__ */ new Map();
    for (const line of held) {
      const q = { line, file: lines.get(line), pages: spread.get(line) };
      const best = byFile.get(q.file);
      if (!best || q.pages < best.pages) byFile.set(q.file, q);
    }
    out.set(slug, [...byFile.values()]);
  }
  return out;
}

// src/impact/ties.ts
var SPREAD = 3;
var NAMESAKE_SWEEP = 10;
var CHANGE = { added: "adds", removed: "deletes", renamed: "renames" };
var changeOf = (f) => CHANGE[f.status] ?? "changes";
var renamedTo = (f) => f.status === "renamed" && f.previous_path ? { to: [leading(f.path)] } : {};
var tie = (c, t) => ({
  ...t,
  class: c,
  strength: strengthOf(c),
  confidence: confidenceOf(c)
});
var fileTie = (c, f, name, extra = {}) => {
  const out = tie(c, {
    kind: c === "covers" ? "covers" : "mentions",
    name,
    change: changeOf(f),
    file: leading(f.path),
    ...extra
  });
  return f.status === "renamed" && name !== leading(f.path) ? { ...out, ...renamedTo(f) } : out;
};
var DECLARATION = { signature: "signature", hunk: "body", adds: "added" };
function tieOf(hit, b) {
  if (hit.how === "word") {
    const d = b.names.get(hit.key);
    const strong = compound(d.name);
    if (!strong && d.change !== "removes") return null;
    return tie(strong ? "identifier" : "word", {
      kind: "mentions",
      name: d.name,
      identifier: true,
      change: d.change === "removes" ? "removes" : d.change === "adds" ? "adds" : "changes",
      ...d.change !== "removes" ? { declaration: DECLARATION[d.change] } : {},
      ...d.to?.length ? { to: d.to } : {},
      file: d.file
    });
  }
  if (hit.how === "package") {
    const pkg = b.packages.get(hit.key);
    return tie("package", {
      kind: "mentions",
      name: `${pkg.folder}/`,
      named: hit.matched ?? pkg.folder,
      change: "changes",
      file: pkg.file
    });
  }
  const f = b.files.get(hit.key);
  if (!f) return null;
  const c = hit.how === "basename" ? "basename" : hit.key.includes("/") ? "path" : "name";
  return fileTie(c, f, hit.key, hit.matched ? { named: hit.matched } : {});
}
function common(t, pages) {
  const limit = t.declaration === "body" ? 1 : SPREAD;
  if (pages <= limit) return t;
  if (t.strength === "weak") return { ...t, shared: pages };
  return { ...t, strength: "weak", confidence: t.confidence / 4, shared: pages };
}
var byStrength = (a, b) => (a.strength === b.strength ? 0 : a.strength === "strong" ? -1 : 1) || (a.kind === b.kind ? 0 : a.kind === "covers" ? -1 : 1) || b.confidence - a.confidence || compareCodePoints(a.name, b.name);
function leadOf(list) {
  const needs = (t) => seconded(t.class, t.declaration);
  if (list.some((t) => t.strength === "strong" && !needs(t))) return "sure";
  const second = list.some((t) => !needs(t));
  return second && list.some((t) => t.strength === "strong" && needs(t)) ? "seconded" : null;
}
function entryOf(page, list, policy) {
  const lead = leadOf(list);
  const kept = lead === "sure" && policy === "strong" ? list.filter((t) => t.strength === "strong") : list;
  if (kept.length === 0 || !lead && policy === "strong") return null;
  const ties = [...kept].sort(byStrength);
  return {
    slug: page.slug,
    file: page.file,
    title: page.title,
    strength: lead ? "strong" : "weak",
    confidence: Math.max(...ties.map((t) => t.confidence)),
    ties
  };
}
var byLead = (a, b) => b.confidence - a.confidence || compareCodePoints(a.slug, b.slug);
function readPages(pages, scanned) {
  return [...pages].sort((a, b) => compareCodePoints(a.slug, b.slug)).slice(0, scanned).filter((p) => !historical(p)).map((p) => ({ slug: p.slug, text: `${p.title}
${p.body}` }));
}
function embedTies(read, byBase, ignored) {
  const embeds = embedsIn(
    read,
    [...byBase.keys()].filter((p) => !ignored(p))
  );
  const spread = /* @__PURE__ */ new Map();
  for (const list of embeds.values()) for (const p of list) spread.set(p, (spread.get(p) ?? 0) + 1);
  return [...embeds].flatMap(
    ([slug, list]) => list.map((path) => [
      slug,
      common(fileTie("embed", byBase.get(path), path), spread.get(path))
    ])
  );
}
function tiesOf(pages, files, o) {
  const ties = /* @__PURE__ */ new Map();
  const same = (x, t) => x.name === t.name && (x.kind === "covers" || t.kind === "mentions" && x.class === "quote" === (t.class === "quote"));
  const add = (slug, t) => {
    const list = ties.get(slug) ?? [];
    if (!list.some((x) => same(x, t))) list.push(t);
    ties.set(slug, list);
  };
  const byBase = new Map(files.map((f) => [basePath(f), f]));
  const byHead = new Map(files.map((f) => [f.path, f]));
  for (const { slug, path } of pagesCovering(o.index ?? coversIndexOf(pages), byBase.keys()))
    add(slug, fileTie("covers", byBase.get(path), path));
  const ignored = (path) => o.ignored?.(path) ?? false;
  if (o.history && o.wikiPath !== void 0) {
    const coverable = (path) => !ignored(path) && !ignored(byBase.get(path).path);
    const learned = pastTies(o.history, pages, byBase.keys(), { wikiPath: o.wikiPath, coverable });
    for (const { slug, path, ...evidence } of learned)
      add(slug, fileTie("history", byBase.get(path), path, { kind: "covers", ...evidence }));
  }
  const kept = files.filter((f) => !ignored(f.path));
  const named = namesakes(pages, kept);
  for (const [slug, f] of named) {
    const t = fileTie("namesake", f, basePath(f));
    add(slug, named.size > NAMESAKE_SWEEP ? common(t, named.size) : t);
  }
  const built = needlesOf(kept, o.tree, o.packages);
  const scan = scanPages(pages, built.needles, historical);
  const read = readPages(pages, scan.scanned);
  for (const [slug, t] of embedTies(read, byBase, ignored)) add(slug, t);
  const spread = /* @__PURE__ */ new Map();
  for (const hits of scan.hits.values())
    for (const h of hits) spread.set(h.key, (spread.get(h.key) ?? 0) + 1);
  for (const [slug, hits] of scan.hits)
    for (const hit of hits) {
      const t = tieOf(hit, built);
      if (t) add(slug, common(t, spread.get(hit.key)));
    }
  for (const [slug, quotes] of quotesIn(read, removedLines(kept)))
    for (const q of quotes) {
      const f = byHead.get(q.file);
      add(slug, common(fileTie("quote", f, basePath(f), { named: q.line }), q.pages));
    }
  return { ties, scanned: scan.scanned, total: scan.total };
}
function impactOf(pages, files, options = {}) {
  const o = typeof options === "function" ? { ignored: options } : options;
  const policy = o.ties ?? DEFAULT_TIES_POLICY;
  const { ties, scanned, total } = tiesOf(pages, files, o);
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const listed = [...ties].filter(([slug]) => bySlug.has(slug)).map(([slug, list]) => entryOf(bySlug.get(slug), list, policy)).filter((p) => p !== null);
  const strong = listed.filter((p) => p.strength === "strong").sort(byLead);
  const weak = listed.filter((p) => p.strength === "weak").sort(byLead);
  return {
    pages: policy === "all" ? [...strong, ...weak] : strong,
    possibly: policy === "fold" ? weak : [],
    scanned,
    total,
    ...o.history && o.wikiPath !== void 0 ? { history: o.history.length } : {}
  };
}

export {
  ignoredFiles,
  impactOf
};
//# sourceMappingURL=chunk-XVEUHYYS.js.map

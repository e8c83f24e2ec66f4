import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  kindName,
  testPath
} from "./chunk-6IAWMQK4.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/co-change.ts
var CO_CHANGE_DEFAULTS = { minTogether: 2, minShare: 0.2, maxFiles: 40, perPage: 8 };
var NOT_SOURCE = /\.(?:md|mdx|markdown|rst|adoc|txt|png|jpe?g|gif|svg|ico|webp)$/i;
var TOOLING = /(?:^|\/)\.[^/]+\//;
var sourceFile = (path) => !NOT_SOURCE.test(path) && !TOOLING.test(path) && !testPath(path) && !kindName(path);
function coChangeCovers(history, pages, options) {
  const o = { ...CO_CHANGE_DEFAULTS, ...options };
  const slugOf = new Map(pages.map((p) => [`${o.wikiPath}/${p.file}`, p.slug]));
  const fileCommits = /* @__PURE__ */ new Map();
  const pairs = /* @__PURE__ */ new Map();
  for (const { paths } of history) {
    if (paths.length > o.maxFiles) continue;
    const slugs = paths.flatMap((p) => slugOf.get(p) ?? []);
    const sources = paths.filter(
      (p) => o.head.has(p) && sourceFile(p) && (o.coverable?.(p) ?? true)
    );
    for (const s of sources) fileCommits.set(s, (fileCommits.get(s) ?? 0) + 1);
    for (const slug of slugs) {
      const counts = pairs.get(slug) ?? /* @__PURE__ */ new Map();
      for (const s of sources) counts.set(s, (counts.get(s) ?? 0) + 1);
      pairs.set(slug, counts);
    }
  }
  const out = [];
  for (const [slug, counts] of pairs) {
    const kept = [...counts].map(([path, together]) => ({ path, together, commits: fileCommits.get(path) })).filter((c) => c.together >= o.minTogether && c.together >= o.minShare * c.commits).sort(
      (a, b) => b.together / b.commits - a.together / a.commits || b.together - a.together || compareCodePoints(a.path, b.path)
    ).slice(0, o.perPage);
    for (const c of kept) out.push({ slug, ...c, blob: o.head.get(c.path) });
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || b.together - a.together);
}

export {
  coChangeCovers
};
//# sourceMappingURL=chunk-GFCKBA5K.js.map

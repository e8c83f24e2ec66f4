import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  kindName,
  testPath
} from "./chunk-6IAWMQK4.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/co-change.ts
var CO_CHANGE_DEFAULTS = {
  minTogether: 2,
  minShare: 0.2,
  recent: 20,
  maxFiles: 40,
  perPage: 8
};
var NOT_SOURCE = /\.(?:md|mdx|markdown|rst|adoc|txt|png|jpe?g|gif|svg|ico|webp)$/i;
var TOOLING = /(?:^|\/)\.[^/]+\//;
function evidence(path, c, commits, o) {
  if (c.together >= o.minTogether && c.together >= o.minShare * commits)
    return [{ path, together: c.together, commits }];
  const newest = Math.min(commits, o.recent);
  if (c.lately >= o.minTogether && c.lately >= o.minShare * newest)
    return [{ path, together: c.lately, commits: newest, recent: true }];
  return [];
}
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
      for (const s of sources) {
        const c = counts.get(s) ?? { together: 0, lately: 0 };
        c.together++;
        if (fileCommits.get(s) <= o.recent) c.lately++;
        counts.set(s, c);
      }
      pairs.set(slug, counts);
    }
  }
  const out = [];
  for (const [slug, counts] of pairs) {
    const kept = [...counts].flatMap(([path, c]) => evidence(path, c, fileCommits.get(path), o)).sort(
      (a, b) => b.together / b.commits - a.together / a.commits || b.together - a.together || compareCodePoints(a.path, b.path)
    ).slice(0, o.perPage);
    for (const c of kept) out.push({ slug, ...c, blob: o.head.get(c.path) });
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || b.together - a.together);
}

export {
  CO_CHANGE_DEFAULTS,
  coChangeCovers
};
//# sourceMappingURL=chunk-OX4NBEDK.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/pulse/freshness.ts
var DAY = 24 * 60 * 60 * 1e3;
function freshnessWeeks(entries, index, weeks, until) {
  const covered = new Set([...index.values()].flat());
  const stale = /* @__PURE__ */ new Map();
  const ordered = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  let next = 0;
  return weeks.map(({ start }) => {
    const end = Math.min(Date.parse(`${start}T00:00:00Z`) + 7 * DAY, until.getTime() + 1);
    for (; next < ordered.length && ordered[next].at.getTime() < end; next++) {
      const entry = ordered[next];
      for (const slug of entry.checked) stale.delete(slug);
      for (const { slug, path } of entry.staled)
        if (covered.has(slug)) stale.set(slug, (stale.get(slug) ?? /* @__PURE__ */ new Set()).add(path));
    }
    const current = covered.size - stale.size;
    return {
      covered_pages: covered.size,
      current_pages: current,
      share: covered.size ? Math.round(current / covered.size * 1e3) / 1e3 : null,
      stale_covers: [...stale.values()].reduce((n, paths) => n + paths.size, 0)
    };
  });
}
var freshnessCell = (f) => !f || f.share === null ? "" : `${Math.round(f.share * 100)}% \xB7 ${f.stale_covers} stale`;

export {
  freshnessWeeks,
  freshnessCell
};
//# sourceMappingURL=chunk-GP3FSIJB.js.map

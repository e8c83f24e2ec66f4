import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/freshness-text.ts
var percent = (share) => `${Math.round(share * 100)}%`;
function freshnessText(f) {
  if (f.share === null) return "no page covers a repository file yet, so none can be stale";
  const parts = [
    `${f.stale_covers} stale cover${f.stale_covers === 1 ? "" : "s"}`,
    ...f.missing_covers ? [`${f.missing_covers} covering a file gone at HEAD`] : []
  ];
  return `${f.current_pages} of ${f.covered_pages} covered page${f.covered_pages === 1 ? "" : "s"} current (${percent(f.share)}); ${parts.join(", ")}`;
}

export {
  freshnessText
};
//# sourceMappingURL=chunk-LSIFOBXJ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lineOps,
  textLines
} from "./chunk-HAWVUYQF.js";

// src/publish/unified-diff.ts
function unifiedDiff(path, before, after, context = 3) {
  const ops = lineOps(textLines(before ?? ""), textLines(after));
  const changed = ops.map((o, k2) => o.kind !== " " ? k2 : -1).filter((k2) => k2 >= 0);
  if (changed.length === 0) return "";
  const out = [before === null ? "--- /dev/null" : `--- a/${path}`, `+++ b/${path}`];
  let k = 0;
  while (k < changed.length) {
    const start = Math.max(0, changed[k] - context);
    let end = Math.min(ops.length, changed[k] + context + 1);
    while (k + 1 < changed.length && changed[k + 1] - context <= end) {
      k++;
      end = Math.min(ops.length, changed[k] + context + 1);
    }
    k++;
    let aStart = 1;
    let bStart = 1;
    for (let q = 0; q < start; q++) {
      if (ops[q].kind !== "+") aStart++;
      if (ops[q].kind !== "-") bStart++;
    }
    const hunk = ops.slice(start, end);
    const aLen = hunk.filter((o) => o.kind !== "+").length;
    const bLen = hunk.filter((o) => o.kind !== "-").length;
    out.push(
      `@@ -${aLen === 0 ? aStart - 1 : aStart},${aLen} +${bLen === 0 ? bStart - 1 : bStart},${bLen} @@`
    );
    for (const o of hunk) out.push(o.kind + o.line);
  }
  return out.join("\n") + "\n";
}

export {
  unifiedDiff
};
//# sourceMappingURL=chunk-7LO3LBM3.js.map

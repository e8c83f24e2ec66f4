import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/line-diff.ts
function textLines(text) {
  if (text === "") return [];
  const out = text.split("\n");
  if (out[out.length - 1] === "") out.pop();
  return out;
}
function lineOps(a, b) {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i2 = n - 1; i2 >= 0; i2--)
    for (let j2 = m - 1; j2 >= 0; j2--)
      lcs[i2][j2] = a[i2] === b[j2] ? lcs[i2 + 1][j2 + 1] + 1 : Math.max(lcs[i2 + 1][j2], lcs[i2][j2 + 1]);
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: " ", line: a[i] });
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[i + 1][j] >= lcs[i][j + 1])) {
      ops.push({ kind: "-", line: a[i++] });
    } else {
      ops.push({ kind: "+", line: b[j++] });
    }
  }
  return ops;
}
function lineCounts(before, after) {
  const counts = { kept: 0, changed: 0, added: 0, removed: 0 };
  let minus = 0;
  let plus = 0;
  const close = () => {
    const paired = Math.min(minus, plus);
    counts.changed += paired;
    counts.added += plus - paired;
    counts.removed += minus - paired;
    minus = plus = 0;
  };
  for (const op of lineOps(textLines(before ?? ""), textLines(after))) {
    if (op.kind === " ") {
      close();
      counts.kept++;
    } else if (op.kind === "-") minus++;
    else plus++;
  }
  close();
  return counts;
}
function lineCountsText(c) {
  const removed = c.removed ? ` \xB7 ${c.removed} removed` : "";
  return `${c.kept} line${c.kept === 1 ? "" : "s"} kept \xB7 ${c.changed} changed \xB7 ${c.added} added${removed}`;
}

export {
  textLines,
  lineOps,
  lineCounts,
  lineCountsText
};
//# sourceMappingURL=chunk-HAWVUYQF.js.map

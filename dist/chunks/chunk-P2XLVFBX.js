import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/text.ts
var SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
var HIGH_SURROGATE = /[\uD800-\uDBFF]/;
function codePoints(s) {
  if (!HIGH_SURROGATE.test(s)) return s.length;
  return s.length - (s.match(SURROGATE_PAIR)?.length ?? 0);
}
function sliceCodePoints(s, n) {
  let cp = 0;
  let i = 0;
  while (i < s.length && cp < n) {
    const c = s.charCodeAt(i);
    i += c >= 55296 && c <= 56319 && i + 1 < s.length ? 2 : 1;
    cp++;
  }
  return s.slice(0, i);
}
function compareCodePoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i);
    const y = b.codePointAt(i);
    if (x !== y) return x - y;
    if (x > 65535) i++;
  }
  return a.length - b.length;
}
function normalizeText(s) {
  const t = s.charCodeAt(0) === 65279 ? s.slice(1) : s;
  return t.includes("\r") ? t.replace(/\r\n?/g, "\n") : t;
}
function normalizedCodePoints(s) {
  let n = codePoints(s);
  if (s.charCodeAt(0) === 65279) n--;
  if (s.includes("\r")) for (let i = s.indexOf("\r\n"); i !== -1; i = s.indexOf("\r\n", i + 2)) n--;
  return n;
}
var NOT_ONE_LINE = /\s\s|[^\S ]|^\s|\s$/;
function collapseSpace(s) {
  return NOT_ONE_LINE.test(s) ? s.replace(/\s+/g, " ").trim() : s;
}
function cutAtWord(s, max) {
  if (codePoints(s) <= max) return { text: s, cut: false };
  const head = sliceCodePoints(s, Math.max(0, max - 1));
  const atBoundary = /\s/.test(s.charAt(head.length));
  const space = head.lastIndexOf(" ");
  const kept = (atBoundary || space <= 0 ? head : head.slice(0, space)).replace(/[\s,;:]+$/u, "");
  return { text: `${kept}\u2026`, cut: true };
}
var plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;

export {
  codePoints,
  sliceCodePoints,
  compareCodePoints,
  normalizeText,
  normalizedCodePoints,
  collapseSpace,
  cutAtWord,
  plural
};
//# sourceMappingURL=chunk-P2XLVFBX.js.map

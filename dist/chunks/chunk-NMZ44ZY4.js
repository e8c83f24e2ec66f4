import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/security/output.ts
var BREAKS = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/g;
var percent = (c) => {
  const code = c.charCodeAt(0);
  return code < 256 ? `%${code.toString(16).toUpperCase().padStart(2, "0")}` : `%u${code.toString(16).toUpperCase()}`;
};
function safeLine(text) {
  return text.replace(/%(?=[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})/g, "%25").replace(BREAKS, percent).replace(/^(\s*)(:(?=:)|#(?=#\[))/, (_, space, c) => `${space}${percent(c)}`);
}
function safeLines(lines) {
  return lines.map(safeLine).join("\n") + (lines.length ? "\n" : "");
}
function oneLine(text, max = 200) {
  const s = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return s.length > max ? s.slice(0, max - 1) + "\u2026" : s;
}

export {
  safeLine,
  safeLines,
  oneLine
};
//# sourceMappingURL=chunk-NMZ44ZY4.js.map

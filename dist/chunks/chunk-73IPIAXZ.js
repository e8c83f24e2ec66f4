import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/report/escape.ts
var HTML = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "\n": "&#10;",
  "\r": "&#13;"
};
function escapeHtml(s) {
  return s.replace(/[&<>"'\n\r]/g, (c) => HTML[c]);
}
function safeUrl(url) {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export {
  escapeHtml,
  safeUrl
};
//# sourceMappingURL=chunk-73IPIAXZ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/security/fence.ts
var FENCE_TAG = /<(\s*\/?\s*untrusted)/gi;
function neutralise(text) {
  return text.replace(FENCE_TAG, "&lt;$1");
}
function fenceAttr(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\r\n\u2028\u2029]+/g, " ");
}
function listedName(name) {
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name) ? JSON.stringify(name) : name;
}
function untrusted(kind, text, attributes = {}) {
  const attrs = Object.entries(attributes).map(([k, v]) => ` ${k}="${fenceAttr(v)}"`).join("");
  const body = neutralise(text).replace(/\n+$/, "");
  return `<untrusted kind="${fenceAttr(kind)}"${attrs}>
${body}
</untrusted>`;
}

export {
  listedName,
  untrusted
};
//# sourceMappingURL=chunk-4URXVCJZ.js.map

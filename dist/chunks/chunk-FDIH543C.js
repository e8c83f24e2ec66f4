import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/code-refs.ts
import { posix } from "node:path";
var FENCE = /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|$)/gm;
var SPAN = /(?<!`)`([^`\n]+)`(?!`)/g;
function codeSpans(body) {
  if (!body.includes("`")) return [];
  const prose = body.replace(FENCE, "");
  const out = /* @__PURE__ */ new Set();
  for (const m of prose.matchAll(SPAN)) {
    const text = m[1].trim();
    if (text !== "") out.add(text);
  }
  return [...out];
}
var FILE_NAME = /^[\w@+,=~-][\w@+.,=~-]*\.[a-z][a-z0-9]{0,4}$/;
var PATH_CHARS = /^[\w@+.,=~-]+(?:\/[\w@+.,=~-]+)*\/?$/;
var IDENTIFIER = /^[A-Za-z_][\w]*(?:(?:\.|::|#|->)[A-Za-z_][\w]*)*(?:\(\))?$/;
var FLAG = /^--([a-z0-9][a-z0-9-]*[a-z0-9])(?:[= ].*)?$/i;
var ENV = /^\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?$/;
var MIN_NAME = 3;
function pathName(text) {
  return text.replace(/^\.\//, "").replace(/#L\d+(?:-L?\d+)?$/, "").replace(/:\d+(?:[-:]\d+)?$/, "");
}
function classifyRef(written) {
  const text = written.trim();
  const flag = FLAG.exec(text);
  if (flag) return { kind: "flag", written: text, name: flag[1] };
  if (/\s/.test(text) || /^[a-z][\w+.-]*:\/\//i.test(text)) return null;
  const env = ENV.exec(text);
  if (env) return { kind: "env", written: text, name: env[1] };
  const path = pathName(text);
  if (PATH_CHARS.test(path) && !path.startsWith("/") && !path.split("/").includes("..")) {
    if (path.includes("/"))
      return /[A-Za-z]/.test(path) ? { kind: "path", written: text, name: path } : null;
    if (FILE_NAME.test(path)) return { kind: "file", written: text, name: path };
  }
  if (!IDENTIFIER.test(text)) return null;
  const name = text.replace(/\(\)$/, "").split(/\.|::|#|->/).at(-1);
  return name.length >= MIN_NAME ? { kind: "identifier", written: text, name } : null;
}
function codeRefs(body) {
  const out = /* @__PURE__ */ new Map();
  for (const span of codeSpans(body)) {
    const ref = classifyRef(span);
    if (ref && !out.has(`${ref.kind}:${ref.name}`)) out.set(`${ref.kind}:${ref.name}`, ref);
  }
  return [...out.values()];
}
var CODE = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`/g;
var MD_LINK = /\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
function linkedRepoPaths(page, wikiPath) {
  if (!page.body.includes("](")) return [];
  const prose = page.body.includes("`") ? page.body.replace(CODE, "") : page.body;
  const out = /* @__PURE__ */ new Set();
  for (const m of prose.matchAll(MD_LINK)) {
    const written = m[1].replace(/^<|>$/g, "");
    if (/^[a-z][\w+.-]*:|^#/i.test(written)) continue;
    let target = written.replace(/[?#].*$/, "");
    try {
      target = decodeURI(target);
    } catch {
      continue;
    }
    if (target === "" || target.endsWith("/")) continue;
    const path = target.startsWith("/") ? posix.normalize(target.slice(1)) : posix.normalize(posix.join(wikiPath, posix.dirname(page.file), target));
    if (path.startsWith("../") || path === ".." || path.startsWith("/")) continue;
    out.add(path);
  }
  return [...out];
}

export {
  codeRefs,
  linkedRepoPaths
};
//# sourceMappingURL=chunk-FDIH543C.js.map

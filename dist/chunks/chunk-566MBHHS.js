import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/wiki/covers.ts
var BLOB = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var CONTROL = /[\u0000-\u001f\u007f]/;
function coverPathProblem(path) {
  if (path === "") return "the path is empty";
  if (path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path))
    return `"${path}" is absolute; give the path relative to the repository root, e.g. "src/api/tokens.ts"`;
  if (path.includes("\\"))
    return `"${path}" holds a backslash; separate folders with "/", e.g. "src/api/tokens.ts"`;
  if (CONTROL.test(path)) return `"${path}" holds a control character`;
  const segments = path.split("/");
  if (segments.includes("..")) return `"${path}" leaves the repository ("..")`;
  if (segments.some((s) => s === "" || s === "."))
    return `"${path}" has an empty or "." folder; write it as git lists it, e.g. "src/api/tokens.ts"`;
  return null;
}
function coverBlobProblem(blob) {
  return BLOB.test(blob) ? null : `"${blob}" is not a full lowercase blob sha (40 hex digits; \`git rev-parse HEAD:<path>\` prints it)`;
}
var formatCover = (c) => `${c.path}@${c.blob}`;
var byPath = (a, b) => compareCodePoints(a.path, b.path);
function parseEntry(entry, n) {
  if (typeof entry !== "string")
    return {
      problem: `entry ${n} is not a "path@blobsha" string (found ${entry === null ? "nothing" : Array.isArray(entry) ? "a list" : typeof entry})`
    };
  const at = entry.lastIndexOf("@");
  if (at < 0)
    return {
      problem: `entry ${n} "${entry}" has no "@blobsha"; write "${entry}@<sha>" with the sha \`git rev-parse HEAD:${entry}\` prints`
    };
  const cover = { path: entry.slice(0, at), blob: entry.slice(at + 1) };
  const problem = coverPathProblem(cover.path) ?? coverBlobProblem(cover.blob);
  return problem ? { problem: `entry ${n}: ${problem}` } : { cover };
}
function parseCovers(value) {
  if (value === void 0 || value === null) return { covers: [], problems: [] };
  if (typeof value !== "string" && !Array.isArray(value))
    return { covers: [], problems: ['it is not a list of "path@blobsha" strings'] };
  const entries = Array.isArray(value) ? value : [value];
  const covers = /* @__PURE__ */ new Map();
  const problems = [];
  entries.forEach((entry, i) => {
    const parsed = parseEntry(entry, i + 1);
    if ("problem" in parsed) return problems.push(parsed.problem);
    if (covers.has(parsed.cover.path))
      return problems.push(`entry ${i + 1}: "${parsed.cover.path}" is listed twice`);
    covers.set(parsed.cover.path, parsed.cover);
  });
  return { covers: [...covers.values()].sort(byPath), problems };
}
function normalizeCovers(entries) {
  const byKey = /* @__PURE__ */ new Map();
  for (const { path, blob } of entries) {
    const problem = coverPathProblem(path) ?? coverBlobProblem(blob);
    if (problem) throw new Error(`covers: ${problem}`);
    byKey.set(path, { path, blob });
  }
  return [...byKey.values()].sort(byPath);
}

export {
  coverPathProblem,
  formatCover,
  parseCovers,
  normalizeCovers
};
//# sourceMappingURL=chunk-566MBHHS.js.map

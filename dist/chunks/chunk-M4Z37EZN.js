import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";
import {
  looksBinary
} from "./chunk-BZVW5XM7.js";

// src/git/source.ts
var MAX_SOURCE_BYTES = 1e6;
var gitBytes = (repoDir, args) => gitBuffer(repoDir, args).catch(() => null);
function gitSourceReader(repoDir, rev) {
  return async (path) => {
    const spec = `${rev}:${path}`;
    const type = await gitBytes(repoDir, ["cat-file", "-t", spec]);
    if (type === null || type.toString().trim() !== "blob") return { kind: "missing" };
    const size = Number((await gitBytes(repoDir, ["cat-file", "-s", spec]))?.toString().trim());
    if (size > MAX_SOURCE_BYTES) return { kind: "too-large", bytes: size };
    const bytes = await gitBytes(repoDir, ["cat-file", "blob", spec]);
    if (bytes === null) return { kind: "missing" };
    if (looksBinary(bytes)) return { kind: "binary" };
    return { kind: "text", text: bytes.toString("utf8") };
  };
}
function gitBlobAt(repoDir, rev) {
  return async (path) => {
    const spec = `${rev}:${path}`;
    const type = await gitBytes(repoDir, ["cat-file", "-t", spec]);
    if (type === null || type.toString().trim() !== "blob") return null;
    const sha = await gitBytes(repoDir, ["rev-parse", "--verify", "--quiet", spec]);
    return sha === null ? null : sha.toString().trim();
  };
}

export {
  MAX_SOURCE_BYTES,
  gitSourceReader,
  gitBlobAt
};
//# sourceMappingURL=chunk-M4Z37EZN.js.map

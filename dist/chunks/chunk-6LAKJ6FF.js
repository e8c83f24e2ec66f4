import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";

// src/github/content.ts
function decodeContent(file) {
  if (file.content === void 0) return null;
  if (file.encoding === "base64") return Buffer.from(file.content, "base64");
  if (file.encoding === "none") return null;
  return Buffer.from(file.content, "utf8");
}
async function readFileAt(github, repo, path, ref) {
  const data = await unlessMissing(
    async () => (await github.rest.repos.getContent({ ...repo, path, ref })).data,
    null
  );
  if (data === null) return { kind: "missing" };
  const file = data;
  if (Array.isArray(data) || file.type !== "file") return { kind: "missing" };
  const bytes = decodeContent(file);
  return bytes === null ? { kind: "too-large", size: file.size ?? 0 } : { kind: "file", bytes };
}

export {
  decodeContent,
  readFileAt
};
//# sourceMappingURL=chunk-6LAKJ6FF.js.map

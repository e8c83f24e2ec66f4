import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  secretPathMatcher
} from "./chunk-AQUOXTEK.js";
import {
  GeneratedFiles
} from "./chunk-VLJZUI6L.js";
import {
  normalizePath
} from "./chunk-LV3HPON7.js";
import {
  coverPathProblem
} from "./chunk-VN722EMA.js";

// src/prefilter/coverable.ts
function coverablePath(config, generated = new GeneratedFiles(config.ignorePaths)) {
  const secret = secretPathMatcher(config.secretPaths);
  const wiki = `${config.wikiPath}/`;
  return (raw) => {
    const path = normalizePath(raw);
    return coverPathProblem(path) === null && !path.startsWith(wiki) && generated.byPath(path) === null && !secret(path);
  };
}

export {
  coverablePath
};
//# sourceMappingURL=chunk-V2BZU5QS.js.map

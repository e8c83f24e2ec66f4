import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverPathProblem
} from "./chunk-566MBHHS.js";
import {
  secretPathMatcher
} from "./chunk-DHVRHUOL.js";
import {
  GeneratedFiles
} from "./chunk-VQK26BKB.js";
import {
  normalizePath
} from "./chunk-J3MHHG2O.js";

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
//# sourceMappingURL=chunk-B6XFU4U5.js.map

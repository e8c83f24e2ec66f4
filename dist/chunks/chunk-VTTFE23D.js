import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coverPathProblem
} from "./chunk-BFDEGBXM.js";
import {
  secretPathMatcher
} from "./chunk-3VMC4SGA.js";
import {
  GeneratedFiles
} from "./chunk-YFMNJPTT.js";
import {
  normalizePath
} from "./chunk-ABNB5M2K.js";

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
//# sourceMappingURL=chunk-VTTFE23D.js.map

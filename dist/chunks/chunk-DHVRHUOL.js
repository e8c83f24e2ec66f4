import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  Minimatch
} from "./chunk-OT2HBKJ4.js";

// src/tools/source.ts
function secretPathMatcher(patterns) {
  const globs = patterns.map((p) => new Minimatch(p, { dot: true, nocase: true }));
  return (path) => globs.some((g) => g.match(path));
}

export {
  secretPathMatcher
};
//# sourceMappingURL=chunk-DHVRHUOL.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parsePage
} from "./chunk-X5JVCXS7.js";

// src/wiki/parse-cache.ts
var PageParseCache = class {
  parsed = /* @__PURE__ */ new Map();
  /** Pages parsed, and pages served from the cache (for tests and the bench). */
  counts = { parsed: 0, reused: 0 };
  /** A parser for one tree listing: `shaOf(path)` names the blob a wiki path holds. */
  parserFor(shaOf) {
    return (path, text) => {
      const sha = shaOf(path);
      const key = sha === void 0 ? void 0 : `${sha}\0${path}`;
      const known = key === void 0 ? void 0 : this.parsed.get(key);
      if (known) {
        this.counts.reused++;
        return known;
      }
      const result = parsePage(path, text);
      this.counts.parsed++;
      if (key !== void 0) this.parsed.set(key, result);
      return result;
    };
  }
};

export {
  PageParseCache
};
//# sourceMappingURL=chunk-PGTMD4BR.js.map

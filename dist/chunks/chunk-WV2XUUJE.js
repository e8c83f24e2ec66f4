import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/lint/renames.ts
var RENAME_HOPS = 5;
var RENAME_LOOKUPS = 50;
async function findRenames(missing, exists, history, lookups = RENAME_LOOKUPS) {
  const renames = /* @__PURE__ */ new Map();
  const deleted = /* @__PURE__ */ new Map();
  const paths = [...new Set(missing)];
  for (const path of paths.slice(0, lookups)) {
    let at = path;
    for (let hop = 0; hop < RENAME_HOPS; hop++) {
      const commit = await history.removedBy(at);
      if (!commit) break;
      const to = await history.renamedTo(commit, at);
      if (!to) {
        deleted.set(path, commit);
        break;
      }
      if (exists(to)) {
        renames.set(path, { to, commit });
        break;
      }
      at = to;
    }
  }
  return { renames, deleted, unread: Math.max(0, paths.length - lookups) };
}

export {
  findRenames
};
//# sourceMappingURL=chunk-WV2XUUJE.js.map

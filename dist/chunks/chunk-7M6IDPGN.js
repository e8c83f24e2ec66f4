import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/security/withhold.ts
var WITHHELD_PATCH = "[diff withheld by policy (secret-paths): this file holds secrets]";
function withholdSecretPatches(merge, isSecretPath) {
  if (!merge.files.some((f) => f.patch !== void 0 && isSecretPath(f.path))) return merge;
  return {
    ...merge,
    files: merge.files.map(
      (f) => f.patch !== void 0 && isSecretPath(f.path) ? { ...f, patch: WITHHELD_PATCH } : f
    )
  };
}

export {
  withholdSecretPatches
};
//# sourceMappingURL=chunk-7M6IDPGN.js.map

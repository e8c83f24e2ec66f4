import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/ledger/run-id.ts
var runIdOf = (env) => `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`;

export {
  runIdOf
};
//# sourceMappingURL=chunk-O66EVBOQ.js.map

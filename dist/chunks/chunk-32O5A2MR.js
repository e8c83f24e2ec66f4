import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/security/secret-paths.ts
var DEFAULT_SECRET_PATHS = [
  ".env",
  ".env.*",
  "**/.env",
  "**/.env.*",
  "**/*.pem",
  "**/*.key",
  "**/id_rsa*",
  "**/.npmrc",
  "**/.pypirc",
  "**/credentials*",
  "**/*.p12",
  "**/*.keystore"
];

export {
  DEFAULT_SECRET_PATHS
};
//# sourceMappingURL=chunk-32O5A2MR.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/config/errors.ts
var ConfigError = class extends Error {
  name = "ConfigError";
};
function fail(name, message) {
  throw new ConfigError(`Input "${name}": ${message}`);
}

export {
  ConfigError,
  fail
};
//# sourceMappingURL=chunk-6MHYMJ5H.js.map

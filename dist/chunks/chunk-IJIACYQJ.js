import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/types.ts
var DEFAULT_CAPS = { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12e3 };
function capsOf(config) {
  const { descriptionChars, headingsPerPage, pageCharCap } = config;
  return { descriptionChars, headingsPerPage, pageCharCap };
}

export {
  DEFAULT_CAPS,
  capsOf
};
//# sourceMappingURL=chunk-IJIACYQJ.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/github/missing.ts
async function unlessMissing(call, absent) {
  try {
    return await call();
  } catch (e) {
    if (e.status === 404) return absent;
    throw e;
  }
}

export {
  unlessMissing
};
//# sourceMappingURL=chunk-HXD2XRL6.js.map

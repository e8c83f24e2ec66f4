import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/blob-id.ts
import { createHash } from "node:crypto";
function blobId(bytes, hexLength = 40) {
  return createHash(hexLength === 64 ? "sha256" : "sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

export {
  blobId
};
//# sourceMappingURL=chunk-HWDMF6LP.js.map

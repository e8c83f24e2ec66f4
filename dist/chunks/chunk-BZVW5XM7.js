import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/tools/source-reader.ts
var SOURCE_CHAR_CAP = 2e4;
var SOURCE_RUN_CHARS = 2e5;
function looksBinary(bytes) {
  return bytes.subarray(0, 8192).includes(0);
}
var readText = (reader) => async (path) => {
  const file = await reader(path);
  return file.kind === "text" ? file.text : null;
};

export {
  SOURCE_CHAR_CAP,
  SOURCE_RUN_CHARS,
  looksBinary,
  readText
};
//# sourceMappingURL=chunk-BZVW5XM7.js.map

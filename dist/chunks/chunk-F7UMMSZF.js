import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/utf8.ts
var strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var lenient = new TextDecoder("utf-8", { ignoreBOM: true });
function decodeUtf8(bytes) {
  try {
    return strict.decode(bytes);
  } catch {
    return null;
  }
}
var decodeForReading = (bytes) => lenient.decode(bytes);
var notUtf8 = (path) => `${path}: not UTF-8: convert it, or add it to ignore (move it out of the wiki folder, or start its name with ".", which the wiki skips)`;
var NotUtf8Error = class extends Error {
  name = "NotUtf8Error";
};
function keepsBytes(before, after) {
  if (after.length < before.length) return false;
  let head = 0;
  while (head < before.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail])
    tail++;
  return head + tail === before.length;
}

export {
  decodeUtf8,
  decodeForReading,
  notUtf8,
  NotUtf8Error,
  keepsBytes
};
//# sourceMappingURL=chunk-F7UMMSZF.js.map

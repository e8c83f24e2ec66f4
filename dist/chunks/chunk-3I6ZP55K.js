import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/trailer.ts
var SOURCE_TRAILER = "Wiki-Ingest-Source";
var TRAILER_LINE = new RegExp(`(?:^|\\n)[ \\t]*${SOURCE_TRAILER}:[ \\t]*\\S+`, "i");
var sourceTrailer = (sha) => `${SOURCE_TRAILER}: ${sha}`;
var hasSourceTrailer = (message) => TRAILER_LINE.test(message);

export {
  SOURCE_TRAILER,
  sourceTrailer,
  hasSourceTrailer
};
//# sourceMappingURL=chunk-3I6ZP55K.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/trailer.ts
var SOURCE_TRAILER = "Wiki-Ingest-Source";
var TRAILER_LINE = new RegExp(`(?:^|\\n)[ \\t]*${SOURCE_TRAILER}:[ \\t]*\\S+`, "i");
var sourceTrailer = (sha) => `${SOURCE_TRAILER}: ${sha}`;
var hasSourceTrailer = (message) => TRAILER_LINE.test(message);
var ARCHIVE_TRAILER = "Wiki-Ingest-Archive";
var ARCHIVE_LINE = new RegExp(`(?:^|\\n)[ \\t]*${ARCHIVE_TRAILER}:[ \\t]*\\S+`, "i");
var archiveTrailer = (answerUrl) => `${ARCHIVE_TRAILER}: ${answerUrl.replace(/\s+/g, "")}`;
var hasArchiveTrailer = (message) => ARCHIVE_LINE.test(message);

export {
  SOURCE_TRAILER,
  sourceTrailer,
  hasSourceTrailer,
  ARCHIVE_TRAILER,
  archiveTrailer,
  hasArchiveTrailer
};
//# sourceMappingURL=chunk-OUTC5JET.js.map

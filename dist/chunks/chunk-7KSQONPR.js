import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  _enum,
  _maxLength,
  _nonnegative,
  array,
  boolean,
  int,
  literal,
  nullable,
  number,
  object,
  string
} from "./chunk-6LV7K3ZW.js";

// src/answer-marker.ts
var TELEMETRY_PREFIX = "<!-- wiki-ingest-telemetry ";
var ANSWER_MARKER_LINE = /^<!-- wiki-ingest-answer:(\d+) -->/;
var count = () => int().check(_nonnegative());
var slugs = (max) => array(string().check(_maxLength(300))).check(_maxLength(max));
var answerTelemetrySchema = object({
  v: literal(1),
  model: string().check(_maxLength(200)),
  status: _enum(["answered", "stopped"]),
  pages_read: slugs(50),
  read_page: boolean(),
  latency_ms: object({ first_token: nullable(count()), full: count() }),
  tokens: object({ input: count(), cache_write: count(), cache_read: count(), output: count() }),
  cost_usd: nullable(number().check(_nonnegative())),
  citations: slugs(200)
});
function telemetryLine(t) {
  const json = JSON.stringify(t).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
  return `${TELEMETRY_PREFIX}${json} -->`;
}
function readTelemetry(body) {
  for (const line of body.split("\n", 4)) {
    if (!line.startsWith(TELEMETRY_PREFIX) || !line.endsWith(" -->")) continue;
    try {
      const parsed = answerTelemetrySchema.safeParse(
        JSON.parse(line.slice(TELEMETRY_PREFIX.length, -" -->".length))
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

export {
  ANSWER_MARKER_LINE,
  telemetryLine,
  readTelemetry
};
//# sourceMappingURL=chunk-7KSQONPR.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  scrubCredentialHeaders
} from "./chunk-FO5BEBK5.js";

// src/llm/errors.ts
var clip = (s, n = 200) => s.length > n ? `${s.slice(0, n - 1)}\u2026` : s;
var retried = (status) => status === 408 || status === 409 || status === 429 || status >= 500;
function describeError(e, maxRetries = 0) {
  return scrubCredentialHeaders(described(e, maxRetries));
}
function described(e, maxRetries) {
  const err = e;
  const after = maxRetries > 0 ? ` after ${maxRetries} ${maxRetries === 1 ? "retry" : "retries"}` : "";
  const detail = (m) => clip((m ?? "").replace(/\.$/, ""), 120);
  if (err.name === "ProviderAuthError" || err.name === "ProviderPlaceError")
    return err.message ?? "authentication failed";
  if (typeof err.status === "number") {
    const type = err.error?.error?.type;
    const inner = err.error?.error?.message;
    const msg = typeof inner === "string" ? inner : err.message;
    return `HTTP ${err.status}${type ? ` ${type}` : ""}${retried(err.status) ? after : ""}${msg ? `: ${detail(msg)}` : ""}`;
  }
  if (err.name === "APIConnectionTimeoutError") return `the request timed out${after}`;
  if (err.name === "APIConnectionError")
    return `the API could not be reached${after}: ${detail(err.message ?? "connection error")}`;
  return clip(`${err.name ?? "Error"}: ${detail(err.message ?? String(e))}`);
}

export {
  describeError
};
//# sourceMappingURL=chunk-QUIMCS4T.js.map

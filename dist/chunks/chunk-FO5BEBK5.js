import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/security/secrets.ts
var MASK = "***";
var MIN_SECRET_CHARS = 6;
function base64Forms(bytes) {
  const forms = [];
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const encoded = padded.toString("base64");
    const start = shift === 0 ? 0 : 4;
    const end = Math.floor(padded.length / 3) * 4;
    const form = encoded.slice(start, end);
    if (form.length >= 8) forms.push(form, form.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms;
}
function secretForms(value) {
  const forms = /* @__PURE__ */ new Set([
    value,
    encodeURIComponent(value),
    JSON.stringify(value).slice(1, -1),
    ...base64Forms(Buffer.from(value, "utf8"))
  ]);
  return [...forms].filter((f) => f.length >= MIN_SECRET_CHARS);
}
var SecretRegistry = class {
  /**
   * `onNew` hears each new value as it is registered (the action's edge masks it in the runner's
   * log there): a credential the process obtains later (a refreshed cloud token) is registered
   * once and masked everywhere from then on.
   */
  constructor(onNew) {
    this.onNew = onNew;
  }
  onNew;
  /** Every form of every value, longest first so a longer form is replaced before its parts. */
  forms = [];
  /** Values registered so far (trimmed), so `onNew` hears each once. */
  values = /* @__PURE__ */ new Set();
  /**
   * Adds a secret (ignored when empty or shorter than MIN_SECRET_CHARS after trimming). A
   * multi-line value registers each of its lines as well: a log may show one line of a key file.
   */
  register(value) {
    const trimmed = value?.trim() ?? "";
    if (trimmed.length < MIN_SECRET_CHARS || this.values.has(trimmed)) return;
    this.values.add(trimmed);
    this.onNew?.(trimmed);
    const values = [trimmed, ...trimmed.split(/\r?\n/).map((line) => line.trim())];
    const all = new Set(this.forms);
    for (const v of values)
      if (v.length >= MIN_SECRET_CHARS) for (const f of secretForms(v)) all.add(f);
    this.forms = [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  }
  /** Every form of every registered value, longest first (what the prompt redactor looks for). */
  knownForms() {
    return this.forms;
  }
  /** True when `text` holds a registered value in any of its forms. */
  leaks(text) {
    return this.forms.some((f) => text.includes(f));
  }
  /** `text` with every registered value, in any of its forms, replaced by `***`. */
  scrub(text) {
    let out = text;
    for (const f of this.forms) if (out.includes(f)) out = out.split(f).join(MASK);
    return out;
  }
  /**
   * A JSON-like value (outputs, a report) with every string in it scrubbed, keys included;
   * other values are returned as they are.
   */
  scrubDeep(value) {
    if (typeof value === "string") return this.scrub(value);
    if (Array.isArray(value)) return value.map((v) => this.scrubDeep(v));
    if (value !== null && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [this.scrub(k), this.scrubDeep(v)])
      );
    return value;
  }
};
var CREDENTIAL_HEADER = /((?:proxy-)?authorization|x-api-key|x-goog-api-key|x-amz-security-token)(["']?\s*[:=]\s*["']?)[^\r\n"'&}\]]+/gi;
var BEARER = /\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=-]{8,}/gi;
function scrubCredentialHeaders(text) {
  return text.replace(CREDENTIAL_HEADER, (_, name, sep) => `${name}${sep}${MASK}`).replace(BEARER, (_, scheme, space) => `${scheme}${space}${MASK}`);
}

export {
  MIN_SECRET_CHARS,
  SecretRegistry,
  scrubCredentialHeaders
};
//# sourceMappingURL=chunk-FO5BEBK5.js.map

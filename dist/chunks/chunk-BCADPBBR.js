import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  redactionMarker,
  scanForSecrets,
  shortRule
} from "./chunk-7ZYO75DC.js";

// src/security/redact.ts
var REGISTERED = "registered-secret";
var MIN_SPLIT_CHARS = 16;
function alnumView(text) {
  let chars = "";
  const at = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const alnum = c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122;
    if (alnum) {
      chars += text[i];
      at.push(i);
    }
  }
  return { chars, at };
}
function registeredSpans(text, forms) {
  const spans = [];
  for (const form of forms)
    for (let i = text.indexOf(form); i >= 0; i = text.indexOf(form, i + form.length))
      spans.push([i, i + form.length, REGISTERED]);
  let view;
  for (const form of forms) {
    const core = form.replace(/[^A-Za-z0-9]/g, "");
    if (core.length < MIN_SPLIT_CHARS) continue;
    view ??= alnumView(text);
    for (let i = view.chars.indexOf(core); i >= 0; i = view.chars.indexOf(core, i + core.length))
      spans.push([view.at[i], view.at[i + core.length - 1] + 1, REGISTERED]);
  }
  return spans;
}
function joined(spans) {
  const out = [];
  for (const s of [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    const last = out[out.length - 1];
    if (last && s[0] < last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([...s]);
  }
  return out;
}
var NAMED_BY_RULES = /(?:^|\/)(?:package(?:-lock)?\.json|\.npmrc)$/i;
var BETWEEN = "\n\n";
var Redactor = class {
  constructor(secrets) {
    this.secrets = secrets;
  }
  secrets;
  counts = /* @__PURE__ */ new Map();
  /**
   * `text` with every secret replaced by its marker. `name` (a file path) is shown to scanner
   * rules that look at file names (`.npmrc`).
   */
  async redact(text, name = "prompt.txt") {
    if (text === "") return text;
    const base = name.slice(name.lastIndexOf("/") + 1) || "prompt.txt";
    const scanned = (await scanForSecrets(text, base)).map((h) => [
      h.range[0],
      h.range[1],
      shortRule(h.rule)
    ]);
    return this.replaced(text, scanned);
  }
  /**
   * Every text redacted as `redact` does, the scanner run once over all of them (a merge's 1,500
   * patches are one scan, not 1,500: each scan has a fixed cost far above its text's), except the
   * files whose name a rule reads, each scanned under its own.
   */
  async redactEach(items) {
    const out = items.map((i) => i.text);
    const together = [];
    for (const [k, item] of items.entries()) {
      if (item.text === "") continue;
      if (item.name !== void 0 && NAMED_BY_RULES.test(item.name))
        out[k] = await this.redact(item.text, item.name);
      else together.push(k);
    }
    if (together.length === 0) return out;
    const joined2 = together.map((k) => items[k].text).join(BETWEEN);
    const hits = await scanForSecrets(joined2, "changes.diff");
    let at = 0;
    for (const k of together) {
      const text = items[k].text;
      const end = at + text.length;
      const scanned = hits.filter((h) => h.range[0] < end && h.range[1] > at).map((h) => [
        Math.max(h.range[0], at) - at,
        Math.min(h.range[1], end) - at,
        shortRule(h.rule)
      ]);
      out[k] = this.replaced(text, scanned);
      at = end + BETWEEN.length;
    }
    return out;
  }
  /** `text` with the registered secrets and the `scanned` spans replaced by their markers. */
  replaced(text, scanned) {
    const registered = registeredSpans(text, this.secrets?.knownForms() ?? []);
    const spans = joined([...registered, ...scanned]);
    if (spans.length === 0) return text;
    let out = "";
    let from = 0;
    for (const [start, end, rule] of spans) {
      out += text.slice(from, start) + redactionMarker(rule);
      from = end;
      this.counts.set(rule, (this.counts.get(rule) ?? 0) + 1);
    }
    return out + text.slice(from);
  }
  /** What this redactor has replaced so far. */
  get redactions() {
    const rules = Object.fromEntries([...this.counts].sort(([a], [b]) => a < b ? -1 : 1));
    return { total: Object.values(rules).reduce((a, b) => a + b, 0), rules };
  }
};
async function redactMerge(merge, redactor) {
  const r = (text) => redactor.redact(text);
  const patched = merge.files.filter((f) => f.patch !== void 0);
  const patches = await redactor.redactEach(patched.map((f) => ({ text: f.patch, name: f.path })));
  const redacted = new Map(patched.map((f, k) => [f, patches[k]]));
  const files = merge.files.map(
    (f) => redacted.has(f) ? { ...f, patch: redacted.get(f) } : f
  );
  return {
    ...merge,
    title: await r(merge.title),
    ...merge.body !== void 0 ? { body: await r(merge.body) } : {},
    ...merge.commits ? { commits: await redactor.redactEach(merge.commits.map((text) => ({ text }))) } : {},
    files
  };
}

export {
  REGISTERED,
  Redactor,
  redactMerge
};
//# sourceMappingURL=chunk-BCADPBBR.js.map

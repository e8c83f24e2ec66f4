// What goes into a prompt is redacted before it leaves the runner: every registered secret (the
// API key, the GitHub token, any value given to setSecret) in each of its forms — raw, URL-, JSON-
// and base64-encoded, and split over lines or pieces of a string ("sk-ant-" + "…") — and
// everything the secret scanner finds (the page scanner's own rules: secretlint's preset and the
// known token shapes) becomes `[redacted: <rule>]`. A merge committing a key in a source file then
// shows the model the marker, never the key. One Redactor serves a whole run and counts what it
// replaced, so the report can say so.
import type { FileChange, MergeInfo, Redactions } from '../types.js';
import { redactionMarker, scanForSecrets, shortRule } from './secret-scan.js';
import type { SecretRegistry } from './secrets.js';

/** The rule name a registered secret is redacted under. */
export const REGISTERED = 'registered-secret';

export { redactionMarker, shortRule } from './secret-scan.js';

export type { Redactions } from '../types.js';

/**
 * A registered value split over lines or string pieces is found in the text's letters and digits
 * alone; below this many of them a match could be chance.
 */
const MIN_SPLIT_CHARS = 16;

type Span = [start: number, end: number, rule: string];

/** The text's letters and digits, and where each one sits in the text. */
function alnumView(text: string): { chars: string; at: number[] } {
  let chars = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (alnum) {
      chars += text[i];
      at.push(i);
    }
  }
  return { chars, at };
}

/** Where the registered values sit in `text`, whole or split by anything but letters and digits. */
function registeredSpans(text: string, forms: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (const form of forms)
    for (let i = text.indexOf(form); i >= 0; i = text.indexOf(form, i + form.length))
      spans.push([i, i + form.length, REGISTERED]);
  let view: ReturnType<typeof alnumView> | undefined;
  for (const form of forms) {
    const core = form.replace(/[^A-Za-z0-9]/g, '');
    if (core.length < MIN_SPLIT_CHARS) continue;
    view ??= alnumView(text);
    for (let i = view.chars.indexOf(core); i >= 0; i = view.chars.indexOf(core, i + core.length))
      spans.push([view.at[i]!, view.at[i + core.length - 1]! + 1, REGISTERED]);
  }
  return spans;
}

/** Overlapping spans joined (the first one's rule kept), in text order. */
function joined(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    const last = out[out.length - 1];
    if (last && s[0] < last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([...s]);
  }
  return out;
}

export class Redactor {
  private readonly counts = new Map<string, number>();

  constructor(private readonly secrets?: SecretRegistry) {}

  /**
   * `text` with every secret replaced by its marker. `name` (a file path) is shown to scanner
   * rules that look at file names (`.npmrc`).
   */
  async redact(text: string, name = 'prompt.txt'): Promise<string> {
    if (text === '') return text;
    const registered = registeredSpans(text, this.secrets?.knownForms() ?? []);
    const base = name.slice(name.lastIndexOf('/') + 1) || 'prompt.txt';
    const scanned = (await scanForSecrets(text, base)).map((h): Span => [
      h.range[0],
      h.range[1],
      shortRule(h.rule),
    ]);
    const spans = joined([...registered, ...scanned]);
    if (spans.length === 0) return text;
    let out = '';
    let from = 0;
    for (const [start, end, rule] of spans) {
      out += text.slice(from, start) + redactionMarker(rule);
      from = end;
      this.counts.set(rule, (this.counts.get(rule) ?? 0) + 1);
    }
    return out + text.slice(from);
  }

  /** What this redactor has replaced so far. */
  get redactions(): Redactions {
    const rules = Object.fromEntries([...this.counts].sort(([a], [b]) => (a < b ? -1 : 1)));
    return { total: Object.values(rules).reduce((a, b) => a + b, 0), rules };
  }
}

/**
 * The merge as a prompt may show it: title, description, every commit message and every patch
 * redacted (paths and counts are left as they are: Tier 1 and read_source go by them).
 */
export async function redactMerge(merge: MergeInfo, redactor: Redactor): Promise<MergeInfo> {
  const r = (text: string, name?: string) => redactor.redact(text, name);
  const files = await Promise.all(
    merge.files.map(async (f): Promise<FileChange> =>
      f.patch === undefined ? f : { ...f, patch: await r(f.patch, f.path) },
    ),
  );
  return {
    ...merge,
    title: await r(merge.title),
    ...(merge.body !== undefined ? { body: await r(merge.body) } : {}),
    ...(merge.commits ? { commits: await Promise.all(merge.commits.map((c) => r(c))) } : {}),
    files,
  };
}

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

/**
 * Files whose name a scanner rule reads (the npm rule: package.json, package-lock.json, .npmrc):
 * each is scanned on its own, under its name; every other text of a batch is scanned in one pass.
 */
const NAMED_BY_RULES = /(?:^|\/)(?:package(?:-lock)?\.json|\.npmrc)$/i;

/** What separates two texts scanned in one pass; a match across it is clipped to each text. */
const BETWEEN = '\n\n';

/** One text of a batch, and the file name the scanner's rules are shown for it. */
export interface Named {
  text: string;
  name?: string;
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
    const base = name.slice(name.lastIndexOf('/') + 1) || 'prompt.txt';
    const scanned = (await scanForSecrets(text, base)).map((h): Span => [
      h.range[0],
      h.range[1],
      shortRule(h.rule),
    ]);
    return this.replaced(text, scanned);
  }

  /**
   * Every text redacted as `redact` does, the scanner run once over all of them (a merge's 1,500
   * patches are one scan, not 1,500: each scan has a fixed cost far above its text's), except the
   * files whose name a rule reads, each scanned under its own.
   */
  async redactEach(items: readonly Named[]): Promise<string[]> {
    const out = items.map((i) => i.text);
    const together: number[] = [];
    for (const [k, item] of items.entries()) {
      if (item.text === '') continue;
      if (item.name !== undefined && NAMED_BY_RULES.test(item.name))
        out[k] = await this.redact(item.text, item.name);
      else together.push(k);
    }
    if (together.length === 0) return out;
    const joined = together.map((k) => items[k]!.text).join(BETWEEN);
    const hits = await scanForSecrets(joined, 'changes.diff');
    let at = 0;
    for (const k of together) {
      const text = items[k]!.text;
      const end = at + text.length;
      const scanned = hits
        .filter((h) => h.range[0] < end && h.range[1] > at)
        .map((h): Span => [
          Math.max(h.range[0], at) - at,
          Math.min(h.range[1], end) - at,
          shortRule(h.rule),
        ]);
      out[k] = this.replaced(text, scanned);
      at = end + BETWEEN.length;
    }
    return out;
  }

  /** `text` with the registered secrets and the `scanned` spans replaced by their markers. */
  private replaced(text: string, scanned: readonly Span[]): string {
    const registered = registeredSpans(text, this.secrets?.knownForms() ?? []);
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
  const r = (text: string) => redactor.redact(text);
  // Every patch in one scan: the scan's cost grows with the merge's text, not its file count.
  const patched = merge.files.filter((f) => f.patch !== undefined);
  const patches = await redactor.redactEach(patched.map((f) => ({ text: f.patch!, name: f.path })));
  const redacted = new Map(patched.map((f, k) => [f, patches[k]!]));
  const files = merge.files.map((f): FileChange =>
    redacted.has(f) ? { ...f, patch: redacted.get(f)! } : f,
  );
  return {
    ...merge,
    title: await r(merge.title),
    ...(merge.body !== undefined ? { body: await r(merge.body) } : {}),
    ...(merge.commits
      ? { commits: await redactor.redactEach(merge.commits.map((text) => ({ text }))) }
      : {}),
    files,
  };
}

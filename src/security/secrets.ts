// Known secret values (the Anthropic key, the GitHub token, anything passed to setSecret) and
// the scrubber that removes them from every text that leaves the process: summary, outputs,
// annotations, log.md, commit messages, error messages. `::add-mask::` protects only the
// runner's log; a 401 body echoing the key would otherwise reach the job summary intact.

/** What a scrubbed value becomes (the runner's own mask). */
export const MASK = '***';

/**
 * Shorter values are not registered: scrubbing every `abc` in a summary would garble it, and a
 * real key or token is far longer. (The runner masks any length; it only hides its own log.)
 */
export const MIN_SECRET_CHARS = 6;

/**
 * The base64 text that encodes `bytes` wherever they sit in a longer encoded payload (a basic-auth
 * header `x-access-token:<token>`, a JSON blob): base64 groups 3 bytes, so there are three
 * alignments. For each, the characters that depend on the value's bytes alone.
 */
function base64Forms(bytes: Buffer): string[] {
  const forms: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const encoded = padded.toString('base64');
    // Skip the group that mixes the padding bytes in; keep only whole groups of the value's.
    const start = shift === 0 ? 0 : 4;
    const end = Math.floor(padded.length / 3) * 4;
    const form = encoded.slice(start, end);
    if (form.length >= 8) forms.push(form, form.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/** The value as it may appear in a text: itself, URL-, JSON- and base64-encoded. */
export function secretForms(value: string): string[] {
  const forms = new Set<string>([
    value,
    encodeURIComponent(value),
    JSON.stringify(value).slice(1, -1),
    ...base64Forms(Buffer.from(value, 'utf8')),
  ]);
  return [...forms].filter((f) => f.length >= MIN_SECRET_CHARS);
}

/**
 * A registry of secret values and the scrubber over them. Register every secret as soon as it is
 * read (next to `core.setSecret`), then pass every outgoing text through `scrub`.
 */
export class SecretRegistry {
  /** Every form of every value, longest first so a longer form is replaced before its parts. */
  private forms: string[] = [];
  /** Values registered so far (trimmed), so `onNew` hears each once. */
  private readonly values = new Set<string>();

  /**
   * `onNew` hears each new value as it is registered (the action's edge masks it in the runner's
   * log there): a credential the process obtains later (a refreshed cloud token) is registered
   * once and masked everywhere from then on.
   */
  constructor(private readonly onNew?: (value: string) => void) {}

  /**
   * Adds a secret (ignored when empty or shorter than MIN_SECRET_CHARS after trimming). A
   * multi-line value registers each of its lines as well: a log may show one line of a key file.
   */
  register(value: string | undefined | null): void {
    const trimmed = value?.trim() ?? '';
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
  knownForms(): readonly string[] {
    return this.forms;
  }

  /** True when `text` holds a registered value in any of its forms. */
  leaks(text: string): boolean {
    return this.forms.some((f) => text.includes(f));
  }

  /** `text` with every registered value, in any of its forms, replaced by `***`. */
  scrub(text: string): string {
    let out = text;
    for (const f of this.forms) if (out.includes(f)) out = out.split(f).join(MASK);
    return out;
  }

  /**
   * A JSON-like value (outputs, a report) with every string in it scrubbed, keys included;
   * other values are returned as they are.
   */
  scrubDeep<T>(value: T): T {
    if (typeof value === 'string') return this.scrub(value) as T;
    if (Array.isArray(value)) return value.map((v: unknown) => this.scrubDeep(v)) as T;
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [this.scrub(k), this.scrubDeep(v)]),
      ) as T;
    return value;
  }
}

/**
 * A credential header's value, whatever its shape: `Authorization: Bearer …`, JSON's
 * `"authorization":"Basic …"`, `x-api-key=…`, a presigned `X-Amz-Security-Token=…`, a bare
 * `Bearer …` — the name (any case, quoted or not), a `:` or `=`, then the value (a scheme and
 * its token, a SigV4 credential and signature) up to the end of its quote, line or parameter.
 */
const CREDENTIAL_HEADER =
  /((?:proxy-)?authorization|x-api-key|x-goog-api-key|x-amz-security-token)(["']?\s*[:=]\s*["']?)[^\r\n"'&}\]]+/gi;
/** A bearer or basic credential anywhere, also outside a header (`token_type Bearer ya29.…`). */
const BEARER = /\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=-]{8,}/gi;

/**
 * `text` (an upstream error, a provider's answer) with every credential header's value replaced
 * by `***`, known to the registry or not: a 401 that echoes the request's headers names no
 * credential. For text on its way out (logs, summaries, outputs, replies), not for wiki pages,
 * which may document a header by its name.
 */
export function scrubCredentialHeaders(text: string): string {
  return text
    .replace(CREDENTIAL_HEADER, (_, name: string, sep: string) => `${name}${sep}${MASK}`)
    .replace(BEARER, (_, scheme: string, space: string) => `${scheme}${space}${MASK}`);
}

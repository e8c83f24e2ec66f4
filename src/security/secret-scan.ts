// Secret scanning of what the agent publishes (page writes, the finish summary, the log entry)
// and of what goes into a prompt (src/security/redact.ts replaces what it finds): one set of rules.
//
// Why secretlint (@secretlint/core + @secretlint/secretlint-rule-preset-recommend, 12.x): it is
// maintained (monthly releases), MIT, pure JavaScript with no native or WASM part and no network,
// ships ESM, and its recommended preset is tuned for few false positives on prose (AWS, GCP,
// GitHub, GitLab, Slack, npm, OpenAI, Anthropic, private keys, basic auth in URLs, database
// connection strings, …) where gitleaks or trufflehog would be a Go binary to download. 13.x
// needs Node 22, and the tests run on Node 20, so 12.x is pinned. The preset's comment filter is
// left out: with it a page holding `<!-- secretlint-disable -->` would switch the scan off.
//
// Both packages load on the first scan (`await import()`), so only a run that reaches Tier 3 and
// writes something pays for them (esbuild puts them in a chunk of their own).
//
// secretlint's profiler is switched off on load: it marks every rule's start and end on
// perf_hooks and its observer, on each mark, searches every mark it kept since the process began —
// a cost that grows with the square of the texts scanned (a 1,500-file merge spent ~100 s there
// before its first model call). Nothing here reads its measures.

/** One secret found in a text. The matched value itself is never carried. */
export interface SecretHit {
  /** The rule that matched, e.g. `@secretlint/secretlint-rule-github` or `wiki-ingest/anthropic-key`. */
  rule: string;
  /** What was found, with the value masked: "found GitHub Token(…): ****". */
  message: string;
  /** [start, end) of the match in the text, in UTF-16 code units. */
  range: [number, number];
}

const FILTER_COMMENTS = '@secretlint/secretlint-rule-filter-comments';

/**
 * Anthropic keys in every prefix we know (api, admin, OAuth): the preset matches only the full
 * 108-character `sk-ant-api0N-…AA` form. Ours catches shorter or newer ones too.
 */
const ANTHROPIC_KEY = /(?<![A-Za-z0-9_-])sk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_-]{20,}/g;

/**
 * Token shapes the preset misses or matches only in one exact length: GitHub tokens of any length
 * from 20 characters, AWS key ids (the preset skips `…EXAMPLE` ones), private key blocks the
 * preset cannot parse (with their body, or as much of it as follows), OpenAI, Stripe and Google
 * API keys. Each is specific enough (a fixed prefix and a long random run) to be rare in prose.
 */
export const TOKEN_SHAPES: readonly { rule: string; what: string; pattern: RegExp }[] = [
  { rule: 'wiki-ingest/anthropic-key', what: 'Anthropic API key', pattern: ANTHROPIC_KEY },
  {
    rule: 'wiki-ingest/github-token',
    what: 'GitHub token',
    pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g,
  },
  {
    rule: 'wiki-ingest/aws-access-key-id',
    what: 'AWS access key id',
    pattern: /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Z0-9])/g,
  },
  {
    rule: 'wiki-ingest/private-key',
    what: 'private key',
    pattern:
      /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,8000}?-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s"',+-]{0,8000})/g,
  },
  {
    rule: 'wiki-ingest/openai-key',
    what: 'OpenAI API key',
    pattern: /(?<![A-Za-z0-9_-])sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}/g,
  },
  {
    rule: 'wiki-ingest/stripe-key',
    what: 'Stripe key',
    pattern: /(?<![A-Za-z0-9_])[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
  },
  {
    rule: 'wiki-ingest/google-api-key',
    what: 'Google API key',
    pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g,
  },
];

type LintSource = (typeof import('@secretlint/core'))['lintSource'];
type LintConfig = Parameters<LintSource>[0]['options']['config'];

let loaded: Promise<{ lintSource: LintSource; config: LintConfig }> | undefined;

function load() {
  loaded ??= (async () => {
    const [{ lintSource }, { rules }, { secretLintProfiler }] = await Promise.all([
      import('@secretlint/core'),
      import('@secretlint/secretlint-rule-preset-recommend'),
      import('@secretlint/profiler'),
    ]);
    secretLintProfiler.mark = () => {};
    const config: LintConfig = {
      rules: rules
        .filter((rule) => rule.meta.id !== FILTER_COMMENTS)
        .map((rule) => ({
          id: rule.meta.id,
          rule,
          // The AWS rule finds access key ids (AKIA…) only when asked.
          options:
            rule.meta.id === '@secretlint/secretlint-rule-aws' ? { enableIDScanRule: true } : {},
        })),
    };
    return { lintSource, config };
  })();
  return loaded;
}

/** What a redacted string becomes. */
export const redactionMarker = (rule: string): string => `[redacted: ${rule}]`;

/** `@secretlint/secretlint-rule-github` → `github`, `wiki-ingest/private-key` → `private-key`. */
export const shortRule = (rule: string): string =>
  rule.replace(/^@secretlint\/secretlint-rule-/, '').replace(/^wiki-ingest\//, '');

/**
 * `text` with every token shape replaced by its marker: the last line of defence on what leaves
 * the process (summary, outputs, log lines), cheap enough for the Tier 1 skip path, which loads
 * no scanner — a token-shaped merge title never shows there.
 */
export function redactShapes(text: string): string {
  const hits = shapeHits(text).sort((a, b) => b.range[0] - a.range[0]);
  let out = text;
  for (const h of hits)
    out = out.slice(0, h.range[0]) + redactionMarker(shortRule(h.rule)) + out.slice(h.range[1]);
  return out;
}

/** The token shapes found in `text`, the first shape winning where two overlap. */
export function shapeHits(text: string): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const { rule, what, pattern } of TOKEN_SHAPES)
    for (const match of text.matchAll(pattern)) {
      const range: [number, number] = [match.index, match.index + match[0].length];
      if (!hits.some((h) => overlaps(h.range, range)))
        hits.push({ rule, message: `found ${what}: ${'*'.repeat(match[0].length)}`, range });
    }
  return hits;
}

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

/**
 * A file name as secretlint may be shown it: its profiler marks `…::start||<name>` and
 * `…::end||<name>` and pairs them by a pattern that stops at a line break and reads `::end` or
 * `||` anywhere in the name, so a merged file named `a\nb.md` (or `x::end||y`) made it measure a
 * mark that was never set and crash the process outside any promise. Rules read only plain names
 * (`.npmrc`, `id_rsa`), so every other character becomes `_`.
 */
export const scannerFileName = (name: string): string =>
  name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200) || 'text';

/**
 * Every secret the scanner finds in `text`, in text order. `name` (a page file, `log.md`) is
 * shown to rules that look at the file name (e.g. `.npmrc`); it is never read from disk.
 */
export async function scanForSecrets(text: string, file = 'text.md'): Promise<SecretHit[]> {
  const { lintSource, config } = await load();
  const name = scannerFileName(file);
  const dot = name.lastIndexOf('.');
  const result = await lintSource({
    source: {
      content: text,
      filePath: name,
      ext: dot >= 0 ? name.slice(dot) : '',
      contentType: 'text',
    },
    options: { config, maskSecrets: true, noPhysicFilePath: true },
  });
  const hits: SecretHit[] = result.messages.map((m) => ({
    rule: m.ruleId,
    message: m.message,
    range: [m.range[0], m.range[1]],
  }));
  hits.push(...shapeHits(text).filter((s) => !hits.some((h) => overlaps(h.range, s.range))));
  return hits.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
}

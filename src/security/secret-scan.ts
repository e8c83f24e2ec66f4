// Secret scanning of what the agent publishes: page writes, the finish summary, the log entry.
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

type LintSource = (typeof import('@secretlint/core'))['lintSource'];
type LintConfig = Parameters<LintSource>[0]['options']['config'];

let loaded: Promise<{ lintSource: LintSource; config: LintConfig }> | undefined;

function load() {
  loaded ??= (async () => {
    const [{ lintSource }, { rules }] = await Promise.all([
      import('@secretlint/core'),
      import('@secretlint/secretlint-rule-preset-recommend'),
    ]);
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

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

/**
 * Every secret the scanner finds in `text`, in text order. `name` (a page file, `log.md`) is
 * shown to rules that look at the file name (e.g. `.npmrc`); it is never read from disk.
 */
export async function scanForSecrets(text: string, name = 'text.md'): Promise<SecretHit[]> {
  const { lintSource, config } = await load();
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
  for (const match of text.matchAll(ANTHROPIC_KEY)) {
    const range: [number, number] = [match.index, match.index + match[0].length];
    if (!hits.some((h) => overlaps(h.range, range)))
      hits.push({
        rule: 'wiki-ingest/anthropic-key',
        message: `found Anthropic API key: ${'*'.repeat(match[0].length)}`,
        range,
      });
  }
  return hits.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
}

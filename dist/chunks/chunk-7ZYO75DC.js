import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/security/secret-scan.ts
var FILTER_COMMENTS = "@secretlint/secretlint-rule-filter-comments";
var ANTHROPIC_KEY = /(?<![A-Za-z0-9_-])sk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_-]{20,}/g;
var TOKEN_SHAPES = [
  { rule: "wiki-ingest/anthropic-key", what: "Anthropic API key", pattern: ANTHROPIC_KEY },
  {
    rule: "wiki-ingest/github-token",
    what: "GitHub token",
    pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g
  },
  {
    rule: "wiki-ingest/aws-access-key-id",
    what: "AWS access key id",
    pattern: /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Z0-9])/g
  },
  {
    rule: "wiki-ingest/private-key",
    what: "private key",
    pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,8000}?-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s"',+-]{0,8000})/g
  },
  {
    rule: "wiki-ingest/openai-key",
    what: "OpenAI API key",
    pattern: /(?<![A-Za-z0-9_-])sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}/g
  },
  {
    rule: "wiki-ingest/stripe-key",
    what: "Stripe key",
    pattern: /(?<![A-Za-z0-9_])[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g
  },
  {
    rule: "wiki-ingest/google-api-key",
    what: "Google API key",
    pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g
  }
];
var loaded;
function load() {
  loaded ??= (async () => {
    const [{ lintSource }, { rules }, { secretLintProfiler }] = await Promise.all([
      import("./module-5O6F7YRX.js"),
      import("./module-BWTXIEVS.js"),
      import("./node-QKXG6FLV.js")
    ]);
    secretLintProfiler.mark = () => {
    };
    const config = {
      rules: rules.filter((rule) => rule.meta.id !== FILTER_COMMENTS).map((rule) => ({
        id: rule.meta.id,
        rule,
        // The AWS rule finds access key ids (AKIA…) only when asked.
        options: rule.meta.id === "@secretlint/secretlint-rule-aws" ? { enableIDScanRule: true } : {}
      }))
    };
    return { lintSource, config };
  })();
  return loaded;
}
var redactionMarker = (rule) => `[redacted: ${rule}]`;
var shortRule = (rule) => rule.replace(/^@secretlint\/secretlint-rule-/, "").replace(/^wiki-ingest\//, "");
function redactShapes(text) {
  const hits = shapeHits(text).sort((a, b) => b.range[0] - a.range[0]);
  let out = text;
  for (const h of hits)
    out = out.slice(0, h.range[0]) + redactionMarker(shortRule(h.rule)) + out.slice(h.range[1]);
  return out;
}
function shapeHits(text) {
  const hits = [];
  for (const { rule, what, pattern } of TOKEN_SHAPES)
    for (const match of text.matchAll(pattern)) {
      const range = [match.index, match.index + match[0].length];
      if (!hits.some((h) => overlaps(h.range, range)))
        hits.push({ rule, message: `found ${what}: ${"*".repeat(match[0].length)}`, range });
    }
  return hits;
}
var overlaps = (a, b) => a[0] < b[1] && b[0] < a[1];
var scannerFileName = (name) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 200) || "text";
async function scanForSecrets(text, file = "text.md") {
  const { lintSource, config } = await load();
  const name = scannerFileName(file);
  const dot = name.lastIndexOf(".");
  const result = await lintSource({
    source: {
      content: text,
      filePath: name,
      ext: dot >= 0 ? name.slice(dot) : "",
      contentType: "text"
    },
    options: { config, maskSecrets: true, noPhysicFilePath: true }
  });
  const hits = result.messages.map((m) => ({
    rule: m.ruleId,
    message: m.message,
    range: [m.range[0], m.range[1]]
  }));
  hits.push(...shapeHits(text).filter((s) => !hits.some((h) => overlaps(h.range, s.range))));
  return hits.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
}

export {
  redactionMarker,
  shortRule,
  redactShapes,
  shapeHits,
  scanForSecrets
};
//# sourceMappingURL=chunk-7ZYO75DC.js.map

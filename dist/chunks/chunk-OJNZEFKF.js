import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ConfigError,
  fail
} from "./chunk-6MHYMJ5H.js";
import {
  windowsDeviceSegment
} from "./chunk-6IFOK4RH.js";

// src/config/kinds.ts
var NONE = "none";
var TRUE = ["true", "True", "TRUE"];
var FALSE = ["false", "False", "FALSE"];
var splitList = (raw) => raw.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "");
var splitLines = (raw) => raw.split(/\r?\n/).map((s) => s.trim()).filter((s) => s !== "");
function splitGlobs(raw) {
  const out = [];
  let depth = 0;
  let current = "";
  for (const ch of raw) {
    if (ch === "{") depth++;
    if (ch === "}") depth = Math.max(0, depth - 1);
    if (ch === "\n" || ch === "," && depth === 0) {
      out.push(current);
      current = "";
      depth = 0;
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== "");
}
function validateGlob(name, glob) {
  const g = glob.replace(/^\.\//, "");
  if (g.startsWith("/"))
    fail(name, `"${glob}" is absolute; globs are relative to the repository root, e.g. "docs/**".`);
  if (g.split("/").includes("..")) fail(name, `"${glob}" leaves the repository; remove the "..".`);
  let depth = 0;
  for (const ch of g) {
    if (ch === "{") depth++;
    if (ch === "}" && --depth < 0) break;
  }
  if (depth !== 0) fail(name, `"${glob}" has unbalanced braces; write e.g. "**/*.{yml,yaml}".`);
  if (unclosedClass(g))
    fail(
      name,
      `"${glob}" opens a character class "[" that never closes; close it (e.g. "**/[Aa]pi/**") or escape a literal bracket as "\\[".`
    );
  return g;
}
function unclosedClass(glob) {
  for (let i = 0; i < glob.length; i++) {
    if (glob[i] === "\\") i++;
    else if (glob[i] === "[") {
      let j = i + 1;
      if (glob[j] === "!" || glob[j] === "^") j++;
      if (glob[j] === "]") j++;
      while (j < glob.length && glob[j] !== "]") j += glob[j] === "\\" ? 2 : 1;
      if (j >= glob.length) return true;
      i = j;
    }
  }
  return false;
}
var isNone = (text, spec) => spec.none !== false && text.trim().toLowerCase() === NONE;
function wholeNumber(text, spec) {
  const s = text.trim();
  if (s === "") return null;
  const { min, max } = spec.range;
  if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max)
    fail(spec.name, `"${s}" is not a whole number from ${min} to ${max}.`);
  return Number(s);
}
var DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
function realNumber(text, spec) {
  const s = text.trim();
  if (s === "") return null;
  const n = DECIMAL.test(s) ? Number(s) : NaN;
  const { min, max, minExclusive } = spec.range;
  const low = minExclusive ? n <= min : n < min;
  if (!Number.isFinite(n) || low || n > max)
    fail(
      spec.name,
      minExclusive ? `"${s}" is not a number more than ${min} and at most ${max} (e.g. 1.00).` : `"${s}" is not a number from ${min} to ${max}.`
    );
  return n;
}
function trueOrFalse(text, spec) {
  const s = text.trim();
  if (TRUE.includes(s)) return true;
  if (FALSE.includes(s)) return false;
  return fail(spec.name, `"${s}" is not true or false.`);
}
function oneOf(text, spec) {
  const s = text.trim();
  const values = spec.values;
  if (!values.includes(s)) fail(spec.name, `"${s}" is not one of: ${values.join(", ")}.`);
  return s;
}
var KIND_PARSERS = {
  string: (text) => text.trim(),
  secret: (text) => text.trim(),
  json: (text) => text.trim(),
  list: (text, spec) => isNone(text, spec) ? [] : splitList(text),
  globs: (text, spec) => isNone(text, spec) ? [] : splitGlobs(text).map((g) => validateGlob(spec.name, g)),
  int: wholeNumber,
  number: realNumber,
  boolean: trueOrFalse,
  enum: oneOf
};

// src/config/checks.ts
var AUTHOR_ASSOCIATIONS = [
  "OWNER",
  "MEMBER",
  "COLLABORATOR",
  "CONTRIBUTOR",
  "FIRST_TIME_CONTRIBUTOR",
  "FIRST_TIMER",
  "MANNEQUIN",
  "NONE"
];
var PRICING_SHAPE = 'expected {"model": {"input", "output", "cache_write_5m"?, "cache_write_1h"?, "cache_read"?, "long_prompt"?: {"threshold_tokens", "input", "output", \u2026}}} in USD per million tokens';
var lowerCased = (items) => items.map((t) => t.toLowerCase());
function wikiPathProblem(wikiPath) {
  if (wikiPath === "" || wikiPath === ".") return "is the repository root";
  if (wikiPath.startsWith("/") || /^[a-zA-Z]:/.test(wikiPath)) return "is absolute";
  if (wikiPath.includes("\\")) return 'holds a backslash (use "/")';
  if (/[\u0000-\u001f\u007f*?[\]{}!]/.test(wikiPath))
    return "holds a control character or glob character (* ? [ ] { } !)";
  const segments = wikiPath.split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".."))
    return 'holds an empty, "." or ".." segment';
  const first = segments[0].toLowerCase();
  if (first === ".git") return "is inside .git";
  if (first === ".github") return "is inside .github, where workflows live";
  return null;
}
function wikiFolder(text) {
  const wikiPath = text.replace(/^\.\//, "").replace(/\/+$/, "");
  const problem = wikiPathProblem(wikiPath);
  if (problem)
    fail(
      "wiki-path",
      `"${wikiPath}" ${problem}; use a folder inside the repository, e.g. "wiki" or "docs/wiki".`
    );
  return wikiPath;
}
function agentsMdPath(text) {
  const path = text.replace(/^\.\//, "");
  if (path === "") return "";
  const problem = wikiPathProblem(path) ?? (/\.md$/i.test(path) ? null : "is not a .md file");
  if (problem)
    fail(
      "agents-md",
      `"${path}" ${problem}; name a Markdown file relative to the repository root, e.g. "AGENTS.md" or "CLAUDE.md", or leave it empty.`
    );
  return path;
}
function mapFileName(text) {
  const name = text.replace(/^\.\//, "");
  if (!/^[^/\\\0-\x1f]+\.md$/i.test(name) || name.startsWith("."))
    fail(
      "map-file",
      `"${name}" is not a Markdown file name at the root of the wiki folder; use e.g. "index.md" or "wiki-map.md" (no folder, ending in .md).`
    );
  if (/^(log|schema)\.md$/i.test(name))
    fail("map-file", `"${name}" is written by people or by the log; use e.g. "wiki-map.md".`);
  if (windowsDeviceSegment(name) !== null)
    fail(
      "map-file",
      `"${name}" is a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with any extension and in any case), which a Windows checkout cannot hold; use e.g. "index.md" or "wiki-map.md".`
    );
  return name;
}
function branchNameProblem(name) {
  if (name === "") return "is empty";
  if (name.startsWith("-") || name.startsWith("/") || name.endsWith("/") || name.endsWith("."))
    return 'starts with "-" or "/", or ends with "/" or "."';
  const invalid = (
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    /[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|(^|\/)\./
  );
  if (invalid.test(name) || name === "@")
    return 'is not a valid branch name (no spaces, ~ ^ : ? * [ \\, "..", "@{", "//", ".lock" or a segment starting with ".")';
  return null;
}
function prBranch(name) {
  const problem = branchNameProblem(name);
  if (problem) fail("pr-branch", `"${name}" ${problem}; use e.g. "wiki-ingest/updates".`);
  return name;
}
function assertPrBranchDiffers(config, publishedTo) {
  if (config.publishMode !== "pull-request") return;
  const strip = (b) => b.replace(/^refs\/heads\//, "");
  if (strip(config.prBranch) === strip(publishedTo))
    fail(
      "pr-branch",
      `"${config.prBranch}" is the branch wiki changes are published to; the rolling pull request needs a branch of its own, e.g. "wiki-ingest/updates".`
    );
}
function pageTypes(items) {
  const types = lowerCased(items);
  for (const t of types)
    if (!/^[a-z][a-z0-9_-]*$/.test(t))
      fail("page-types", `"${t}" is not a valid type name (letters, digits, - and _).`);
  return types;
}
function pageSections(text) {
  const out = {};
  for (const line of splitLines(text)) {
    const m = /^([a-z0-9_-]+)\s*:\s*(.*)$/i.exec(line);
    if (!m) fail("page-sections", `"${line}" is not "type: Section, Section".`);
    out[m[1].toLowerCase()] = splitList(m[2]);
  }
  return out;
}
function pricingObject(text) {
  if (text === "") return {};
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    fail("pricing", 'is not valid JSON; expected {"model": {"input": 1, "output": 5}}.');
  }
  if (json === null || typeof json !== "object" || Array.isArray(json))
    fail("pricing", `${PRICING_SHAPE} (not an object).`);
  return json;
}
function askCommand(word) {
  if (/\s/.test(word)) fail("ask-command", `"${word}" holds a space; use one word, e.g. /wiki.`);
  return word;
}
function authorAssociations(items) {
  const associations = items.map((a) => a.toUpperCase());
  for (const a of associations)
    if (!AUTHOR_ASSOCIATIONS.includes(a))
      fail(
        "ask-allowed-associations",
        `"${a}" is not an author association; use any of ${AUTHOR_ASSOCIATIONS.join(", ")}.`
      );
  return associations;
}
var cloudRegion = (name) => (text) => {
  if (text !== "" && !/^[a-z][a-z0-9-]{1,30}$/.test(text))
    fail(name, `"${text}" is no region name; use e.g. "us-east-1", "global" or "europe-west1".`);
  return text;
};
function gcpProjectId(text) {
  if (text !== "" && !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(text))
    fail(
      "gcp-project-id",
      `"${text}" is no Google Cloud project id (6\u201330 lowercase letters, digits and dashes, starting with a letter).`
    );
  return text;
}
function languageTag(text) {
  if (text === "") return text;
  try {
    const [tag] = Intl.getCanonicalLocales(text);
    if (tag) return tag;
  } catch {
  }
  return fail("language", `"${text}" is no BCP 47 language tag; use e.g. "es", "pt-BR" or "ja".`);
}
function languageName(tag) {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
var languageSentence = (lead, tag, rest = "") => `${lead} in ${languageName(tag)} (${tag})${rest}`;

// src/types.ts
var PUBLISH_MODES = {
  commit: "action",
  "pull-request": "action",
  "dry-run": "action",
  // `wiki-ingest run` without --dry-run: the files land uncommitted in the local checkout.
  "working-tree": "cli"
};
var ACTION_PUBLISH_MODES = Object.keys(PUBLISH_MODES).filter((m) => PUBLISH_MODES[m] === "action");

// src/security/secret-paths.ts
var DEFAULT_SECRET_PATHS = [
  ".env",
  ".env.*",
  "**/.env",
  "**/.env.*",
  "**/*.pem",
  "**/*.key",
  "**/id_rsa*",
  "**/.npmrc",
  "**/.pypirc",
  "**/credentials*",
  "**/*.p12",
  "**/*.keystore"
];

// src/config/inputs.ts
var SOURCE = "{go,py,rb,js,mjs,cjs,jsx,ts,mts,tsx,java,kt,scala,cs,php,rs,ex}";
var DEFAULT_RICH_PATHS = [
  "**/models.py",
  "**/models/**",
  "**/api.py",
  `**/api/*.${SOURCE}`,
  `**/{api,apis}/**/v[0-9]*/*.${SOURCE}`,
  "**/services.py",
  `**/services/*.${SOURCE}`,
  "**/handlers/**",
  "**/routes/**",
  "**/controllers/**",
  "**/endpoints/**",
  "**/tasks.py",
  "**/schemas.py",
  "**/admin.py",
  "**/migrations/**",
  "**/*.proto",
  "**/{openapi,swagger}.{json,yaml,yml}",
  "**/*.{openapi,swagger}.{json,yaml,yml}",
  "**/*.{graphql,graphqls,gql}",
  "**/schema.prisma",
  "functions/api/**",
  "functions/_lib/**"
];
var DEFAULT_IGNORE_PATHS = [
  "**/package-lock.json",
  "**/yarn.lock",
  "**/pnpm-lock.yaml",
  "**/go.sum",
  "**/Cargo.lock",
  "**/poetry.lock",
  "**/uv.lock",
  "**/Gemfile.lock",
  "**/composer.lock",
  "**/*.min.js",
  "**/*.min.mjs",
  "**/*.min.cjs",
  "**/*.min.css",
  "**/*.map",
  "**/*.snap",
  "**/__snapshots__/**"
];
var INPUT_TABLE = [
  {
    name: "github-token",
    key: "githubToken",
    default: "${{ github.token }}",
    kind: "secret",
    uses: ["action"],
    description: "Token used to read the merge and publish wiki changes (contents: write; pull-requests: read lists the files of a merged pull request and, optionally, titles a push by its PR; pull-requests: write for publish-mode pull-request)."
  },
  {
    name: "anthropic-api-key",
    key: "anthropicApiKey",
    default: "",
    kind: "secret",
    uses: ["tier2", "tier3", "ask", "deep"],
    description: "Anthropic API key for Tiers 2 and 3 (provider anthropic); falls back to the ANTHROPIC_API_KEY environment variable. Never needed for a Tier 1 skip, nor on bedrock or vertex."
  },
  {
    name: "provider",
    key: "provider",
    default: "anthropic",
    kind: "enum",
    values: ["anthropic", "bedrock", "vertex"],
    uses: ["tier2", "tier3", "ask", "deep"],
    description: "Where Claude runs: anthropic (the Anthropic API, anthropic-api-key), bedrock (Amazon Bedrock, AWS credentials from the standard chain, e.g. aws-actions/configure-aws-credentials) or vertex (Google Vertex AI, application default credentials, e.g. google-github-actions/auth). The default model ids map to the provider's ids; any other id is passed through."
  },
  {
    name: "aws-region",
    key: "awsRegion",
    default: "",
    kind: "string",
    uses: ["tier2", "tier3", "ask", "deep"],
    check: cloudRegion("aws-region"),
    description: "AWS region of Amazon Bedrock (provider bedrock); empty means the AWS_REGION environment variable (set by aws-actions/configure-aws-credentials)."
  },
  {
    name: "gcp-project-id",
    key: "gcpProjectId",
    default: "",
    kind: "string",
    uses: ["tier2", "tier3", "ask", "deep"],
    check: gcpProjectId,
    description: "Google Cloud project that runs Claude on Vertex AI (provider vertex); empty means the GOOGLE_CLOUD_PROJECT environment variable (set by google-github-actions/auth)."
  },
  {
    name: "gcp-region",
    key: "gcpRegion",
    default: "global",
    kind: "string",
    uses: ["tier2", "tier3", "ask", "deep"],
    check: cloudRegion("gcp-region"),
    description: "Vertex AI location of the Claude models (provider vertex), e.g. global, us-east5 or europe-west1."
  },
  {
    name: "wiki-path",
    key: "wikiPath",
    default: "wiki",
    kind: "string",
    uses: ["tier1", "tier3", "map", "ask"],
    check: wikiFolder,
    description: 'Folder of the Markdown wiki, relative to the repository root: a plain folder inside the repository, not "." nor .git or .github (or under them), no "..", no backslash.'
  },
  {
    name: "mode",
    key: "mode",
    default: "ingest",
    kind: "enum",
    values: ["ingest", "lint", "impact"],
    uses: ["pipeline"],
    description: "ingest decides merges and updates the wiki; lint (for a schedule) checks the wiki for free, writes the findings and the pulse to the job summary and keeps one issue listing them (needs issues: write); impact (on pull_request) lists, for free, the pages an open pull request will make stale in the job summary and one sticky comment (needs pull-requests: write; docs/impact.md)."
  },
  {
    name: "lint-fix",
    key: "lintFix",
    default: "false",
    kind: "boolean",
    uses: ["action"],
    description: "mode: lint \u2014 also repair the wiki: the free fixes of wiki-ingest lint --fix (covers moved for renamed files, dropped for deleted ones, the generated map, related from [[links]]) and one Tier 3 run over the stale pages within max-cost-usd, proposed on the rolling pull request (pr-branch; needs contents: write and pull-requests: write), never committed directly."
  },
  {
    name: "impact-check",
    key: "impactCheck",
    default: "false",
    kind: "boolean",
    uses: ["action"],
    description: 'mode: impact \u2014 also a check run "wiki impact" with an annotation on each changed file that ties a page (needs checks: write).'
  },
  {
    name: "impact-reviewers",
    key: "impactReviewers",
    default: "none",
    kind: "enum",
    values: ["none", "codeowners"],
    uses: ["action"],
    description: "mode: impact \u2014 codeowners: request as reviewers the CODEOWNERS owners of the impacted pages' covered files (at most 3, never the author, only those not already requested; needs pull-requests: write)."
  },
  {
    name: "impact-max-pages",
    key: "impactMaxPages",
    default: "25",
    kind: "int",
    range: { min: 1, max: 500 },
    uses: ["action"],
    description: 'mode: impact \u2014 pages listed in the comment before "+N more" (the job summary lists them all). Range: 1\u2013500.'
  },
  {
    name: "impact-preview",
    key: "impactPreview",
    default: "false",
    kind: "boolean",
    uses: ["action"],
    description: "mode: impact \u2014 also preview, in the sticky comment, the wiki diff Tiers 2\u20133 would make after the merge: a dry run on the pull request's head within max-cost-usd and max-daily-cost-usd, only on pull_request (never pull_request_target), never for a fork, a draft or an author without write access, and only when a page is impacted. Needs anthropic-api-key; its spend is recorded in the ledger (contents: write; docs/impact.md)."
  },
  {
    name: "skip-commit-types",
    key: "skipCommitTypes",
    default: "chore,style,test,ci,perf,docs,build",
    kind: "list",
    uses: ["tier1"],
    check: lowerCased,
    description: "Conventional-commit types skipped when no rich path changed (comma- or newline-separated; none for no type)."
  },
  {
    name: "source-paths",
    key: "sourcePaths",
    default: "",
    kind: "globs",
    uses: ["tier1"],
    description: "Monorepos: globs (one per line or comma-separated) of the code this wiki documents, e.g. packages/billing/**; a merge that changes nothing under them is skipped for free (rule out-of-scope) and files outside them are not counted. Empty means the whole repository. Give each wiki its own wiki-path."
  },
  {
    name: "skip-only-paths",
    key: "skipOnlyPaths",
    default: "",
    kind: "globs",
    uses: ["tier1"],
    description: "Extra globs (one per line or comma-separated) whose changes alone never update the wiki; the wiki folder is always included."
  },
  {
    name: "rich-paths",
    key: "richPaths",
    default: DEFAULT_RICH_PATHS.join("\n"),
    kind: "globs",
    uses: ["tier1"],
    description: "Globs (one per line or comma-separated) whose changes always go on to Tier 2, whatever the type or size. Replaces the defaults (none for no glob); extra-rich-paths adds to them."
  },
  {
    name: "ignore-paths",
    key: "ignorePaths",
    default: DEFAULT_IGNORE_PATHS.join("\n"),
    kind: "globs",
    uses: ["tier1"],
    description: "Globs (one per line or comma-separated) of generated files not counted at all (lock files, snapshots, minified code, source maps): never shown to a model nor covered by a page, like files .gitattributes marks linguist-generated. Replaces the defaults (none for no glob); extra-ignore-paths adds to them."
  },
  {
    name: "min-diff-lines",
    key: "minDiffLines",
    default: "30",
    kind: "int",
    range: { min: 0, max: 1e5 },
    uses: ["tier1"],
    description: "Changes with fewer added+deleted lines than this (outside ignored paths) are skipped unless a rich path changed. Range: 0\u2013100000."
  },
  {
    name: "skip-authors",
    key: "skipAuthors",
    default: "dependabot[bot],renovate[bot]",
    kind: "list",
    uses: ["tier1"],
    description: "Commit or PR authors whose merges are skipped (comma- or newline-separated; * is a wildcard). Replaces the defaults (none for no author); extra-skip-authors adds to them."
  },
  {
    name: "extra-rich-paths",
    default: "",
    kind: "globs",
    adds: "rich-paths",
    uses: ["tier1"],
    description: "Globs added to rich-paths (its defaults stay), one per line or comma-separated."
  },
  {
    name: "extra-ignore-paths",
    default: "",
    kind: "globs",
    adds: "ignore-paths",
    uses: ["tier1"],
    description: "Globs added to ignore-paths (its defaults stay), one per line or comma-separated."
  },
  {
    name: "extra-skip-authors",
    default: "",
    kind: "list",
    adds: "skip-authors",
    uses: ["tier1"],
    description: "Authors added to skip-authors (its defaults stay), comma- or newline-separated."
  },
  {
    name: "covered-changes",
    key: "coveredChanges",
    default: "triage",
    kind: "enum",
    values: ["triage", "note"],
    uses: ["pipeline"],
    description: "A merge that trivial-type or small-diff would skip but that changes a file a page covers: triage sends it to Tier 2, naming the covering pages; note keeps the skip and names the pages in the reason, the summary and log.md's skip entry. Either way it costs at most two GitHub API calls more (the covers index at the end of map-file)."
  },
  {
    name: "triage",
    key: "triage",
    default: "true",
    kind: "boolean",
    uses: ["pipeline"],
    description: "Ask a cheap model (Tier 2) whether a change is worth a wiki update before running the agent."
  },
  {
    name: "triage-model",
    key: "triageModel",
    default: "claude-haiku-5-5",
    kind: "string",
    uses: ["tier2", "ask", "deep"],
    description: "Model for Tier 2 triage."
  },
  {
    name: "triage-diff-chars",
    key: "triageDiffChars",
    default: "12000",
    kind: "int",
    range: { min: 100, max: 4e5 },
    uses: ["tier2"],
    description: "Characters of the diff shown to the triage model. Range: 100\u2013400000."
  },
  {
    name: "triage-max-files",
    key: "triageMaxFiles",
    default: "100",
    kind: "int",
    range: { min: 1, max: 3e3 },
    uses: ["tier2"],
    description: 'Files listed to the triage model before "and N more". Range: 1\u20133000.'
  },
  {
    name: "ingest-model",
    key: "ingestModel",
    default: "claude-sonnet-5-5",
    kind: "string",
    uses: ["tier3"],
    description: "Model for the Tier 3 ingest agent."
  },
  {
    name: "init-plan-model",
    key: "initPlanModel",
    default: "",
    kind: "string",
    uses: ["init"],
    description: "Model that plans the pages of `wiki-ingest init` (one call over the repository's shape); empty means the ingest-model input."
  },
  {
    name: "ingest-diff-chars",
    key: "ingestDiffChars",
    default: "60000",
    kind: "int",
    range: { min: 100, max: 4e5 },
    uses: ["tier3"],
    description: "Characters of the diff shown to the ingest agent. Range: 100\u2013400000."
  },
  {
    name: "cache-ttl",
    key: "cacheTtl",
    default: "5m",
    kind: "enum",
    values: ["5m", "1h"],
    uses: ["tier2", "tier3"],
    description: "Prompt-cache lifetime for Tiers 2 and 3: 5m or 1h."
  },
  {
    name: "max-iterations",
    key: "maxIterations",
    default: "25",
    kind: "int",
    range: { min: 1, max: 200 },
    uses: ["tier3"],
    description: "Most agent turns in one Tier 3 run; reaching it stops the run. A budget stop publishes the pages already written and validated, as a partial update that names them; when none were written, nothing is published. A catch-up runs at most \u230A(max-iterations \u2212 1) / 3\u230B merges a Tier 3 run (8 at 25; no more than max-pages-changed), each run published. Range: 1\u2013200."
  },
  {
    name: "max-cost-usd",
    key: "maxCostUsd",
    default: "1.00",
    kind: "number",
    range: { min: 0, max: 100, minExclusive: true },
    uses: ["tier3", "ask", "deep"],
    description: "Most dollars one run may spend; reaching it stops the run. A budget stop publishes the pages already written and validated, as a partial update that names them; when none were written, nothing is published (ask: the answer stops; lint --deep: the remaining pages wait for the next deep pass). Range: more than 0, at most 100."
  },
  {
    name: "max-pages-changed",
    key: "maxPagesChanged",
    default: "10",
    kind: "int",
    range: { min: 1, max: 100 },
    uses: ["tier3"],
    description: "Most wiki pages one run may create or update; the write past it is refused and stops the run. A budget stop publishes the pages already written and validated, as a partial update that names them; when none were written, nothing is published. Range: 1\u2013100."
  },
  {
    name: "page-char-cap",
    key: "pageCharCap",
    default: "12000",
    kind: "int",
    range: { min: 100, max: 1e5 },
    uses: ["tier3", "map", "ask"],
    description: "Characters of a page served to (or written by) the agent. Range: 100\u2013100000."
  },
  {
    name: "description-chars",
    key: "descriptionChars",
    default: "110",
    kind: "int",
    range: { min: 10, max: 1e3 },
    uses: ["tier3", "map", "ask"],
    description: "Characters of a page description kept in the wiki map. Range: 10\u20131000."
  },
  {
    name: "headings-per-page",
    key: "headingsPerPage",
    default: "9",
    kind: "int",
    range: { min: 1, max: 50 },
    uses: ["tier3", "map", "ask"],
    description: "H2 headings per page kept in the wiki map. Range: 1\u201350."
  },
  {
    name: "map-file",
    key: "mapFile",
    default: "index.md",
    kind: "string",
    uses: ["tier3", "map"],
    check: mapFileName,
    description: "File at the root of the wiki folder that holds the generated map (rewritten by every wiki commit, never a page). A file there that wiki-ingest did not generate is never overwritten: set another name (e.g. wiki-map.md) when index.md is your docs site's home page."
  },
  {
    name: "map-token-budget",
    key: "mapTokenBudget",
    default: "24000",
    kind: "int",
    range: { min: 1e3, max: 15e4 },
    uses: ["tier3", "map", "ask"],
    description: "Tokens (code points / 4) the wiki map may take in the ingest and ask prompts. Under it the prompt carries the whole map; past it, a folded map of at most a tenth of the budget, whatever the size of the wiki (one line per folder or hub, plus the pages that matter to the run), and the search_wiki and open_section tools. `index --strict` fails past it. Range: 1000\u2013150000."
  },
  {
    name: "agents-md",
    key: "agentsMd",
    default: "",
    kind: "string",
    uses: ["action"],
    check: agentsMdPath,
    description: "A Markdown file at the repository root or below (e.g. AGENTS.md or CLAUDE.md) in which each ingest keeps one marked block current: that the wiki exists, where its map is, how to read it (wiki-ingest mcp) and the rules for editing it. Written in the same commit or pull request as the wiki, only when the wiki's shape (sections, locked pages, SCHEMA.md) changes the block; text outside the markers is never touched. Empty: off."
  },
  {
    name: "page-types",
    key: "pageTypes",
    default: "entity,feature,concept,decision,guide",
    kind: "list",
    none: false,
    uses: ["tier2", "tier3"],
    check: pageTypes,
    description: "Page types the agent may create (comma- or newline-separated)."
  },
  {
    name: "page-sections",
    key: "pageSections",
    default: "",
    kind: "string",
    uses: ["tier3"],
    check: pageSections,
    description: 'Required H2 sections per page type, one line each: "decision: Context, Decision, Consequences". Overrides SCHEMA.md.'
  },
  {
    name: "publish-mode",
    key: "publishMode",
    default: "commit",
    kind: "enum",
    values: ACTION_PUBLISH_MODES,
    uses: ["action"],
    description: "commit (to the default branch), pull-request (one rolling PR) or dry-run (write nothing)."
  },
  {
    name: "pr-branch",
    key: "prBranch",
    default: "wiki-ingest/updates",
    kind: "string",
    uses: ["action"],
    check: prBranch,
    description: "Branch of the rolling pull request (publish-mode pull-request); must differ from the branch published to."
  },
  // Catching up: no merge left behind (log.md is the record of what has been decided).
  {
    name: "log-skips",
    key: "logSkips",
    default: "true",
    kind: "boolean",
    uses: ["action"],
    description: "Also log skipped merges in log.md (one skip entry per run, written only with the run's wiki commit)."
  },
  {
    name: "max-catch-up",
    key: "maxCatchUp",
    default: "20",
    kind: "int",
    range: { min: 1, max: 100 },
    uses: ["action"],
    description: "Most merges one run decides since the last one log.md names; older ones are reported, not decided. Range: 1\u2013100."
  },
  {
    name: "max-daily-cost-usd",
    key: "maxDailyCostUsd",
    default: "",
    kind: "number",
    range: { min: 0, max: 1e3, minExclusive: true },
    uses: ["action"],
    description: "Most dollars the model calls of the last 24 hours may cost (runs and /wiki answers), as the ledger records each call; checked before every call with its estimated cost: when reached, the merges wait for a later run and questions get a short polite reply. Empty: no limit. Range: more than 0, at most 1000."
  },
  {
    name: "max-retries",
    key: "maxRetries",
    default: "3",
    kind: "int",
    range: { min: 0, max: 10 },
    uses: ["tier2", "tier3", "ask", "deep"],
    description: "Retries of a failed LLM call (429, 5xx, 529, connection errors) or GitHub API call (5xx, connection errors, rate limits). Range: 0\u201310."
  },
  {
    name: "request-timeout-seconds",
    key: "requestTimeoutSeconds",
    default: "300",
    kind: "int",
    range: { min: 1, max: 3600 },
    uses: ["tier2", "tier3", "ask", "deep"],
    description: "Timeout of one LLM request, in seconds. Range: 1\u20133600."
  },
  {
    name: "pricing",
    key: "pricing",
    default: "",
    kind: "json",
    uses: ["tier2", "tier3", "ask", "deep"],
    check: pricingObject,
    description: 'JSON object overriding or adding model prices in USD per million tokens, e.g. {"my-model": {"input": 1, "output": 5}}; optional cache_write_5m, cache_write_1h, cache_read (else 1.25\xD7, 2\xD7, 0.1\xD7 input), long_prompt {threshold_tokens, input, output, \u2026} and as_of. An entry replaces the built-in one for that model.'
  },
  {
    name: "language",
    key: "language",
    default: "",
    kind: "string",
    uses: ["tier2", "tier3", "ask"],
    check: languageTag,
    description: "Language of the pages, the log entries, the pull request body and /wiki answers, as a BCP 47 tag (e.g. es, pt-BR); empty means the language of the existing pages (English for a new wiki). Slugs, tags, page types and front-matter keys stay as they are."
  },
  // Asking the wiki (`/wiki` comments and `wiki-ingest ask`).
  {
    name: "ask-model",
    key: "askModel",
    default: "",
    kind: "string",
    uses: ["ask"],
    description: "Model that answers questions (/wiki comments, wiki-ingest ask); empty means the triage-model input."
  },
  {
    name: "ask-cache-ttl",
    key: "askCacheTtl",
    default: "1h",
    kind: "enum",
    values: ["5m", "1h"],
    uses: ["ask"],
    description: "Prompt-cache lifetime when answering: questions come in bursts, so the map is written once and read by every question."
  },
  {
    name: "ask-max-iterations",
    key: "askMaxIterations",
    default: "4",
    kind: "int",
    range: { min: 1, max: 20 },
    uses: ["ask"],
    description: "Model calls per question (each page read is one more). Range: 1\u201320."
  },
  {
    name: "ask-command",
    key: "askCommand",
    default: "/wiki",
    kind: "string",
    uses: ["action"],
    check: askCommand,
    description: "A comment starting with this word asks the wiki (the rest of the comment is the question)."
  },
  {
    name: "ask-allowed-associations",
    key: "askAllowedAssociations",
    default: "OWNER,MEMBER,COLLABORATOR",
    kind: "list",
    none: false,
    uses: ["action"],
    check: authorAssociations,
    description: "Commenters answered, by their author_association with the repository (comma-separated). Every answer costs money: on a public repository anyone can comment."
  },
  {
    name: "ask-max-question-chars",
    key: "askMaxQuestionChars",
    default: "2000",
    kind: "int",
    range: { min: 1, max: 65536 },
    uses: ["pipeline"],
    description: "Longest /wiki question answered, in characters; a longer one gets a short polite reply and no model call. Range: 1\u201365536."
  },
  {
    name: "ask-max-per-day",
    key: "askMaxPerDay",
    default: "",
    kind: "int",
    range: { min: 1, max: 1e4 },
    uses: ["pipeline"],
    description: "Most /wiki answers in 24 hours, as the ledger records them; past it a question gets a short polite reply and no model call. The /wiki workflow then needs contents: write. Empty: no limit. Range: 1\u201310000."
  },
  {
    name: "ask-archive",
    key: "askArchive",
    default: "command",
    kind: "enum",
    values: ["command", "reactions", "off"],
    uses: ["action"],
    description: `Archiving good /wiki answers as wiki pages (a pull request of its own; its spend counts against max-daily-cost-usd): command (an OWNER, MEMBER or COLLABORATOR replies "/wiki save" in the thread of an answer), reactions (also a writer's \u{1F44D} on an answer: GitHub starts no workflow for a reaction, so the scheduled mode: lint run archives the answers of the last 14 days a writer liked) or off.`
  },
  {
    name: "secret-paths",
    key: "secretPaths",
    default: DEFAULT_SECRET_PATHS.join("\n"),
    kind: "globs",
    uses: ["tier3", "mcp"],
    description: "Globs (one per line) of repository files the agent may never read (read_source answers that the file is withheld by policy), and wiki pages `wiki-ingest mcp` never serves. Replaces the default list."
  }
];
var INPUTS = INPUT_TABLE;

// src/config/models.ts
var PROVIDER_IDS = {
  "claude-haiku-5-5": { bedrock: "anthropic.claude-haiku-5-5", vertex: "claude-haiku-5-5" },
  "claude-sonnet-5-5": { bedrock: "anthropic.claude-sonnet-5-5", vertex: "claude-sonnet-5-5" },
  "claude-haiku-4-5": {
    bedrock: "anthropic.claude-haiku-4-5-20251001-v1:0",
    vertex: "claude-haiku-4-5@20251001"
  },
  "claude-sonnet-4-6": { bedrock: "anthropic.claude-sonnet-4-6", vertex: "claude-sonnet-4-6" }
};
function bedrockGeography(region) {
  if (/^(us|ca)-/.test(region)) return "us";
  if (region.startsWith("eu-")) return "eu";
  if (region.startsWith("ap-")) return "apac";
  return "global";
}
function providerModelId(provider, model, awsRegion = "") {
  if (provider === "anthropic" || !Object.hasOwn(PROVIDER_IDS, model)) return model;
  const ids = PROVIDER_IDS[model];
  return provider === "vertex" ? ids.vertex : `${bedrockGeography(awsRegion)}.${ids.bedrock}`;
}

// src/config/parse.ts
function rejectUnknown(raw) {
  const known = new Set(INPUTS.map((i) => i.name));
  for (const key of Object.keys(raw)) {
    if (!known.has(key))
      throw new ConfigError(`Unknown input "${key}". Known inputs: ${[...known].join(", ")}.`);
  }
}
function textOf(raw, spec) {
  const given = raw[spec.name];
  const text = Array.isArray(given) ? given.join("\n") : given ?? "";
  if (text.trim() !== "") return text;
  return spec.default.startsWith("${{") ? "" : spec.default;
}
function parseInput(spec, text) {
  const value = KIND_PARSERS[spec.kind](text, spec);
  const check = spec.check;
  return check ? check(value) : value;
}
function addExtras(values) {
  for (const spec of INPUTS) {
    if (!spec.adds) continue;
    const base = values.get(spec.adds);
    values.set(spec.adds, [.../* @__PURE__ */ new Set([...base, ...values.get(spec.name)])]);
  }
}
function joinProvider(config, env) {
  const awsRegion = config.awsRegion || (env.AWS_REGION || env.AWS_DEFAULT_REGION || "").trim();
  const gcpProjectId2 = config.gcpProjectId || (env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT || "").trim();
  const id = (model) => providerModelId(config.provider, model, awsRegion);
  return {
    ...config,
    awsRegion,
    gcpProjectId: gcpProjectId2,
    triageModel: id(config.triageModel),
    ingestModel: id(config.ingestModel),
    askModel: id(config.askModel),
    initPlanModel: id(config.initPlanModel)
  };
}
function joinInputs(config, env) {
  return joinProvider(
    {
      ...config,
      // Changes to the wiki alone never update the wiki.
      skipOnlyPaths: [`${config.wikiPath}/**`, ...config.skipOnlyPaths],
      askModel: config.askModel || config.triageModel,
      initPlanModel: config.initPlanModel || config.ingestModel,
      anthropicApiKey: config.anthropicApiKey || (env.ANTHROPIC_API_KEY ?? "").trim()
    },
    env
  );
}
function parseConfig(raw, env = {}) {
  rejectUnknown(raw);
  const values = new Map(INPUTS.map((spec) => [spec.name, parseInput(spec, textOf(raw, spec))]));
  addExtras(values);
  const fields = INPUTS.flatMap((spec) => spec.key ? [[spec.key, values.get(spec.name)]] : []);
  return joinInputs(Object.fromEntries(fields), env);
}
async function loadConfig(raw, env = {}) {
  const config = parseConfig(raw, env);
  if (Object.keys(config.pricing).length === 0) return config;
  const parsed = (await import("./pricing-KLBKAXXH.js")).parsePricing(config.pricing);
  if ("error" in parsed) fail("pricing", `${PRICING_SHAPE} (${parsed.error}).`);
  return { ...config, pricing: parsed.data };
}

export {
  DEFAULT_SECRET_PATHS,
  wikiPathProblem,
  assertPrBranchDiffers,
  languageSentence,
  INPUTS,
  loadConfig
};
//# sourceMappingURL=chunk-OJNZEFKF.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_SECRET_PATHS
} from "./chunk-32O5A2MR.js";
import {
  agentsMdPath,
  askCommand,
  authorAssociations,
  cloudRegion,
  gcpProjectId,
  languageTag,
  lowerCased,
  mapFileName,
  pageSections,
  pageTypes,
  prBranch,
  pricingObject,
  wikiFolder
} from "./chunk-2LQY7WVT.js";
import {
  __commonJS,
  __toESM
} from "./chunk-ALWFP5YV.js";

// node_modules/fastest-levenshtein/mod.js
var require_mod = __commonJS({
  "node_modules/fastest-levenshtein/mod.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.distance = exports.closest = void 0;
    var peq = new Uint32Array(65536);
    var myers_32 = function(a, b) {
      var n = a.length;
      var m = b.length;
      var lst = 1 << n - 1;
      var pv = -1;
      var mv = 0;
      var sc = n;
      var i = n;
      while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
      }
      for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= (eq & pv) + pv ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
          sc++;
        }
        if (pv & lst) {
          sc--;
        }
        mv = mv << 1 | 1;
        pv = pv << 1 | ~(xv | mv);
        mv &= xv;
      }
      i = n;
      while (i--) {
        peq[a.charCodeAt(i)] = 0;
      }
      return sc;
    };
    var myers_x = function(b, a) {
      var n = a.length;
      var m = b.length;
      var mhc = [];
      var phc = [];
      var hsize = Math.ceil(n / 32);
      var vsize = Math.ceil(m / 32);
      for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
      }
      var j = 0;
      for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
          var eq = peq[a.charCodeAt(i)];
          var pb = phc[i / 32 | 0] >>> i & 1;
          var mb = mhc[i / 32 | 0] >>> i & 1;
          var xv = eq | mv_1;
          var xh = ((eq | mb) & pv_1) + pv_1 ^ pv_1 | eq | mb;
          var ph = mv_1 | ~(xh | pv_1);
          var mh = pv_1 & xh;
          if (ph >>> 31 ^ pb) {
            phc[i / 32 | 0] ^= 1 << i;
          }
          if (mh >>> 31 ^ mb) {
            mhc[i / 32 | 0] ^= 1 << i;
          }
          ph = ph << 1 | pb;
          mh = mh << 1 | mb;
          pv_1 = mh | ~(xv | ph);
          mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] = 0;
        }
      }
      var mv = 0;
      var pv = -1;
      var start = j * 32;
      var vlen = Math.min(32, m - start) + start;
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
      }
      var score = m;
      for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = phc[i / 32 | 0] >>> i & 1;
        var mb = mhc[i / 32 | 0] >>> i & 1;
        var xv = eq | mv;
        var xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += ph >>> m - 1 & 1;
        score -= mh >>> m - 1 & 1;
        if (ph >>> 31 ^ pb) {
          phc[i / 32 | 0] ^= 1 << i;
        }
        if (mh >>> 31 ^ mb) {
          mhc[i / 32 | 0] ^= 1 << i;
        }
        ph = ph << 1 | pb;
        mh = mh << 1 | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
      }
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
      }
      return score;
    };
    var distance2 = function(a, b) {
      if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
      }
      if (b.length === 0) {
        return a.length;
      }
      if (a.length <= 32) {
        return myers_32(a, b);
      }
      return myers_x(a, b);
    };
    exports.distance = distance2;
    var closest = function(str, arr) {
      var min_distance = Infinity;
      var min_index = 0;
      for (var i = 0; i < arr.length; i++) {
        var dist = distance2(str, arr[i]);
        if (dist < min_distance) {
          min_distance = dist;
          min_index = i;
        }
      }
      return arr[min_index];
    };
    exports.closest = closest;
  }
});

// src/types.ts
var PUBLISH_MODES = {
  commit: "action",
  "pull-request": "action",
  "dry-run": "action",
  // `wiki-ingest run` without --dry-run: the files land uncommitted in the local checkout.
  "working-tree": "cli"
};
var ACTION_PUBLISH_MODES = Object.keys(PUBLISH_MODES).filter((m) => PUBLISH_MODES[m] === "action");

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
  "**/__snapshots__/**",
  // Yarn's own release and plugins, vendored by `yarn set version`; its Plug'n'Play loader.
  "**/.yarn/releases/**",
  "**/.yarn/plugins/**",
  "**/.pnp.cjs",
  "**/.pnp.loader.mjs",
  // API Extractor's report of a package's public API, rewritten by its build.
  "**/*.api.md"
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
    uses: ["tier1", "tier3", "map", "ask", "impact"],
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
    name: "impact-ties",
    key: "impactTies",
    default: "strong",
    kind: "enum",
    values: ["strong", "fold", "all"],
    uses: ["action", "impact"],
    description: 'mode: impact \u2014 which ties name a page: strong (covers, a page named for the file, a line of the diff the page quotes, a compound identifier the diff removes or changes, a package, a path or a newly declared identifier seconded by another tie; the default, chosen by replaying real histories) leaves weak ones out; fold adds the pages tied only weakly (a common name, a file name, a plain word, a path alone) in one "possibly also" line; all lists them with the others, after them (docs/impact.md).'
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
    uses: ["tier1", "impact"],
    description: "Globs (one per line or comma-separated) of generated files not counted at all (lock files, snapshots, minified code, source maps, a vendored Yarn release, API Extractor reports): never shown to a model nor covered by a page, like files .gitattributes marks linguist-generated. Replaces the defaults (none for no glob); extra-ignore-paths adds to them."
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
    uses: ["tier1", "impact"],
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
    description: "Characters the ingest agent's first message gives the change: the file lists, the diffs and their notes (files a page covers first; a diff given less than 400 is listed, not shown). Range: 100\u2013400000."
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
    description: "Characters of a page's body (front-matter aside) the agent reads in one part or may write. Range: 100\u2013100000."
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
    uses: ["tier3", "map", "impact"],
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

// src/config/closest.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);
function closestName(names, given) {
  const wanted = given.toLowerCase().replace(/_/g, "-");
  let best = null;
  for (const name of names) {
    const d = (0, import_fastest_levenshtein.distance)(name.toLowerCase(), wanted);
    if (!best || d < best.d) best = { name, d };
  }
  return best && best.d <= Math.max(1, Math.floor(best.name.length / 3)) ? best.name : null;
}

// src/security/secret-env.ts
var PROVIDER_SECRET_ENV = [
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_BEARER_TOKEN_BEDROCK"
];

export {
  INPUTS,
  closestName,
  PROVIDER_SECRET_ENV
};
//# sourceMappingURL=chunk-RS5OB7ID.js.map

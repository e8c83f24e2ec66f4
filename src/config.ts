// Every input of the action (= every flag of the CLI), its default and its parsing, in one place:
// raw inputs in, a typed Config out. The `pricing` input's shape is checked by loadConfig.
import { ACTION_PUBLISH_MODES } from './publish/mode.js';
import { DEFAULT_SECRET_PATHS } from './tools/secret-paths.js';
import type { PriceOverride } from './llm/price-override.js';

export const DEFAULT_RICH_PATHS = [
  '**/models.py',
  '**/models/**',
  '**/api.py',
  '**/api/**',
  '**/services.py',
  '**/services/**',
  '**/handlers/**',
  '**/routes/**',
  '**/controllers/**',
  '**/tasks.py',
  '**/schemas.py',
  '**/admin.py',
  '**/migrations/**',
  '**/*.proto',
  '**/openapi.{json,yaml,yml}',
  '**/*.graphql',
  '**/schema.prisma',
  'functions/api/**',
  'functions/_lib/**',
];

export const DEFAULT_IGNORE_PATHS = [
  '**/package-lock.json',
  '**/yarn.lock',
  '**/pnpm-lock.yaml',
  '**/go.sum',
  '**/Cargo.lock',
  '**/poetry.lock',
  '**/uv.lock',
  '**/Gemfile.lock',
  '**/composer.lock',
  '**/*.min.js',
  '**/*.snap',
  '**/__snapshots__/**',
];

type Kind = 'string' | 'list' | 'globs' | 'int' | 'number' | 'boolean' | 'enum' | 'json' | 'secret';

export interface InputSpec {
  name: string;
  /** The default as action.yml spells it: always a string. */
  default: string;
  kind: Kind;
  description: string;
  values?: readonly string[];
  /** Numbers only: the accepted range, refused outside it before any network call. */
  range?: { min: number; max: number; minExclusive?: boolean };
}

/** The contract: names, string defaults and descriptions; action.yml mirrors this table (tested). */
export const INPUTS: readonly InputSpec[] = [
  {
    name: 'github-token',
    default: '${{ github.token }}',
    kind: 'secret',
    description:
      'Token used to read the merge and publish wiki changes (contents: write; pull-requests: read lists the files of a merged pull request and, optionally, titles a push by its PR; pull-requests: write for publish-mode pull-request).',
  },
  {
    name: 'anthropic-api-key',
    default: '',
    kind: 'secret',
    description:
      'Anthropic API key for Tiers 2 and 3; falls back to the ANTHROPIC_API_KEY environment variable. Never needed for a Tier 1 skip.',
  },
  {
    name: 'wiki-path',
    default: 'wiki',
    kind: 'string',
    description:
      'Folder of the Markdown wiki, relative to the repository root: a plain folder inside the repository, not "." nor .git or .github (or under them), no "..", no backslash.',
  },
  {
    name: 'skip-commit-types',
    default: 'chore,style,test,ci,perf,docs,build',
    kind: 'list',
    description:
      'Conventional-commit types skipped when no rich path changed (comma- or newline-separated; none for no type).',
  },
  {
    name: 'skip-only-paths',
    default: '',
    kind: 'globs',
    description:
      'Extra globs (one per line or comma-separated) whose changes alone never update the wiki; the wiki folder is always included.',
  },
  {
    name: 'rich-paths',
    default: DEFAULT_RICH_PATHS.join('\n'),
    kind: 'globs',
    description:
      'Globs (one per line or comma-separated) whose changes always go on to Tier 2, whatever the type or size. Replaces the defaults (none for no glob); extra-rich-paths adds to them.',
  },
  {
    name: 'ignore-paths',
    default: DEFAULT_IGNORE_PATHS.join('\n'),
    kind: 'globs',
    description:
      'Globs (one per line or comma-separated) of generated files not counted at all (lock files, snapshots, minified code). Replaces the defaults (none for no glob); extra-ignore-paths adds to them.',
  },
  {
    name: 'min-diff-lines',
    default: '30',
    kind: 'int',
    range: { min: 0, max: 100000 },
    description:
      'Changes with fewer added+deleted lines than this (outside ignored paths) are skipped unless a rich path changed. Range: 0–100000.',
  },
  {
    name: 'skip-authors',
    default: 'dependabot[bot],renovate[bot]',
    kind: 'list',
    description:
      'Commit or PR authors whose merges are skipped (comma- or newline-separated; * is a wildcard). Replaces the defaults (none for no author); extra-skip-authors adds to them.',
  },
  {
    name: 'extra-rich-paths',
    default: '',
    kind: 'globs',
    description: 'Globs added to rich-paths (its defaults stay), one per line or comma-separated.',
  },
  {
    name: 'extra-ignore-paths',
    default: '',
    kind: 'globs',
    description:
      'Globs added to ignore-paths (its defaults stay), one per line or comma-separated.',
  },
  {
    name: 'extra-skip-authors',
    default: '',
    kind: 'list',
    description: 'Authors added to skip-authors (its defaults stay), comma- or newline-separated.',
  },
  {
    name: 'triage',
    default: 'true',
    kind: 'boolean',
    description:
      'Ask a cheap model (Tier 2) whether a change is worth a wiki update before running the agent.',
  },
  {
    name: 'triage-model',
    default: 'claude-haiku-5-5',
    kind: 'string',
    description: 'Model for Tier 2 triage.',
  },
  {
    name: 'triage-diff-chars',
    default: '12000',
    kind: 'int',
    range: { min: 100, max: 400000 },
    description: 'Characters of the diff shown to the triage model. Range: 100–400000.',
  },
  {
    name: 'triage-max-files',
    default: '100',
    kind: 'int',
    range: { min: 1, max: 3000 },
    description: 'Files listed to the triage model before "and N more". Range: 1–3000.',
  },
  {
    name: 'ingest-model',
    default: 'claude-sonnet-5-5',
    kind: 'string',
    description: 'Model for the Tier 3 ingest agent.',
  },
  {
    name: 'ingest-diff-chars',
    default: '60000',
    kind: 'int',
    range: { min: 100, max: 400000 },
    description: 'Characters of the diff shown to the ingest agent. Range: 100–400000.',
  },
  {
    name: 'cache-ttl',
    default: '5m',
    kind: 'enum',
    values: ['5m', '1h'],
    description: 'Prompt-cache lifetime for Tiers 2 and 3: 5m or 1h.',
  },
  {
    name: 'max-iterations',
    default: '25',
    kind: 'int',
    range: { min: 1, max: 200 },
    description: 'Most agent turns in Tier 3; reaching it publishes nothing. Range: 1–200.',
  },
  {
    name: 'max-cost-usd',
    default: '1.00',
    kind: 'number',
    range: { min: 0, max: 100, minExclusive: true },
    description:
      'Most dollars one run may spend; reaching it publishes nothing. Range: more than 0, at most 100.',
  },
  {
    name: 'max-pages-changed',
    default: '10',
    kind: 'int',
    range: { min: 1, max: 100 },
    description:
      'Most wiki pages one run may create or update; exceeding it publishes nothing. Range: 1–100.',
  },
  {
    name: 'page-char-cap',
    default: '12000',
    kind: 'int',
    range: { min: 100, max: 100000 },
    description: 'Characters of a page served to (or written by) the agent. Range: 100–100000.',
  },
  {
    name: 'description-chars',
    default: '110',
    kind: 'int',
    range: { min: 10, max: 1000 },
    description: 'Characters of a page description kept in the wiki map. Range: 10–1000.',
  },
  {
    name: 'headings-per-page',
    default: '9',
    kind: 'int',
    range: { min: 1, max: 50 },
    description: 'H2 headings per page kept in the wiki map. Range: 1–50.',
  },
  {
    name: 'page-types',
    default: 'entity,feature,concept,decision,guide',
    kind: 'list',
    description: 'Page types the agent may create (comma- or newline-separated).',
  },
  {
    name: 'page-sections',
    default: '',
    kind: 'string',
    description:
      'Required H2 sections per page type, one line each: "decision: Context, Decision, Consequences". Overrides SCHEMA.md.',
  },
  {
    name: 'publish-mode',
    default: 'commit',
    kind: 'enum',
    values: ACTION_PUBLISH_MODES,
    description:
      'commit (to the default branch), pull-request (one rolling PR) or dry-run (write nothing).',
  },
  {
    name: 'pr-branch',
    default: 'wiki-ingest/updates',
    kind: 'string',
    description:
      'Branch of the rolling pull request (publish-mode pull-request); must differ from the branch published to.',
  },
  // Catching up: no merge left behind (log.md is the record of what has been decided).
  {
    name: 'log-skips',
    default: 'true',
    kind: 'boolean',
    description:
      "Also log skipped merges in log.md (one skip entry per run, written only with the run's wiki commit).",
  },
  {
    name: 'max-catch-up',
    default: '20',
    kind: 'int',
    range: { min: 1, max: 100 },
    description:
      'Most merges one run decides since the last one log.md names; older ones are reported, not decided. Range: 1–100.',
  },
  {
    name: 'max-daily-cost-usd',
    default: '',
    kind: 'number',
    range: { min: 0, max: 1000, minExclusive: true },
    description:
      'Most dollars the runs of the last 24 hours may spend, as log.md records them; when reached, Tier 3 waits for a later run. Empty: no limit. Range: more than 0, at most 1000.',
  },
  {
    name: 'max-retries',
    default: '3',
    kind: 'int',
    range: { min: 0, max: 10 },
    description:
      'Retries of a failed LLM call (429, 5xx, 529, connection errors) or GitHub API call (5xx, connection errors, rate limits). Range: 0–10.',
  },
  {
    name: 'request-timeout-seconds',
    default: '300',
    kind: 'int',
    range: { min: 1, max: 3600 },
    description: 'Timeout of one LLM request, in seconds. Range: 1–3600.',
  },
  {
    name: 'pricing',
    default: '',
    kind: 'json',
    description:
      'JSON object overriding or adding model prices in USD per million tokens, e.g. {"my-model": {"input": 1, "output": 5}}; optional cache_write_5m, cache_write_1h, cache_read (else 1.25×, 2×, 0.1× input), long_prompt {threshold_tokens, input, output, …} and as_of. An entry replaces the built-in one for that model.',
  }, // Asking the wiki (`/wiki` comments and `wiki-ingest ask`).
  {
    name: 'ask-model',
    default: '',
    kind: 'string',
    description:
      'Model that answers questions (/wiki comments, wiki-ingest ask); empty means the triage-model input.',
  },
  {
    name: 'ask-cache-ttl',
    default: '1h',
    kind: 'enum',
    values: ['5m', '1h'],
    description:
      'Prompt-cache lifetime when answering: questions come in bursts, so the map is written once and read by every question.',
  },
  {
    name: 'ask-max-iterations',
    default: '4',
    kind: 'int',
    range: { min: 1, max: 20 },
    description: 'Model calls per question (each page read is one more). Range: 1–20.',
  },
  {
    name: 'ask-command',
    default: '/wiki',
    kind: 'string',
    description:
      'A comment starting with this word asks the wiki (the rest of the comment is the question).',
  },
  {
    name: 'ask-allowed-associations',
    default: 'OWNER,MEMBER,COLLABORATOR',
    kind: 'list',
    description:
      'Commenters answered, by their author_association with the repository (comma-separated). Every answer costs money: on a public repository anyone can comment.',
  },
  {
    name: 'secret-paths',
    default: DEFAULT_SECRET_PATHS.join('\n'),
    kind: 'globs',
    description:
      'Globs (one per line) of repository files the agent may never read (read_source answers that the file is withheld by policy). Replaces the default list.',
  },
];

/** GitHub's author_association values, the vocabulary of ask-allowed-associations. */
export const AUTHOR_ASSOCIATIONS = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const splitList = (raw: string): string[] =>
  raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

// A glob list: one per line or comma-separated. Commas inside braces belong to the glob
// (`**/openapi.{json,yaml,yml}` is one), so `lib/**, src/api/**` is two globs, not one.
export function splitGlobs(raw: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of raw) {
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === '\n' || (ch === ',' && depth === 0)) {
      out.push(current);
      current = '';
      depth = 0;
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** The word that empties a list input (an empty input means its default). */
const NONE = 'none';

const splitLines = (raw: string): string[] =>
  raw
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

export interface Config {
  githubToken: string;
  anthropicApiKey: string;
  wikiPath: string;
  skipCommitTypes: string[];
  /** The user's extra globs plus `<wiki-path>/**`, always. */
  skipOnlyPaths: string[];
  richPaths: string[];
  ignorePaths: string[];
  minDiffLines: number;
  skipAuthors: string[];
  triage: boolean;
  triageModel: string;
  triageDiffChars: number;
  triageMaxFiles: number;
  ingestModel: string;
  ingestDiffChars: number;
  cacheTtl: '5m' | '1h';
  maxIterations: number;
  maxCostUsd: number;
  maxPagesChanged: number;
  pageCharCap: number;
  descriptionChars: number;
  headingsPerPage: number;
  pageTypes: string[];
  pageSections: Record<string, string[]>;
  publishMode: 'commit' | 'pull-request' | 'dry-run';
  prBranch: string;
  logSkips: boolean;
  maxCatchUp: number;
  /** null: no daily limit. */
  maxDailyCostUsd: number | null;
  maxRetries: number;
  requestTimeoutSeconds: number;
  pricing: Record<string, PriceOverride>;
  /** The ask-model input, else the triage model. */
  askModel: string;
  askCacheTtl: '5m' | '1h';
  askMaxIterations: number;
  askCommand: string;
  /** Upper case, each one of AUTHOR_ASSOCIATIONS. */
  askAllowedAssociations: string[];
  /** Files read_source withholds by policy. */
  secretPaths: string[];
}

/** Raw inputs by name; a missing or empty value means the default. */
export type RawInputs = Record<string, string | readonly string[] | undefined>;

function fail(name: string, message: string): never {
  throw new ConfigError(`Input "${name}": ${message}`);
}

function validateGlob(name: string, glob: string): string {
  const g = glob.replace(/^\.\//, '');
  if (g.startsWith('/'))
    fail(name, `"${glob}" is absolute; globs are relative to the repository root, e.g. "docs/**".`);
  if (g.split('/').includes('..')) fail(name, `"${glob}" leaves the repository; remove the "..".`);
  let depth = 0;
  for (const ch of g) {
    if (ch === '{') depth++;
    if (ch === '}' && --depth < 0) break;
  }
  if (depth !== 0) fail(name, `"${glob}" has unbalanced braces; write e.g. "**/*.{yml,yaml}".`);
  return g;
}

function parseSections(raw: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of splitLines(raw)) {
    const m = /^([a-z0-9_-]+)\s*:\s*(.*)$/i.exec(line);
    if (!m) fail('page-sections', `"${line}" is not "type: Section, Section".`);
    out[m[1]!.toLowerCase()] = splitList(m[2]!);
  }
  return out;
}

const rawText = (raw: RawInputs, name: string): string => {
  const v = raw[name];
  return Array.isArray(v) ? v.join('\n') : ((v as string | undefined) ?? '');
};

/** Parses raw inputs (action inputs or CLI flags) into a typed Config, failing on the first bad one. */
export function parseConfig(raw: RawInputs, env: NodeJS.ProcessEnv = {}): Config {
  const known = new Set(INPUTS.map((i) => i.name));
  for (const key of Object.keys(raw)) {
    if (!known.has(key))
      throw new ConfigError(`Unknown input "${key}". Known inputs: ${[...known].join(', ')}.`);
  }
  const value = (name: string): string => {
    const spec = INPUTS.find((i) => i.name === name)!;
    const s = rawText(raw, name);
    if (s.trim() !== '') return s;
    return spec.default.startsWith('${{') ? '' : spec.default;
  };
  const rangeOf = (name: string) => INPUTS.find((i) => i.name === name)!.range!;
  const int = (name: string): number => {
    const s = value(name).trim();
    const { min, max } = rangeOf(name);
    if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max)
      fail(name, `"${s}" is not a whole number from ${min} to ${max}.`);
    return Number(s);
  };
  const num = (name: string): number => {
    const s = value(name).trim();
    const n = Number(s);
    const { min, max } = rangeOf(name);
    if (s === '' || !Number.isFinite(n) || n <= min || n > max)
      fail(name, `"${s}" is not a number more than ${min} and at most ${max} (e.g. 1.00).`);
    return n;
  };
  const bool = (name: string): boolean => {
    const s = value(name).trim();
    if (TRUE.includes(s)) return true;
    if (FALSE.includes(s)) return false;
    return fail(name, `"${s}" is not true or false.`);
  };
  const oneOf = <T extends string>(name: string): T => {
    const spec = INPUTS.find((i) => i.name === name)!;
    const s = value(name).trim();
    if (!spec.values!.includes(s)) fail(name, `"${s}" is not one of: ${spec.values!.join(', ')}.`);
    return s as T;
  };
  const isNone = (name: string): boolean => value(name).trim().toLowerCase() === NONE;
  const globs = (name: string): string[] =>
    isNone(name) ? [] : splitGlobs(value(name)).map((g) => validateGlob(name, g));
  const list = (name: string): string[] => (isNone(name) ? [] : splitList(value(name)));
  // The base list (its defaults unless set) plus the extra-… input, which never replaces them.
  const extended = (name: string, split: (name: string) => string[]): string[] => [
    ...new Set([...split(name), ...split(`extra-${name}`)]),
  ];

  const wikiPath = value('wiki-path').trim().replace(/^\.\//, '').replace(/\/+$/, '');
  const wikiProblem = wikiPathProblem(wikiPath);
  if (wikiProblem)
    fail(
      'wiki-path',
      `"${wikiPath}" ${wikiProblem}; use a folder inside the repository, e.g. "wiki" or "docs/wiki".`,
    );
  const prBranch = value('pr-branch').trim();
  const branchProblem = branchNameProblem(prBranch);
  if (branchProblem)
    fail('pr-branch', `"${prBranch}" ${branchProblem}; use e.g. "wiki-ingest/updates".`);

  let pricing: Record<string, PriceOverride> = {};
  const pricingRaw = value('pricing').trim();
  if (pricingRaw !== '') {
    let json: unknown;
    try {
      json = JSON.parse(pricingRaw);
    } catch {
      fail('pricing', 'is not valid JSON; expected {"model": {"input": 1, "output": 5}}.');
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json))
      fail('pricing', `${PRICING_SHAPE} (not an object).`);
    // Each entry's fields are checked by loadConfig, which loads the schema only when set.
    pricing = json as Record<string, PriceOverride>;
  }

  const pageTypes = splitList(value('page-types')).map((t) => t.toLowerCase());
  for (const t of pageTypes)
    if (!/^[a-z][a-z0-9_-]*$/.test(t))
      fail('page-types', `"${t}" is not a valid type name (letters, digits, - and _).`);

  const triageModel = value('triage-model').trim();
  const askMaxIterations = int('ask-max-iterations');
  const askCommand = value('ask-command').trim();
  if (/\s/.test(askCommand))
    fail('ask-command', `"${askCommand}" holds a space; use one word, e.g. /wiki.`);
  const askAllowedAssociations = splitList(value('ask-allowed-associations')).map((a) =>
    a.toUpperCase(),
  );
  for (const a of askAllowedAssociations)
    if (!(AUTHOR_ASSOCIATIONS as readonly string[]).includes(a))
      fail(
        'ask-allowed-associations',
        `"${a}" is not an author association; use any of ${AUTHOR_ASSOCIATIONS.join(', ')}.`,
      );

  return {
    githubToken: value('github-token').trim(),
    anthropicApiKey: value('anthropic-api-key').trim() || (env.ANTHROPIC_API_KEY ?? '').trim(),
    wikiPath,
    skipCommitTypes: list('skip-commit-types').map((t) => t.toLowerCase()),
    skipOnlyPaths: [`${wikiPath}/**`, ...globs('skip-only-paths')],
    richPaths: extended('rich-paths', globs),
    ignorePaths: extended('ignore-paths', globs),
    minDiffLines: int('min-diff-lines'),
    skipAuthors: extended('skip-authors', list),
    triage: bool('triage'),
    triageModel,
    triageDiffChars: int('triage-diff-chars'),
    triageMaxFiles: int('triage-max-files'),
    ingestModel: value('ingest-model').trim(),
    ingestDiffChars: int('ingest-diff-chars'),
    cacheTtl: oneOf('cache-ttl'),
    maxIterations: int('max-iterations'),
    maxCostUsd: num('max-cost-usd'),
    maxPagesChanged: int('max-pages-changed'),
    pageCharCap: int('page-char-cap'),
    descriptionChars: int('description-chars'),
    headingsPerPage: int('headings-per-page'),
    pageTypes,
    pageSections: parseSections(value('page-sections')),
    publishMode: oneOf('publish-mode'),
    prBranch,
    logSkips: bool('log-skips'),
    maxCatchUp: int('max-catch-up'),
    maxDailyCostUsd: value('max-daily-cost-usd').trim() === '' ? null : num('max-daily-cost-usd'),
    maxRetries: int('max-retries'),
    requestTimeoutSeconds: int('request-timeout-seconds'),
    pricing,
    askModel: value('ask-model').trim() || triageModel,
    askCacheTtl: oneOf('ask-cache-ttl'),
    askMaxIterations,
    askCommand,
    askAllowedAssociations,
    secretPaths: globs('secret-paths'),
  };
}

/**
 * Why `wikiPath` (trimmed, leading `./` and trailing `/` removed) is no plain folder inside the
 * repository, or null. Every file the action writes goes under it, so it may not be the root,
 * git's own folder, the workflows' folder, or leave the repository; nor hold glob magic (it is
 * also the `<wiki-path>/**` skip glob).
 */
export function wikiPathProblem(wikiPath: string): string | null {
  if (wikiPath === '' || wikiPath === '.') return 'is the repository root';
  if (wikiPath.startsWith('/') || /^[a-zA-Z]:/.test(wikiPath)) return 'is absolute';
  if (wikiPath.includes('\\')) return 'holds a backslash (use "/")';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f*?[\]{}!]/.test(wikiPath))
    return 'holds a control character or glob character (* ? [ ] { } !)';
  const segments = wikiPath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..'))
    return 'holds an empty, "." or ".." segment';
  const first = segments[0]!.toLowerCase();
  if (first === '.git') return 'is inside .git';
  if (first === '.github') return 'is inside .github, where workflows live';
  return null;
}

/** Why `name` is no branch name git accepts (a subset of `git check-ref-format`), or null. */
export function branchNameProblem(name: string): string | null {
  if (name === '') return 'is empty';
  if (name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.'))
    return 'starts with "-" or "/", or ends with "/" or "."';
  const invalid =
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    /[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|(^|\/)\./;
  if (invalid.test(name) || name === '@')
    return 'is not a valid branch name (no spaces, ~ ^ : ? * [ \\, "..", "@{", "//", ".lock" or a segment starting with ".")';
  return null;
}

/**
 * The pull-request branch may not be the branch wiki changes are published to: the rolling
 * branch is force-updated, so equal names would commit straight to (and rewrite) that branch.
 */
export function assertPrBranchDiffers(config: Config, publishedTo: string): void {
  if (config.publishMode !== 'pull-request') return;
  const strip = (b: string) => b.replace(/^refs\/heads\//, '');
  if (strip(config.prBranch) === strip(publishedTo))
    fail(
      'pr-branch',
      `"${config.prBranch}" is the branch wiki changes are published to; the rolling pull request needs a branch of its own, e.g. "wiki-ingest/updates".`,
    );
}

const PRICING_SHAPE =
  'expected {"model": {"input", "output", "cache_write_5m"?, "cache_write_1h"?, "cache_read"?, "long_prompt"?: {"threshold_tokens", "input", "output", …}}} in USD per million tokens';

/**
 * parseConfig, then the `pricing` entries checked against their schema. The schema (and zod) load
 * only when the input is set, so the Tier 1 skip path of a repository without it never loads them.
 */
export async function loadConfig(raw: RawInputs, env: NodeJS.ProcessEnv = {}): Promise<Config> {
  const config = parseConfig(raw, env);
  if (Object.keys(config.pricing).length === 0) return config;
  const parsed = (await import('./llm/price-override.js')).parsePricing(config.pricing);
  if ('error' in parsed) fail('pricing', `${PRICING_SHAPE} (${parsed.error}).`);
  return { ...config, pricing: parsed.data };
}

// `wiki-ingest simulate`: backtests Tier 1 over a repository's first-parent history in one
// streaming `git log` pass, so maintainers can tune their lists before spending anything.
import type { Config } from '../config.js';
import { loadConfig } from '../config/parse.js';
import { gitBuffer } from '../git/process.js';
import type { CostRange } from '../llm/forecast.js';
import { commitTimeOf, startHistory } from '../merge-info/git.js';
import { isPageFile } from '../wiki/slug.js';
import type { RuleId } from '../types.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';
import { usd } from '../ledger/money.js';

export const spec: CommandSpec = {
  name: 'simulate',
  summary:
    'Backtests Tier 1 over the first-parent history of a local repository: what would be skipped, by which rule, and what would reach Tier 2.',
  usage: '[--repo DIR] [--max-count N] [--branch REV] [--json] [--rows] [input flags]',
  inputs: ['tier1'],
  flags: {
    repo: { type: 'string', value: 'DIR', description: 'Repository to read (default: .).' },
    'max-count': {
      type: 'string',
      short: 'n',
      value: 'N',
      description: 'Newest N first-parent commits only (default: all).',
    },
    branch: {
      type: 'string',
      value: 'REV',
      description: 'Branch or revision whose history is read (default: HEAD).',
    },
    json: {
      type: 'boolean',
      description:
        'Print one JSON document: {"commits": [{sha, title, decision, rule, reason}], "summary": {...}, "forecast": {...}}.',
    },
    rows: { type: 'boolean', description: 'Also print one row per commit in the table output.' },
  },
};

const RULES: RuleId[] = [
  'skip-marker',
  'self-commit',
  'archive',
  'skip-author',
  'no-changes',
  'out-of-scope',
  'wiki-only',
  'ignored-only',
  'trivial-type',
  'small-diff',
];

export interface SimulatedCommit {
  sha: string;
  title: string;
  decision: 'skip' | 'continue';
  rule: RuleId | null;
  reason: string;
}

export interface SimulateSummary {
  total: number;
  skipped: number;
  continued: number;
  by_rule: Partial<Record<RuleId, number>>;
}

const pct = (n: number, total: number): string =>
  `${total === 0 ? '0.0' : ((100 * n) / total).toFixed(1)}%`;

function table(summary: SimulateSummary, source: string): string {
  const { total } = summary;
  const out = [`Tier 1 backtest over ${total} first-parent commits of ${source}`, ''];
  const line = (label: string, n: number): string =>
    `  ${label.padEnd(22)}${String(n).padStart(7)}  ${pct(n, total).padStart(6)}`;
  out.push(`  ${'rule'.padEnd(22)}${'count'.padStart(7)}  ${'share'.padStart(6)}`);
  for (const rule of RULES) out.push(line(rule, summary.by_rule[rule] ?? 0));
  out.push(line('skipped (all rules)', summary.skipped));
  out.push(line('continue → Tier 2', summary.continued));
  out.push('');
  out.push(
    `Would reach Tier 2: ${summary.continued} of ${total} (${pct(summary.continued, total)}); Tier 1 skips ${pct(summary.skipped, total)} for free.`,
  );
  const busiest = RULES.filter((r) => (summary.by_rule[r] ?? 0) > 0)
    .sort((a, b) => summary.by_rule[b]! - summary.by_rule[a]!)
    .slice(0, 3)
    .map((r) => `${r} (${summary.by_rule[r]})`);
  out.push(`Busiest rules: ${busiest.length ? busiest.join(', ') : 'none'}`);
  return out.join('\n') + '\n';
}

/** --rows: one line per commit (newest first), under the forecast. */
function rowsText(rows: SimulatedCommit[]): string {
  const out = ['', 'Commits (newest first):'];
  for (const c of rows)
    out.push(
      `  ${c.sha.slice(0, 9)}  ${c.decision.padEnd(8)}  ${(c.rule ?? '-').padEnd(12)}  ${c.title.slice(0, 72)}\n             ${c.reason}`,
    );
  return out.join('\n') + '\n';
}

/** The history's pace and what a month of it would cost (null for fewer than two commits). */
export interface SimulateForecast {
  first_commit: string;
  last_commit: string;
  days: number;
  merges_per_month: number;
  /** Tier 2: the share Tier 1 lets through; Tier 3: the share of those Tier 2 sends on (assumed). */
  reach: { tier2: number; tier3: CostRange };
  wiki_pages: number;
  models: { triage: string; ingest: string };
  prices_as_of: string;
  cost_usd_per_month: CostRange;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_DAYS = 365.25 / 12;
const round = (n: number, digits: number): number => Number(n.toFixed(digits));

/** Pages of the wiki at `rev` (its `.md` files but index.md, log.md and SCHEMA.md), 0 without one. */
async function wikiPages(repo: string, rev: string, wikiPath: string): Promise<number> {
  const out = await gitBuffer(repo, [
    'ls-tree',
    '-r',
    '--name-only',
    '-z',
    rev,
    '--',
    `${wikiPath}/`,
  ])
    .then((b) => b.toString('utf8'))
    .catch(() => '');
  return out
    .split('\0')
    .filter((p) => p.startsWith(`${wikiPath}/`) && isPageFile(p.slice(wikiPath.length + 1))).length;
}

type Forecasting = typeof import('../llm/forecast.js') & { PRICES_AS_OF: string };

function forecastOf(
  summary: SimulateSummary,
  times: { first: number; last: number } | null,
  pages: number,
  config: Config,
  { monthlyCost, TIER3_SHARE, PRICES_AS_OF }: Forecasting,
): SimulateForecast | null {
  if (!times || summary.total < 2) return null;
  const days = Math.max(1, (times.last - times.first) / DAY_MS);
  const perMonth = (summary.total / days) * MONTH_DAYS;
  const reachTier2 = summary.continued / summary.total;
  const cost = monthlyCost({
    mergesPerMonth: perMonth,
    reachTier2,
    pages,
    triageModel: config.triageModel,
    ingestModel: config.ingestModel,
    triage: config.triage,
  });
  return {
    first_commit: new Date(times.first).toISOString(),
    last_commit: new Date(times.last).toISOString(),
    days: round(days, 1),
    merges_per_month: round(perMonth, 1),
    reach: { tier2: round(reachTier2, 4), tier3: TIER3_SHARE },
    wiki_pages: pages,
    models: { triage: config.triageModel, ingest: config.ingestModel },
    prices_as_of: PRICES_AS_OF,
    cost_usd_per_month: {
      low: round(cost.low, 2),
      expected: round(cost.expected, 2),
      high: round(cost.high, 2),
    },
  };
}

/** The forecast's lines under the table. */
function forecastText(f: SimulateForecast | null): string {
  if (!f) return 'Forecast: needs at least two commits in the history.\n';
  const pct = (x: number): string => `${Math.round(x * 100)}%`;
  const c = f.cost_usd_per_month;
  return [
    `History: ${f.first_commit.slice(0, 10)} to ${f.last_commit.slice(0, 10)} (${f.days} days): ${f.merges_per_month} merges a month.`,
    `Reaching each tier: Tier 1 all, Tier 2 ${pct(f.reach.tier2)}, Tier 3 ${pct(f.reach.tier3.low)}–${pct(f.reach.tier3.high)} of those (Tier 2 decides; ${pct(f.reach.tier3.expected)} expected).`,
    `Forecast per month: low ${usd(c.low)} · expected ${usd(c.expected)} · high ${usd(c.high)} (${f.models.triage} triage, ${f.models.ingest} agent, a wiki of ${f.wiki_pages} pages, prices of ${f.prices_as_of}; per-run costs from bench/RESULTS.md).`,
    '',
  ].join('\n');
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const maxRaw = values['max-count'] as string | undefined;
    if (maxRaw !== undefined && !/^\d+$/.test(maxRaw))
      throw new UsageError(`--max-count "${maxRaw}" is not a whole number, e.g. --max-count 1000.`);
    const rev = (values.branch as string | undefined) ?? 'HEAD';
    const repo = (values.repo as string | undefined) ?? '.';
    const json = values.json === true;
    const keepRows = json || values.rows === true;

    // git works while the inputs are checked: the history is most of simulate's time.
    const history = startHistory(repo, {
      rev,
      ...(maxRaw !== undefined ? { maxCount: Number(maxRaw) } : {}),
    });
    let config: Config;
    let modules;
    try {
      // Loaded while git works: the rules (minimatch) and the forecast are not needed to start it.
      modules = await Promise.all([
        import('../prefilter/rules.js'),
        import('../llm/forecast.js'),
        import('../llm/pricing.js'),
      ]);
      config = await loadConfig(inputs, process.env);
    } catch (e) {
      history.stop();
      throw e;
    }
    const [{ classify }, forecasting, { PRICES_AS_OF }] = modules;
    // The wiki's size is read beside the history, not after it.
    const pages = wikiPages(repo, rev, config.wikiPath);
    const summary: SimulateSummary = { total: 0, skipped: 0, continued: 0, by_rule: {} };
    const commits: SimulatedCommit[] = [];
    let times: { first: number; last: number } | null = null;
    try {
      for await (const merge of history) {
        const d = classify(merge, config);
        summary.total++;
        const at = commitTimeOf(merge);
        if (at !== undefined)
          times = times
            ? { first: Math.min(times.first, at), last: Math.max(times.last, at) }
            : { first: at, last: at };
        if (d.decision === 'skip') {
          summary.skipped++;
          summary.by_rule[d.rule!] = (summary.by_rule[d.rule!] ?? 0) + 1;
        } else summary.continued++;
        if (keepRows)
          commits.push({
            sha: merge.sha ?? '',
            title: merge.title,
            decision: d.decision,
            rule: d.rule,
            reason: d.reason,
          });
      }
    } finally {
      history.stop();
    }
    const forecast = forecastOf(summary, times, await pages, config, {
      ...forecasting,
      PRICES_AS_OF,
    });
    process.stdout.write(
      json
        ? JSON.stringify({ commits, summary, forecast }) + '\n'
        : table(summary, `${rev} in ${repo}`) +
            forecastText(forecast) +
            (values.rows === true ? rowsText(commits) : ''),
    );
    return 0;
  });
}

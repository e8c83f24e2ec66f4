// `wiki-ingest simulate`: backtests Tier 1 over a repository's first-parent history in one
// streaming `git log` pass, so maintainers can tune their lists before spending anything.
import { loadConfig } from '../config.js';
import { startHistory } from '../merge/git.js';
import { classify } from '../prefilter/rules.js';
import type { RuleId } from '../types.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';

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
        'Print one JSON document: {"commits": [{sha, title, decision, rule, reason}], "summary": {...}}.',
    },
    rows: { type: 'boolean', description: 'Also print one row per commit in the table output.' },
  },
};

const RULES: RuleId[] = [
  'skip-marker',
  'self-commit',
  'skip-author',
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

function table(summary: SimulateSummary, source: string, rows: SimulatedCommit[] | null): string {
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
  if (rows) {
    out.push('', 'Commits (newest first):');
    for (const c of rows)
      out.push(
        `  ${c.sha.slice(0, 9)}  ${c.decision.padEnd(8)}  ${(c.rule ?? '-').padEnd(12)}  ${c.title.slice(0, 72)}\n             ${c.reason}`,
      );
  }
  return out.join('\n') + '\n';
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

    const config = await loadConfig(inputs, process.env);
    const history = startHistory(repo, {
      rev,
      ...(maxRaw !== undefined ? { maxCount: Number(maxRaw) } : {}),
    });
    const summary: SimulateSummary = { total: 0, skipped: 0, continued: 0, by_rule: {} };
    const commits: SimulatedCommit[] = [];
    try {
      for await (const merge of history) {
        const d = classify(merge, config);
        summary.total++;
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
    process.stdout.write(
      json
        ? JSON.stringify({ commits, summary }) + '\n'
        : table(summary, `${rev} in ${repo}`, values.rows === true ? commits : null),
    );
    return 0;
  });
}

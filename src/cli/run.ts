// `wiki-ingest run`: the whole pipeline on one local commit (diffed against its first parent).
// The wiki is read from HEAD's tree (git, not the working tree); pages, index.md and log.md are
// written into the working tree, uncommitted, only while HEAD's wiki is still the one read;
// --dry-run writes nothing and prints the would-be diffs. A wiki folder with uncommitted or
// untracked changes is a person's work: run refuses to overwrite it unless --force.
import { resolve } from 'node:path';
import { loadConfig } from '../config/parse.js';
import { money } from '../ledger/money.js';
import { mergeInfoFromGit } from '../merge-info/git.js';
import { runPipeline } from '../pipeline.js';
import { wikiWorkingTreeChanges } from '../publish/working-tree.js';
import { redactionNote } from '../report/summary.js';
import { safeLines } from '../security/output.js';
import { localWorkspace } from '../workspace/local.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import { lineCountsText } from '../wiki/line-diff.js';
import { firstRefusals } from '../log/outcome.js';
import type { Report, Usage } from '../types.js';
import { runCommand, type CommandSpec } from './flags.js';
import { outcomeLines, writeSummaryTo } from './run-outcome.js';

/** The flags of a command that writes the wiki into the working tree (run, refresh). */
export const WORKING_TREE_FLAGS: CommandSpec['flags'] = {
  'dry-run': {
    type: 'boolean',
    description: 'Write nothing; print the would-be changes as unified diffs.',
  },
  force: {
    type: 'boolean',
    description:
      'Write even when the wiki folder has uncommitted or untracked changes (they may be overwritten).',
  },
};

export const spec: CommandSpec = {
  name: 'run',
  summary:
    'Runs all tiers on a local commit and writes the wiki changes into the working tree (uncommitted). Needs ANTHROPIC_API_KEY unless Tier 1 skips; honours ANTHROPIC_BASE_URL.',
  usage:
    '[--repo DIR] [--commit REV] [--dry-run] [--force] [--json] [--summary FILE|-] [input flags]',
  // Local git in, the working tree out: the action's own inputs (the token, publish-mode, catch-up,
  // /wiki comments) and ask's are refused, naming what they configure.
  inputs: ['tier1', 'tier2', 'tier3', 'map', 'pipeline'],
  flags: {
    repo: {
      type: 'string',
      value: 'DIR',
      description: 'Repository to read and write (default: .).',
    },
    commit: {
      type: 'string',
      value: 'REV',
      description: 'Commit to ingest, diffed against its first parent (default: HEAD).',
    },
    ...WORKING_TREE_FLAGS,
    json: {
      type: 'boolean',
      description:
        'Print one JSON Report: {decision, tiers, iterations, changes, usage, cost_usd, warnings, …}.',
    },
    summary: {
      type: 'string',
      value: 'FILE|-',
      description:
        'Write the job summary the action would write (Markdown with HTML) to FILE; - prints it on stdout (the table then goes to stderr).',
    },
  },
};

const fourKinds = (u: Usage) => ({
  input_tokens: u.input_tokens,
  output_tokens: u.output_tokens,
  cache_creation_input_tokens: u.cache_creation_input_tokens,
  cache_read_input_tokens: u.cache_read_input_tokens,
});

/** The Report as `--json` prints it: the contract's keys first, then the details. */
export function reportJson(r: Report): Record<string, unknown> {
  return {
    decision: r.decision,
    tiers: r.tiers,
    iterations: r.iterations,
    changes: r.changes,
    usage: fourKinds(r.usage),
    cost_usd: r.cost_usd,
    warnings: r.warnings,
    merge: r.merge,
    // Printed through JSON.stringify, so a detail the run did not produce (undefined) is left out.
    publish: r.publish,
    telemetry: r.telemetry,
    diffs: r.diffs,
    merges: r.merges,
    redactions: r.redactions,
    stale: r.stale,
    refused: r.refused,
    agent_says: r.agent_says,
  };
}

/** What the run did first (Tier 3's outcome, or the reason), then what was refused and left stale. */
function told(r: Report): string[] {
  const d = r.decision;
  const decision = `decision   ${d.decision} (tier ${d.tier}${d.rule ? `, rule ${d.rule}` : ''})`;
  const dry = r.publish?.mode === 'dry-run' ? 'dry run, nothing written; it would be: ' : '';
  const lead =
    d.tier === 3 && d.decision === 'process'
      ? [`outcome    ${dry}${d.reason}`, decision]
      : [decision, `reason     ${d.reason}`];
  return [
    ...lead,
    ...firstRefusals(r.refused ?? [], Infinity).map((x) => `refused    ${x}`),
    ...(r.stale ?? []).map((p) => `stale      [[${p.slug}]] covers ${p.path}`),
    ...(r.agent_says !== undefined ? [`agent says “${r.agent_says}”`] : []),
  ];
}

export function table(r: Report): string {
  const u = r.usage;
  const lines = [
    ...told(r),
    ...r.tiers.map((t) => `tier ${t.tier}     ${t.decision}${'model' in t ? ` · ${t.model}` : ''}`),
  ];
  if (r.iterations) lines.push(`iterations ${r.iterations}`);
  lines.push(
    `tokens     ${u.input_tokens} input · ${u.cache_creation_input_tokens} cache write · ${u.cache_read_input_tokens} cache read · ${u.output_tokens} output`,
    `cost       ${money(r.cost_usd, 'unknown')}`,
  );
  const redacted = redactionNote(r.redactions);
  if (redacted) lines.push(`redacted   ${redacted}`);
  for (const c of r.changes)
    lines.push(
      `${c.action.padEnd(10)} ${c.path}${c.lines && c.action === 'update' ? ` (${lineCountsText(c.lines)})` : ''}`,
    );
  for (const w of r.warnings) lines.push(`warning    ${w}`);
  // Reasons, paths and warnings come from the repository and the model: one safe line each.
  return safeLines(lines);
}

/** Refuses to run over a person's uncommitted work in the wiki folder, naming the files. */
export async function assertWikiClean(repo: string, wikiPath: string): Promise<void> {
  const changes = await wikiWorkingTreeChanges(repo, wikiPath);
  if (changes.length === 0) return;
  const shown = changes.slice(0, 20).map((c) => `${c.status.trim() || c.status} ${c.path}`);
  if (changes.length > shown.length) shown.push(`… and ${changes.length - shown.length} more`);
  throw new Error(
    `the wiki folder "${wikiPath}" has uncommitted or untracked changes that run would overwrite: ${shown.join(', ')}. Commit or stash them first, or pass --force.`,
  );
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const config = await loadConfig(inputs, process.env);
    const repo = resolve((values.repo as string | undefined) ?? '.');
    const dryRun = values['dry-run'] === true;
    if (!dryRun && values.force !== true) await assertWikiClean(repo, config.wikiPath);
    const merge = await mergeInfoFromGit(repo, (values.commit as string | undefined) ?? 'HEAD', {
      patches: true,
    });
    secrets.register(config.anthropicApiKey);
    secrets.register(config.githubToken);
    const local = localWorkspace(repo, config, { dryRun });
    // HEAD's wiki read once: covered-changes looks at it, and a skip written goes from it.
    let wiki: ReturnType<typeof local.loadWiki> | undefined;
    const workspace = { ...local, loadWiki: () => (wiki ??= local.loadWiki()) };
    const report = await runPipeline(merge, config, {
      env: process.env,
      repo: workspace,
      secrets,
      // No ledger to catch up from: a skip is logged in log.md now, as the action's next wiki
      // commit would log it, and covered-changes reads the pages at HEAD.
      writeSkips: true,
      covers: async (m) => ({
        index: coversIndexOf((await workspace.loadWiki()).wiki.pages),
        merge: m,
      }),
    });
    const summaryTo = values.summary as string | undefined;
    if (summaryTo !== undefined) await writeSummaryTo(summaryTo, report, secrets);
    // With the summary on stdout, the table goes to stderr: stdout stays one document.
    const out = summaryTo === '-' ? process.stderr : process.stdout;
    if (values.json === true) out.write(JSON.stringify(reportJson(report)) + '\n');
    else {
      out.write(table(report));
      // Diff lines quote page text: a context line " ::error::" would be a workflow command.
      for (const d of report.diffs ?? [])
        out.write('\n' + safeLines(d.replace(/\n$/, '').split('\n')));
      out.write('\n' + safeLines(outcomeLines(report, config.wikiPath, dryRun)));
    }
    return report.decision.decision === 'failed' ? 1 : 0;
  });
}

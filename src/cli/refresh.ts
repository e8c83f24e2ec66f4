// `wiki-ingest refresh`: the scheduled repair of `mode: lint` with `lint-fix: true`, on demand and
// local — the same run (src/run/lint-fix.ts through the one pipeline's Tier 3 and publish): the
// free repairs of `lint --fix`, then one Tier 3 run over the pages whose covered files changed
// since they were checked or that name what HEAD no longer holds, the oldest stamp first, within
// max-cost-usd and max-pages-changed. The wiki is read from HEAD; its edits land in the working
// tree, uncommitted, for a person to review as a diff (--dry-run prints the diff, writes nothing).
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { loadConfig } from '../config/parse.js';
import { gitReferenceHistory, pagesLastWritten } from '../git/references.js';
import { gitRenameHistory } from '../git/renames.js';
import { gitTrees } from '../git/tree.js';
import { generatedAt } from '../lint/check.js';
import { findDeadReferences } from '../lint/dead-references.js';
import { missingPaths } from '../wiki/provenance.js';
import { cachedRenameHistory, findRenames } from '../lint/renames.js';
import { runLintFix, type LintFixInput, type LintFixReport } from '../run/lint-fix.js';
import { coverablePath } from '../prefilter/coverable.js';
import { safeLine, safeLines } from '../security/output.js';
import { closestName } from '../config/closest.js';
import { localWorkspace } from '../workspace/local.js';
import { freshnessText } from '../wiki/freshness-text.js';
import type { Page, WikiSnapshot } from '../wiki/types.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';
import { readRepoHead, type RepoHead } from './git-head.js';
import { assertWikiClean, reportJson, table, WORKING_TREE_FLAGS } from './run.js';

export const spec: CommandSpec = {
  name: 'refresh',
  summary:
    'Checks the stale pages now, as the scheduled lint-fix run does: the free repairs of lint --fix, then one Tier 3 run over the pages whose covered files changed since they were checked (or that name a path or identifier HEAD no longer holds), the oldest stamp first, within max-cost-usd and max-pages-changed; the rest are listed as left for the next run. Writes into the working tree, uncommitted. Needs ANTHROPIC_API_KEY when a page needs checking.',
  usage:
    '[--repo DIR] [--pages SLUG[,SLUG…]] [--dry-run] [--force] [--json] [--max-cost-usd N] [--max-pages-changed N] [input flags]',
  inputs: ['tier1', 'tier3', 'map'],
  flags: {
    repo: {
      type: 'string',
      value: 'DIR',
      description: 'Repository to read and write (default: .); the wiki is read from its HEAD.',
    },
    pages: {
      type: 'string',
      multiple: true,
      value: 'SLUGS',
      description:
        'Check only these pages (slugs, comma-separated or the flag repeated); default: every page that needs it.',
    },
    ...WORKING_TREE_FLAGS,
    json: {
      type: 'boolean',
      description:
        'Print one JSON document: the run\'s Report (as `run --json`), "freshness" before the run, and "refresh": {"taken", "checked", "left"}.',
    },
  },
};

/** The slugs --pages names, each checked against the wiki (a typo names its closest page). */
function pagesFlag(value: unknown, pages: readonly Page[]): string[] | undefined {
  if (value === undefined) return undefined;
  const given = (value as string[])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim().replace(/\.md$/i, '').toLowerCase())
    .filter(Boolean);
  const slugs = pages.map((p) => p.slug);
  for (const slug of given)
    if (!slugs.includes(slug)) {
      const near = closestName(slugs, slug);
      throw new UsageError(
        `--pages ${slug}: no such page in the wiki${near ? ` (did you mean ${near}?)` : ''}; give slugs as \`wiki-ingest index\` lists them.`,
      );
    }
  return [...new Set(given)];
}

/** What the repair needs of the repository at HEAD: its files, where gone ones went, the pages' ages and dead names. */
async function repairInput(
  at: RepoHead,
  config: Config,
  pages: readonly Page[],
): Promise<Omit<LintFixInput, 'only'>> {
  const { top: repo, commit, tree: listing } = at;
  const generated = await generatedAt(gitTrees(repo), listing, config.ignorePaths);
  const coverable = coverablePath(config, generated);
  const files = pages.map((p) => `${config.wikiPath}/${p.file}`);
  const renames = cachedRenameHistory(gitRenameHistory(repo, commit));
  const found = await findRenames(
    missingPaths(pages, listing).filter(coverable),
    (p) => listing.has(p),
    renames,
  );
  const [dead, written] = await Promise.all([
    findDeadReferences(
      pages,
      { commit, listing, wikiPath: config.wikiPath },
      gitReferenceHistory(repo, commit, config.wikiPath, renames),
    ),
    pagesLastWritten(repo, commit, config.wikiPath, files),
  ]);
  const writtenAt = new Map(
    pages.flatMap((p) => {
      const w = written.get(`${config.wikiPath}/${p.file}`);
      return w ? [[p.slug, w.at] as const] : [];
    }),
  );
  return {
    head: commit,
    tree: listing,
    renames: found.renames,
    deleted: found.deleted,
    generated,
    writtenAt,
    dead: dead.dead,
  };
}

/** What refresh says it did: the table, the pages it checked and left, then the diffs or the commit. */
function printed(report: LintFixReport, wikiPath: string, dryRun: boolean): string {
  const r = report.repair;
  const lines = table(report).replace(/\n$/, '').split('\n');
  if (report.freshness)
    lines.push(`freshness  ${freshnessText(report.freshness)} (before this run)`);
  if (r) {
    lines.push(`checked    ${r.checked.length ? r.checked.join(', ') : 'none'}`);
    if (r.left.length) lines.push(`left       ${r.left.join(', ')} (for the next run)`);
  }
  for (const d of report.diffs ?? []) lines.push('', ...d.replace(/\n$/, '').split('\n'));
  const pages = report.changes.length;
  const folder = `${wikiPath.replace(/\/+$/, '')}/`;
  if (pages === 0 || report.decision.decision === 'failed') lines.push('', 'wrote nothing');
  else if (dryRun)
    lines.push('', `wrote nothing (--dry-run): ${pages} files would change in ${folder}`);
  else
    lines.push(
      '',
      `wrote ${pages} file${pages === 1 ? '' : 's'} to ${folder} (uncommitted): ${report.changes.map((c) => c.path).join(', ')}`,
      `review with: git diff -- ${folder}`,
      `commit with: git add -- ${folder} && git commit -m 'docs(wiki): refresh stale pages'`,
    );
  return safeLines(lines);
}

/** HEAD's wiki, or the sentence saying it is not there. */
async function wikiAtHead(
  read: () => Promise<WikiSnapshot>,
  config: Config,
  commit: string,
): Promise<WikiSnapshot> {
  const snapshot = await read();
  if (snapshot.base?.tree === null)
    throw new UsageError(
      `the wiki folder "${config.wikiPath}" is not in HEAD (${commit.slice(0, 12)}); pass --wiki-path, or commit the wiki first.`,
    );
  return snapshot;
}

export function main(argv: string[]): Promise<number> {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const dryRun = values['dry-run'] === true;
    const loaded = await loadConfig(inputs, process.env);
    const config: Config = dryRun ? { ...loaded, publishMode: 'dry-run' } : loaded;
    const repo = resolve((values.repo as string | undefined) ?? '.');
    const at = await readRepoHead(repo);
    if (!dryRun && values.force !== true) await assertWikiClean(repo, config.wikiPath);
    secrets.register(config.anthropicApiKey);
    const local = localWorkspace(repo, config, { dryRun });
    let wiki: Promise<WikiSnapshot> | undefined;
    const workspace = { ...local, loadWiki: () => (wiki ??= local.loadWiki()) };
    const { pages } = (await wikiAtHead(workspace.loadWiki, config, at.commit)).wiki;
    const only = pagesFlag(values.pages, pages);
    const input = await repairInput(at, config, pages);
    const report = await runLintFix({ ...input, ...(only ? { only } : {}) }, config, {
      env: process.env,
      repo: workspace,
      secrets,
    });
    if (values.json === true)
      process.stdout.write(
        JSON.stringify({
          ...reportJson(report),
          freshness: report.freshness ?? null,
          refresh: report.repair ?? null,
        }) + '\n',
      );
    else process.stdout.write(printed(report, config.wikiPath, dryRun));
    if (report.decision.decision === 'failed')
      process.stderr.write(safeLine(`wiki-ingest refresh: ${report.decision.reason}`) + '\n');
    return report.decision.decision === 'failed' ? 1 : 0;
  });
}

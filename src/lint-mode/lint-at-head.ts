// The action's lint mode (`mode: lint`, for a schedule): the wiki at the default branch's head
// linted for free through the GitHub API, the findings in the job summary with the pulse of
// log.md, counts as step outputs, and one issue kept in step with the findings. It writes nothing
// to the repository. A later `lint-fix` joins here: its repairs go through the one pipeline
// (src/pipeline.ts) and its publish mode, never around them.
import { wikiAt } from '../github/wiki-tree.js';
import type { Config } from '../config.js';
import type { GitHub } from '../github/client.js';
import type { RepoRef } from '../github/repo.js';
import { checkWiki, type CheckResult } from '../lint/check.js';
import { listAnswerComments } from '../github/answer-comments.js';
import { askPulseOf } from '../pulse/ask.js';
import { renderAskHtml } from '../pulse/ask-render.js';
import { readPulseLog } from '../pulse/log.js';
import { parseSince, pulseOf, type Pulse } from '../pulse/pulse.js';
import { freshnessWeeks } from '../pulse/freshness.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import { renderPulseHtml } from '../pulse/render.js';
import { safeUrl } from '../report/escape.js';
import type { ModeOutcome } from '../report/outputs.js';
import { capsOf } from '../wiki/types.js';
import { countsLine } from './issue.js';
import { syncLintIssue, type IssueSync } from './issue-sync.js';
import { readWikiAtHead, renamesFromApi, sinceFromApi, type WikiAtHead } from './read.js';
import type { FoundRenames } from '../lint/renames.js';
import type { LintFixInput } from '../run/lint-fix.js';
import { renderLintSummary } from './summary.js';
import { deadReferencesAtCheckout, historyCheckout, writtenAt } from './repair-history.js';
import type { DeadReferences } from '../lint/dead-references.js';
import { staleness } from '../wiki/provenance.js';

/** The pulse the summary shows: the last 30 days of log.md, as `wiki-ingest pulse` does. */
const PULSE_WINDOW = '30d';

export interface LintModeInput extends RepoRef {
  config: Config;
  /** The branch linted: the repository's default branch. */
  branch: string;
  serverUrl: string;
  github: () => Promise<GitHub>;
  env: NodeJS.ProcessEnv;
  /** Known secrets out of the issue body (the summary and outputs pass the action edge). */
  scrub: (text: string) => string;
  now?: () => Date;
}

export interface LintModeResult extends ModeOutcome {
  /** lint-fix: what the repairs need of what lint read (the head, its files, where gone files went). */
  fix?: LintFixInput;
}

/** Why the issue could not be kept, with what to change. */
function issueError(e: unknown): string {
  const err = e as { status?: number; message?: string };
  const hint =
    err.status === 403 || err.status === 404
      ? ' Give the workflow `permissions: issues: write`.'
      : err.status === 410
        ? ' Issues are turned off for this repository; turn them on to get the lint issue.'
        : '';
  return `${err.status ? `HTTP ${err.status}: ` : ''}${err.message ?? String(e)}.${hint}`;
}

const outputsOf = (checked: CheckResult, sync: IssueSync | undefined): Record<string, string> => {
  const findings = checked.report.findings;
  const count = (s: string): string => String(findings.filter((f) => f.severity === s).length);
  return {
    'lint-counts': JSON.stringify(checked.report.counts),
    'lint-errors': count('error'),
    'lint-warnings': count('warning'),
    ...(sync?.issue ? { 'lint-issue-url': sync.issue.url } : {}),
  };
};

/**
 * The ask section of the pulse: the /wiki answers of the window, read back from the repository's
 * comments (one listing call per page). A failed read is a note, not a failed lint.
 */
async function askHtml(
  client: GitHub,
  repo: RepoRef,
  since: Date,
  until: Date,
  notes: string[],
): Promise<string | undefined> {
  try {
    const listed = await listAnswerComments(client, repo, since.toISOString());
    const note = listed.truncated
      ? `Stopped after ${listed.pages} pages of comments; later answers are not counted`
      : undefined;
    return renderAskHtml(askPulseOf(listed.answers, since, until), note);
  } catch (e) {
    const err = e as { status?: number; message?: string };
    notes.push(
      `The pulse's ask section could not list the /wiki answers (${err.status ? `HTTP ${err.status}: ` : ''}${err.message ?? String(e)}); the workflow needs permissions: issues: read.`,
    );
    return undefined;
  }
}

/** The lint of what was read, and what a lint-fix run needs of it (where gone files went). */
async function checkAtHead(
  client: GitHub,
  repo: RepoRef,
  read: WikiAtHead,
  config: Config,
  checkout: string | undefined,
): Promise<{ checked: CheckResult; fix: LintFixInput }> {
  const renames = renamesFromApi(client, repo, read.commit, read.notes);
  let found: FoundRenames | undefined;
  let dead: DeadReferences | undefined;
  const head = { commit: read.commit, listing: read.tree, wikiPath: config.wikiPath };
  const history = await historyCheckout(checkout, read.commit);
  const deadAt = deadReferencesAtCheckout(history, head, read.notes);
  const checked = await checkWiki({
    wiki: read,
    caps: capsOf(config),
    since: sinceFromApi(client, repo, read.commit, read.notes),
    renames: async (missing) => (found = await renames(missing, (p) => read.tree.has(p))).renames,
    ...(deadAt ? { deadReferences: async (pages) => (dead = await deadAt(pages)) } : {}),
  });
  const fix: LintFixInput = {
    head: read.commit,
    tree: read.tree,
    renames: found?.renames ?? new Map(),
    deleted: found?.deleted ?? new Map(),
    ...(read.generated ? { generated: read.generated } : {}),
    ...(dead ? { dead: dead.dead } : {}),
  };
  if (!config.lintFix) return { checked, fix };
  // The repair checks the oldest stamps first: when each page it may take was last written.
  const pages = read.snapshot.wiki.pages;
  const needs = new Set([
    ...staleness(pages, read.tree)
      .filter((s) => s.stale.length)
      .map((s) => s.slug),
    ...(dead?.dead ?? []).map((d) => d.page),
  ]);
  const paths = pages
    .filter((p) => needs.has(p.slug))
    .map((p) => ({ slug: p.slug, path: `${config.wikiPath}/${p.file}` }));
  return {
    checked,
    fix: {
      ...fix,
      writtenAt: await writtenAt(history, { client, repo }, head, paths),
    },
  };
}

/** The pulse of the window, with each week's freshness as log.md tells it (now: the lint's line). */
function weeklyPulse(read: WikiAtHead, log: string, since: Date, now: Date): Pulse {
  const entries = readPulseLog(log);
  const pulse = pulseOf(entries, since, now);
  const index = coversIndexOf(read.snapshot.wiki.pages);
  return {
    ...pulse,
    freshness: { weeks: freshnessWeeks(entries, index, pulse.weeks, now), now: null },
  };
}

export async function runLintMode(input: LintModeInput): Promise<LintModeResult> {
  const { config, branch } = input;
  const repo: RepoRef = { owner: input.owner, repo: input.repo };
  const client = await input.github();
  const read = await readWikiAtHead(client, {
    ...wikiAt(repo, branch, config, input.env),
    ignorePaths: config.ignorePaths,
  });
  if (!read || read.snapshot.base?.tree === null) {
    const message = read
      ? `The wiki folder "${config.wikiPath}" is not in ${branch}'s head (${read.commit.slice(0, 12)}); set wiki-path to the wiki's folder.`
      : `Branch "${branch}" was not found in ${repo.owner}/${repo.repo}; the wiki is linted at its head.`;
    return { outputs: {}, summary: (out) => out, warnings: [], failed: true, message };
  }
  const { checked, fix } = await checkAtHead(
    client,
    repo,
    read,
    config,
    input.env.GITHUB_WORKSPACE,
  );
  checked.notes.push(...read.notes);
  const runId = input.env.GITHUB_RUN_ID;
  const runUrl = runId
    ? safeUrl(`${input.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`)
    : null;
  const section = {
    findings: checked.report.findings,
    accepted: checked.report.accepted,
    wikiPath: config.wikiPath,
    commit: read.commit,
    branch,
    ...(runUrl ? { runUrl } : {}),
  };
  let sync: IssueSync | undefined;
  let error: string | undefined;
  try {
    sync = await syncLintIssue(client, repo, section, input.scrub);
    checked.notes.push(...sync.notes);
  } catch (e) {
    error = issueError(e);
  }
  const now = (input.now ?? (() => new Date()))();
  const log = read.snapshot.existing.log;
  const since = parseSince(PULSE_WINDOW, now);
  const pulseHtml = log === null ? undefined : renderPulseHtml(weeklyPulse(read, log, since, now));
  const answersHtml = await askHtml(client, repo, since, now, checked.notes);
  const counts = countsLine(checked.report.findings);
  const issueText = sync?.issue ? `; issue #${sync.issue.number} ${sync.action}` : '';
  return {
    ...(config.lintFix ? { fix } : {}),
    outputs: outputsOf(checked, sync),
    summary: (out) =>
      renderLintSummary(
        {
          checked,
          wikiPath: config.wikiPath,
          commit: read.commit,
          branch,
          ...(sync ? { issue: sync } : {}),
          ...(error ? { issueError: error } : {}),
          ...(pulseHtml ? { pulseHtml } : {}),
          ...(answersHtml ? { askHtml: answersHtml } : {}),
        },
        out,
      ),
    warnings: checked.notes,
    failed: error !== undefined,
    message: error
      ? `wiki-ingest lint found ${counts} but could not keep the lint issue up to date: ${error}`
      : `wiki-ingest lint: ${counts}${issueText}.`,
  };
}

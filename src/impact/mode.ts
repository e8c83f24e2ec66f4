// mode: impact (on pull_request): the pages an open pull request will make stale, for free — no
// model call. Its files in one paginated listing, the wiki at the base branch through the bulk
// read ingest uses (src/github/wiki-tree.ts), the covers index and triage's bounded scan
// (./ties.ts); then the job summary always, one sticky comment (created once, edited on every
// push, reduced to one line when nothing is impacted any more), optionally a check run and the
// CODEOWNERS reviewers. A fork's pull_request run has a read-only token: it writes nothing and
// its summary says why. Every GitHub request of the run is counted in the summary.
import type { Config } from '../config.js';
import type { GitHub } from '../github/client.js';
import {
  countCalls,
  createCheckRun,
  createComment,
  editComment,
  findStickyComment,
  readCodeOwners,
  requestedReviewers,
  requestReviewers,
  type StickyComment,
} from '../github/pull-impact.js';
import { pullRequestFiles } from '../github/pulls.js';
import type { RepoRef } from '../github/repo.js';
import { wikiAt, wikiAtBranch } from '../github/wiki-tree.js';
import { GeneratedFiles } from '../paths/generated.js';
import { escapeHtml, safeUrl } from '../report/escape.js';
import { reportOutputs, type ModeOutcome } from '../report/outputs.js';
import type { FileChange } from '../types.js';
import type { PastChange } from '../wiki/co-change.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import type { WikiSnapshot } from '../wiki/types.js';
import { annotationsOf } from './annotations.js';
import { impactEvent, type ImpactEvent } from './event.js';
import { ignoredFiles } from './ignored.js';
import { reviewersFor, type ReviewerAsk } from './owners.js';
import {
  boundedScanNote,
  clearedComment,
  impactComment,
  impactMarker,
  markdownTies,
  possiblyLine,
  type PageLinks,
} from './render.js';
import {
  previewMerge,
  previewRefusal,
  writerRefusal,
  type PreviewOutcome,
  type PreviewRunner,
} from './preview.js';
import { previewMarkdown } from './preview-render.js';
import { renderImpactSummary, type ImpactReport } from './summary.js';
import { impactOf, type Impact } from './ties.js';
import { usd } from '../ledger/money.js';

export interface ImpactModeInput extends RepoRef {
  config: Config;
  eventName: string;
  payload: unknown;
  serverUrl: string;
  github: () => Promise<GitHub>;
  env: NodeJS.ProcessEnv;
  /** The repository's default branch, when the event names no base. */
  defaultBranch: string;
  /** impact-preview's dry run through the one pipeline (the edge's, src/action/impact.ts). */
  preview?: PreviewRunner;
  /**
   * Which files are generated with the repository's .gitattributes (root and nested), when the
   * edge can read them for free (a checkout); null or absent: ignore-paths and content signs only.
   */
  generated?: () => Promise<GeneratedFiles | null>;
  /**
   * The repository's files and its packages' names, when the edge can read them for free (a
   * checkout): a file name several files share ties no page, a package's path ties the page
   * naming the package. Null or absent: package folders' names stand for theirs.
   */
  repository?: () => Promise<RepositoryFacts | null>;
  /**
   * The first-parent history from a commit (the base), when the edge can read it for free (a
   * checkout fetched with history): empty when the checkout does not hold the commit (a shallow
   * one), null when there is no checkout.
   */
  history?: (commit: string) => Promise<PastChange[] | null>;
}

/** What a checkout tells mode: impact about the repository. */
export interface RepositoryFacts {
  tree: readonly string[];
  /** package.json `name` by folder (not the root's). */
  packages: ReadonlyMap<string, string>;
}

type Client = GitHub;

/** Why a write failed, with the permission that fixes it. */
function writeError(what: string, permission: string, e: unknown): string {
  const err = e as { status?: number; message?: string };
  const hint =
    err.status === 403 || err.status === 404
      ? ` Give the workflow \`permissions: ${permission}\`.`
      : '';
  return `${what} failed (${err.status ? `HTTP ${err.status}: ` : ''}${err.message ?? String(e)}).${hint}`;
}

/** The check run's summary: the pages with their ties, then the folded ones in one line. */
function checkSummary(impact: Impact): string {
  const lines = impact.pages.map(markdownTies).slice(0, 200);
  const possibly = possiblyLine(impact.possibly);
  if (possibly) lines.push('', possibly);
  return lines.join('\n') || 'No wiki page covers or names what this pull request changes.';
}

/** The sticky comment brought in step with the impact; what was done to it. */
async function keepComment(
  client: Client,
  repo: RepoRef,
  ev: ImpactEvent,
  marker: string,
  body: string | null,
  cleared: string,
): Promise<{ action: ImpactReport['comment']; comment?: StickyComment }> {
  const found = await findStickyComment(client, repo, ev.number, marker);
  if (body === null) {
    if (!found) return { action: 'none' };
    if (found.body === cleared) return { action: 'unchanged', comment: found };
    return { action: 'cleared', comment: await editComment(client, repo, found.id, cleared) };
  }
  if (!found)
    return { action: 'created', comment: await createComment(client, repo, ev.number, body) };
  if (found.body === body) return { action: 'unchanged', comment: found };
  return { action: 'updated', comment: await editComment(client, repo, found.id, body) };
}

/** impact-reviewers: codeowners — the owners of the covered files asked, once. */
async function askOwners(
  client: Client,
  repo: RepoRef,
  ev: ImpactEvent,
  branch: string,
  impact: Impact,
): Promise<{ asked: ReviewerAsk; note?: string }> {
  const none: ReviewerAsk = { users: [], teams: [] };
  const paths = [
    ...new Set(
      impact.pages.flatMap((p) => p.ties.filter((t) => t.class === 'covers').map((t) => t.name)),
    ),
  ];
  if (paths.length === 0) return { asked: none };
  const owners = await readCodeOwners(client, repo, branch);
  if (!owners)
    return {
      asked: none,
      note: 'impact-reviewers: the repository has no CODEOWNERS file (.github/, the root or docs/) at the base branch; nobody was asked to review.',
    };
  const already = await requestedReviewers(client, repo, ev.number);
  const asked = reviewersFor(owners.text, paths, repo.owner, { author: ev.author, ...already });
  if (asked.users.length + asked.teams.length > 0)
    await requestReviewers(client, repo, ev.number, asked);
  return { asked };
}

const outcome = (message: string, failed: boolean): ModeOutcome => ({
  outputs: {},
  summary: (out) =>
    out.addHeading('wiki-ingest impact', 2).addRaw(`<p>${escapeHtml(message)}</p>`, true),
  warnings: [],
  failed,
  message,
});

/** The comment, the reviewers and the check run, each failing alone into a note. */
async function writeAll(
  client: Client,
  repo: RepoRef,
  ev: ImpactEvent,
  config: Config,
  report: ImpactReport,
  runUrl: string | null,
  files: readonly FileChange[],
): Promise<void> {
  const { impact, links, commit, notes } = report;
  const marker = impactMarker(config.wikiPath);
  const body =
    impact.pages.length === 0
      ? null
      : impactComment({
          wikiPath: config.wikiPath,
          pages: impact.pages,
          links,
          cap: config.impactMaxPages ?? 25,
          commit,
          possibly: impact.possibly,
          ...(runUrl ? { runUrl } : {}),
          ...(report.preview
            ? { preview: previewMarkdown(report.preview, config.maxCostUsd) }
            : {}),
        });
  try {
    const kept = await keepComment(client, repo, ev, marker, body, clearedComment(config.wikiPath));
    report.comment = kept.action;
    if (kept.comment) report.commentUrl = kept.comment.url;
  } catch (e) {
    report.comment = 'failed';
    notes.push(writeError('Keeping the impact comment', 'pull-requests: write', e));
  }
  if (config.impactReviewers === 'codeowners' && impact.pages.length > 0)
    try {
      const owners = await askOwners(client, repo, ev, links.branch, impact);
      report.reviewers = owners.asked;
      if (owners.note) notes.push(owners.note);
    } catch (e) {
      notes.push(writeError('Requesting the CODEOWNERS reviewers', 'pull-requests: write', e));
    }
  if (config.impactCheck && ev.headSha)
    try {
      report.checkUrl = await createCheckRun(client, repo, {
        name: 'wiki impact',
        headSha: ev.headSha,
        conclusion: impact.pages.length > 0 ? 'neutral' : 'success',
        title:
          impact.pages.length > 0
            ? `${impact.pages.length} wiki page(s) may go stale`
            : 'No wiki page is impacted',
        summary: checkSummary(impact),
        annotations: annotationsOf(impact.pages, files),
      });
    } catch (e) {
      notes.push(writeError('Creating the check run', 'checks: write', e));
    }
}

/**
 * impact-preview: refused from the event, then by the author's permission (one call), else the
 * edge's dry run; a failure of either is the preview's, never the impact run's.
 */
async function previewOf(
  client: Client,
  repo: RepoRef,
  ev: ImpactEvent,
  input: ImpactModeInput,
  at: { impacted: number; files: readonly FileChange[]; snapshot: WikiSnapshot },
): Promise<PreviewOutcome> {
  const refused = previewRefusal(ev, input.defaultBranch, at.impacted);
  if (refused) return { kind: 'not-run', reason: refused };
  try {
    const stranger = await writerRefusal(client, repo, ev);
    if (stranger) return { kind: 'not-run', reason: stranger };
  } catch (e) {
    return {
      kind: 'not-run',
      reason: `The author's permission could not be read (${(e as Error).message}), so no preview.`,
    };
  }
  if (!input.preview)
    return { kind: 'not-run', reason: 'This run has no dry run to preview with.' };
  try {
    const report = await input.preview({
      merge: previewMerge(ev, at.files),
      headSha: ev.headSha,
      covers: coversIndexOf(at.snapshot.wiki.pages),
    });
    return { kind: 'ran', report };
  } catch (e) {
    return { kind: 'failed', reason: (e as Error).message ?? String(e) };
  }
}

/** The impact of the pull request's files on the wiki at its base, with what a checkout tells. */
async function impactAt(
  input: ImpactModeInput,
  files: readonly FileChange[],
  pages: WikiSnapshot['wiki']['pages'],
  base: string,
): Promise<{ impact: Impact; shallow: boolean }> {
  const { config } = input;
  const generated = (await input.generated?.()) ?? new GeneratedFiles(config.ignorePaths);
  const repository = (await input.repository?.().catch(() => null)) ?? null;
  const history = base ? ((await input.history?.(base).catch(() => null)) ?? null) : null;
  const impact = impactOf(pages, files, {
    ignored: ignoredFiles(config, files, generated),
    ties: config.impactTies,
    ...(repository ? { tree: repository.tree, packages: repository.packages } : {}),
    ...(history?.length ? { history, wikiPath: config.wikiPath } : {}),
  });
  return { impact, shallow: history !== null && history.length === 0 };
}

/** Why no page was tied by history, and the fix. */
const SHALLOW =
  'The checkout holds no history before the base commit, so no page was tied by past co-changes (a page edited with a changed file in past commits); fetch-depth: 0 on actions/checkout gives it (see docs/impact.md).';

export async function runImpactMode(input: ImpactModeInput): Promise<ModeOutcome> {
  const { config } = input;
  const repo: RepoRef = { owner: input.owner, repo: input.repo };
  const ev = impactEvent(input.eventName, input.payload, `${repo.owner}/${repo.repo}`);
  if ('none' in ev) return outcome(ev.none, !input.eventName.startsWith('pull_request'));
  const client = await input.github();
  const calls = countCalls(client);
  const branch = ev.baseRef || input.defaultBranch;
  const files = await pullRequestFiles(client, repo, ev.number);
  const snapshot = await wikiAtBranch(client, wikiAt(repo, branch, config, input.env));
  if (!snapshot?.base)
    return outcome(
      `The base branch "${branch}" was not found in ${repo.owner}/${repo.repo}.`,
      true,
    );
  const commit = snapshot.base.commit;
  const { impact, shallow } = await impactAt(input, files, snapshot.wiki.pages, ev.baseSha);
  const notes: string[] = [...snapshot.wiki.warnings];
  if (shallow) notes.push(SHALLOW);
  if (snapshot.base.tree === null)
    notes.push(
      `The wiki folder "${config.wikiPath}" is not in ${branch} at ${commit.slice(0, 12)}; set wiki-path to the wiki's folder.`,
    );
  const bounded = boundedScanNote(impact);
  if (bounded) notes.push(bounded);
  const readOnly = ev.fork && !ev.target;
  const links: PageLinks = {
    serverUrl: input.serverUrl,
    ...repo,
    branch,
    wikiPath: config.wikiPath,
  };
  const runId = input.env.GITHUB_RUN_ID;
  const runUrl = runId
    ? safeUrl(`${input.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`)
    : null;
  const report: ImpactReport = {
    number: ev.number,
    impact,
    links,
    commit,
    files: files.length,
    comment: 'skipped',
    notes,
    calls: 0,
  };
  if (config.impactPreview)
    report.preview = await previewOf(client, repo, ev, input, {
      impacted: impact.pages.length,
      files,
      snapshot,
    });
  if (readOnly) {
    report.readOnly = `Pull request #${ev.number} comes from a fork: on pull_request its GITHUB_TOKEN is read-only, so no comment, check run or review request was attempted; the impact is listed here only.`;
  } else await writeAll(client, repo, ev, config, report, runUrl, files);
  const cap = config.impactMaxPages ?? 25;
  if (impact.pages.length > cap)
    notes.push(
      `${impact.pages.length} pages are impacted; the comment lists the first ${cap} (impact-max-pages) and "+${impact.pages.length - cap} more".`,
    );
  report.calls = calls();
  const count = impact.pages.length;
  const preview = report.preview?.kind === 'ran' ? report.preview.report : null;
  return {
    outputs: {
      // The dry run's decision, tier, reason, tokens, cost-usd and pages-changed, as ingest's.
      ...(preview ? reportOutputs(preview) : {}),
      // Strong ties first; with impact-ties: fold, the folded pages after them.
      'impacted-pages': JSON.stringify([...impact.pages, ...impact.possibly].map((p) => p.slug)),
      ...(report.commentUrl ? { 'impact-comment-url': report.commentUrl } : {}),
    },
    summary: (out) => renderImpactSummary(report, out),
    warnings: [...notes, ...(preview?.warnings ?? [])],
    failed: false,
    message: `wiki-ingest impact: ${count} page${count === 1 ? '' : 's'} of ${config.wikiPath}/ tied to pull request #${ev.number} (${report.calls} GitHub calls)${report.readOnly ? '; fork: summary only' : ''}${previewLine(report.preview)}.`,
  };
}

/** The preview in the run's log line. */
function previewLine(p: PreviewOutcome | undefined): string {
  if (!p) return '';
  if (p.kind !== 'ran') return `; preview ${p.kind === 'failed' ? 'failed' : 'not run'}`;
  const d = p.report.decision;
  return `; preview: ${d.decision} (Tier ${d.tier}), ${p.report.cost_usd === null ? 'cost unknown' : usd(p.report.cost_usd)}`;
}

// mode: impact's job summary: every impacted page with its ties and a link at the base branch,
// what happened to the comment, the reviewers and the check run, the notes, and the run's GitHub
// calls. The summary builder emits raw HTML: every string from the repository passes escapeHtml.
import { escapeHtml as e, safeUrl } from '../report/escape.js';
import { renderSummary } from '../report/summary.js';
import type { Summary } from '../report/table.js';
import type { ReviewerAsk } from './owners.js';
import type { PreviewOutcome } from './preview.js';
import { pageUrl, tieText, type PageLinks } from './render.js';
import type { Impact } from './ties.js';

/** Pages listed in the summary; the rest are counted (the runner takes 1 MiB per step). */
export const MAX_SUMMARY_PAGES = 1000;

export interface ImpactReport {
  number: number;
  impact: Impact;
  links: PageLinks;
  commit: string;
  files: number;
  /** What the run did to the sticky comment. */
  comment: 'created' | 'updated' | 'cleared' | 'unchanged' | 'none' | 'skipped' | 'failed';
  commentUrl?: string;
  reviewers?: ReviewerAsk;
  checkUrl?: string;
  /** Why nothing was written (a fork's read-only token). */
  readOnly?: string;
  notes: string[];
  calls: number;
  /** impact-preview: what became of the dry run. */
  preview?: PreviewOutcome;
}

const COMMENT: Record<ImpactReport['comment'], string> = {
  created: 'created',
  updated: 'edited in place',
  cleared: 'reduced to one line (nothing is impacted any more)',
  unchanged: 'already up to date',
  none: 'none (nothing is impacted)',
  skipped: 'not written',
  failed: 'not kept up to date (see the notes)',
};

/** A name in the summary's HTML. */
const code = (name: string): string => `<code>${e(name)}</code>`;

export function renderImpactSummary(r: ImpactReport, out: Summary): Summary {
  const pages = r.impact.pages;
  out.addHeading(
    `wiki-ingest impact: ${pages.length} page${pages.length === 1 ? '' : 's'} tied to #${r.number}`,
    2,
  );
  const comment =
    r.commentUrl && safeUrl(r.commentUrl)
      ? `<a href="${e(r.commentUrl)}">${e(COMMENT[r.comment])}</a>`
      : e(COMMENT[r.comment]);
  out.addRaw(
    `<p>${r.files} changed file${r.files === 1 ? '' : 's'}, the wiki <code>${e(r.links.wikiPath)}/</code> at <code>${e(r.links.branch)}</code> <code>${e(r.commit.slice(0, 12))}</code> (${r.impact.total} pages)${r.impact.history !== undefined ? `, its past co-changes read from ${r.impact.history} commit${r.impact.history === 1 ? '' : 's'}` : ''}. ${r.preview?.kind === 'ran' ? 'The list: no model call.' : 'No model call.'} <b>GitHub calls:</b> ${r.calls}.</p>`,
    true,
  );
  if (r.readOnly) out.addRaw(`<p><b>Read-only:</b> ${e(r.readOnly)}</p>`, true);
  else out.addRaw(`<p><b>Comment:</b> ${comment}</p>`, true);
  if (r.reviewers) {
    const asked = [
      ...r.reviewers.users.map((u) => `@${u}`),
      ...r.reviewers.teams.map((t) => `team ${t}`),
    ];
    out.addRaw(
      `<p><b>Reviewers requested:</b> ${asked.length ? e(asked.join(', ')) : 'none (already requested, the author, or no owner)'}</p>`,
      true,
    );
  }
  if (r.checkUrl && safeUrl(r.checkUrl))
    out.addRaw(`<p><b>Check run:</b> <a href="${e(r.checkUrl)}">wiki impact</a></p>`, true);
  if (pages.length > 0) {
    const items = pages.slice(0, MAX_SUMMARY_PAGES).map((p) => {
      const url = safeUrl(pageUrl(r.links, p.file));
      const name = url ? `<a href="${e(url)}">${e(p.title || p.slug)}</a>` : e(p.title || p.slug);
      return `<li>${name} <code>${e(p.slug)}</code>: ${p.ties.map((t) => tieText(t, code)).join('; ')}</li>`;
    });
    const more = pages.length - items.length;
    out.addRaw(`<ul>${items.join('')}${more > 0 ? `<li>+${more} more</li>` : ''}</ul>`, true);
  } else out.addRaw('<p>No wiki page covers or names what this pull request changes.</p>', true);
  const possibly = r.impact.possibly.slice(0, MAX_SUMMARY_PAGES);
  if (possibly.length)
    out.addRaw(
      `<p><b>Possibly also</b> (weak ties: a common name, a file name, a plain word, a path alone):</p><ul>${possibly.map((p) => `<li><code>${e(p.slug)}</code>: ${p.ties.map((t) => tieText(t, code)).join('; ')}</li>`).join('')}</ul>`,
      true,
    );
  if (r.notes.length)
    out.addRaw(
      `<p><b>Notes:</b></p><ul>${r.notes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>`,
      true,
    );
  if (r.preview) previewSummary(r.preview, out);
  return out;
}

/** impact-preview: why it did not run, or the dry run's own summary (its diffs in full). */
function previewSummary(p: PreviewOutcome, out: Summary): void {
  if (p.kind !== 'ran') {
    const what = p.kind === 'failed' ? 'failed' : 'not run';
    out.addRaw(`<p><b>Preview:</b> ${what} — ${e(p.reason)}</p>`, true);
    return;
  }
  out.addRaw(
    '<p><b>Preview</b> (a dry run of Tiers 1–3 on the pull request; nothing written):</p>',
    true,
  );
  renderSummary(p.report, out);
}

// The job summary of a /wiki comment run. The builder emits raw HTML: every string from the
// payload, the wiki or the model is escaped (the question is not shown at all; the reply is).
import { totalTokens } from '../llm/usage.js';
import { money } from '../ledger/money.js';
import { escapeHtml as e, safeUrl } from '../report/escape.js';
import { redactionNote } from '../report/summary.js';
import { cell, header, type Summary } from '../report/table.js';
import type { AskRun } from './answer-comment.js';
import type { AskRequest, SaveRequest } from './command.js';
import type { SaveResult } from './archive.js';
import { firstRefusals, refusedCount } from '../log/outcome.js';

export function askSummary(run: AskRun, request: AskRequest | null, out: Summary): Summary {
  out.addHeading(`wiki-ingest ask: ${e(run.decision)}`, 2);
  out.addRaw(`<p><b>Reason:</b> ${e(run.reason)}</p>`, true);
  if (request) {
    const asked = safeUrl(request.commentUrl);
    out.addRaw(
      `<p><b>Question:</b> ${asked ? `<a href="${e(asked)}">comment ${request.commentId}</a>` : `comment ${request.commentId}`} by ${e(request.author)} (${e(request.association)})</p>`,
      true,
    );
  }
  const url = safeUrl(run.url);
  if (url) out.addRaw(`<p><b>Reply:</b> <a href="${e(url)}">${e(url)}</a></p>`, true);
  const r = run.result;
  if (r) {
    const u = r.usage;
    out.addTable([
      header(['model', 'status', 'pages read', 'calls', 'tokens', 'cache read', 'cost']),
      [
        r.model,
        r.status,
        r.pages_read.join(', ') || 'none',
        String(r.iterations),
        `${totalTokens(u)} (in ${u.input_tokens}, write ${u.cache_creation_input_tokens}, read ${u.cache_read_input_tokens}, out ${u.output_tokens})`,
        `${(r.cache_read_share * 100).toFixed(1)}%`,
        money(r.cost_usd),
      ].map(cell),
    ]);
    const redacted = redactionNote(r.redactions);
    if (redacted) out.addRaw(`<p><b>Redacted:</b> ${e(redacted)}</p>`, true);
  }
  if (run.warnings.length > 0)
    out.addRaw(
      `<p><b>Warnings</b></p><ul>${run.warnings.map((w) => `<li>${e(w)}</li>`).join('')}</ul>`,
      true,
    );
  return out;
}

/** The job summary of a `/wiki save` run: its outcome, the save, the reply, what it spent. */
export function saveSummary(
  done: SaveResult,
  request: SaveRequest,
  replyUrl: string,
  out: Summary,
): Summary {
  out.addHeading(`wiki-ingest save: ${e(done.outcome)}`, 2);
  out.addRaw(`<p><b>Reply:</b> ${e(done.sentence)}</p>`, true);
  const saved = safeUrl(request.commentUrl);
  out.addRaw(
    `<p><b>Save:</b> ${saved ? `<a href="${e(saved)}">comment ${request.commentId}</a>` : `comment ${request.commentId}`} by ${e(request.author)} (${e(request.association)})</p>`,
    true,
  );
  const url = safeUrl(replyUrl);
  if (url) out.addRaw(`<p><b>Reply comment:</b> <a href="${e(url)}">${e(url)}</a></p>`, true);
  const pr = safeUrl(done.pullRequestUrl);
  if (pr) out.addRaw(`<p><b>Pull request:</b> <a href="${e(pr)}">${e(pr)}</a></p>`, true);
  const refused = refusedCount(done.refused ?? []);
  if (refused)
    out.addRaw(
      `<p><b>Refused:</b> ${e(refused)}</p><ul>${firstRefusals(done.refused!, 5)
        .map((r) => `<li>${e(r)}</li>`)
        .join('')}</ul>`,
      true,
    );
  out.addRaw(
    `<p><b>Spent:</b> ${totalTokens(done.usage)} tokens, ${e(money(done.cost_usd))}</p>`,
    true,
  );
  if (done.warnings.length > 0)
    out.addRaw(
      `<p><b>Warnings</b></p><ul>${done.warnings.map((w) => `<li>${e(w)}</li>`).join('')}</ul>`,
      true,
    );
  return out;
}

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  cell,
  header,
  redactionNote
} from "./chunk-N73S4EIW.js";
import {
  escapeHtml,
  safeUrl
} from "./chunk-73IPIAXZ.js";
import {
  totalTokens
} from "./chunk-2F6UNR7T.js";
import {
  firstRefusals,
  refusedCount
} from "./chunk-54RBGIXX.js";
import {
  money
} from "./chunk-BY4U7PKS.js";

// src/ask/command.ts
var WRITERS = ["OWNER", "MEMBER", "COLLABORATOR"];
function saveOf(question) {
  const m = /^save(?:\s+(\S+))?\s*$/i.exec(question);
  if (!m) return null;
  if (!m[1]) return { answerId: null };
  const id = /^(?:\S*#issuecomment-)?(\d{1,15})$/.exec(m[1]);
  return id ? { answerId: Number(id[1]) } : null;
}
var answerMarker = (commentId) => `<!-- wiki-ingest-answer:${commentId} -->`;
var ANY_MARKER = /<!-- wiki-ingest-answer:\d+ -->/;
function questionOf(body, command) {
  const text = body.replace(/^\uFEFF/, "").trimStart();
  if (text.slice(0, command.length).toLowerCase() !== command.toLowerCase()) return null;
  const rest = text.slice(command.length);
  if (rest !== "" && !/^\s/.test(rest)) return null;
  return rest.trim();
}
function commentRequest(eventName, payload, rules) {
  const event = payload ?? {};
  const comment = event.comment;
  if (event.action !== "created")
    return {
      skip: `The comment was ${event.action ?? "changed"}, not created; only new comments ask the wiki.`
    };
  if (!comment || typeof comment.id !== "number")
    return { skip: `The ${eventName} payload carries no comment.` };
  const body = comment.body ?? "";
  if (ANY_MARKER.test(body)) return { skip: "The comment is an answer of wiki-ingest itself." };
  const login = comment.user?.login ?? "";
  if (comment.user?.type === "Bot" || login.endsWith("[bot]"))
    return { skip: `The comment is by a bot (${login}); bots do not ask the wiki.` };
  const question = questionOf(body, rules.command);
  if (question === null)
    return { skip: `The comment does not start with ${rules.command}; nothing to answer.` };
  const association = (comment.author_association ?? "NONE").toUpperCase();
  const save = saveOf(question);
  if (save) return saveRequest(eventName, event, { login, association, save }, rules);
  if (!rules.allowed.includes(association))
    return {
      skip: `${login} is ${association} on this repository; only ${rules.allowed.join(", ")} are answered (the ask-allowed-associations input).`
    };
  if (question === "")
    return {
      skip: `The comment holds ${rules.command} without a question; write it after the command.`
    };
  const asked = commentOf(eventName, event, { login, association });
  return "skip" in asked ? asked : { ask: { ...asked, question } };
}
function saveRequest(eventName, event, who, rules) {
  if (rules.archive === "off") return { skip: "ask-archive is off: /wiki save archives nothing." };
  if (!WRITERS.includes(who.association))
    return {
      skip: `${who.login} is ${who.association} on this repository; only ${WRITERS.join(", ")} may archive an answer with /wiki save.`
    };
  const saved = commentOf(eventName, event, who);
  return "skip" in saved ? saved : { save: { ...saved, answerId: who.save.answerId } };
}
function commentOf(eventName, event, who) {
  const comment = event.comment;
  const thread = threadOf(eventName, event);
  if (!thread)
    return { skip: `The ${eventName} payload names no issue or discussion to answer in.` };
  return {
    thread,
    commentId: comment.id,
    commentUrl: comment.html_url ?? "",
    createdAt: comment.created_at ?? "",
    author: who.login,
    association: who.association
  };
}
function threadOf(eventName, event) {
  const comment = event.comment;
  if (eventName === "issue_comment" && typeof event.issue?.number === "number")
    return { kind: "issue", number: event.issue.number };
  if (eventName === "discussion_comment" && typeof event.discussion?.number === "number" && event.discussion.node_id && comment.node_id)
    return {
      kind: "discussion",
      number: event.discussion.number,
      discussionNodeId: event.discussion.node_id,
      commentNodeId: comment.node_id
    };
  return null;
}

// src/ask/summary.ts
function askSummary(run, request, out) {
  out.addHeading(`wiki-ingest ask: ${escapeHtml(run.decision)}`, 2);
  out.addRaw(`<p><b>Reason:</b> ${escapeHtml(run.reason)}</p>`, true);
  if (request) {
    const asked = safeUrl(request.commentUrl);
    out.addRaw(
      `<p><b>Question:</b> ${asked ? `<a href="${escapeHtml(asked)}">comment ${request.commentId}</a>` : `comment ${request.commentId}`} by ${escapeHtml(request.author)} (${escapeHtml(request.association)})</p>`,
      true
    );
  }
  const url = safeUrl(run.url);
  if (url) out.addRaw(`<p><b>Reply:</b> <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`, true);
  const r = run.result;
  if (r) {
    const u = r.usage;
    out.addTable([
      header(["model", "status", "pages read", "calls", "tokens", "cache read", "cost"]),
      [
        r.model,
        r.status,
        r.pages_read.join(", ") || "none",
        String(r.iterations),
        `${totalTokens(u)} (in ${u.input_tokens}, write ${u.cache_creation_input_tokens}, read ${u.cache_read_input_tokens}, out ${u.output_tokens})`,
        `${(r.cache_read_share * 100).toFixed(1)}%`,
        money(r.cost_usd)
      ].map(cell)
    ]);
    const redacted = redactionNote(r.redactions);
    if (redacted) out.addRaw(`<p><b>Redacted:</b> ${escapeHtml(redacted)}</p>`, true);
  }
  if (run.warnings.length > 0)
    out.addRaw(
      `<p><b>Warnings</b></p><ul>${run.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>`,
      true
    );
  return out;
}
function saveSummary(done, request, replyUrl, out) {
  out.addHeading(`wiki-ingest save: ${escapeHtml(done.outcome)}`, 2);
  out.addRaw(`<p><b>Reply:</b> ${escapeHtml(done.sentence)}</p>`, true);
  const saved = safeUrl(request.commentUrl);
  out.addRaw(
    `<p><b>Save:</b> ${saved ? `<a href="${escapeHtml(saved)}">comment ${request.commentId}</a>` : `comment ${request.commentId}`} by ${escapeHtml(request.author)} (${escapeHtml(request.association)})</p>`,
    true
  );
  const url = safeUrl(replyUrl);
  if (url) out.addRaw(`<p><b>Reply comment:</b> <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`, true);
  const pr = safeUrl(done.pullRequestUrl);
  if (pr) out.addRaw(`<p><b>Pull request:</b> <a href="${escapeHtml(pr)}">${escapeHtml(pr)}</a></p>`, true);
  const refused = refusedCount(done.refused ?? []);
  if (refused)
    out.addRaw(
      `<p><b>Refused:</b> ${escapeHtml(refused)}</p><ul>${firstRefusals(done.refused, 5).map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul>`,
      true
    );
  out.addRaw(
    `<p><b>Spent:</b> ${totalTokens(done.usage)} tokens, ${escapeHtml(money(done.cost_usd))}</p>`,
    true
  );
  if (done.warnings.length > 0)
    out.addRaw(
      `<p><b>Warnings</b></p><ul>${done.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>`,
      true
    );
  return out;
}

export {
  answerMarker,
  questionOf,
  commentRequest,
  askSummary,
  saveSummary
};
//# sourceMappingURL=chunk-QMU3PNE7.js.map

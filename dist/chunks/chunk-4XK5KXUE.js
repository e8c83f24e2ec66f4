import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  questionOf,
  saveSummary
} from "./chunk-QMU3PNE7.js";
import {
  replyThread
} from "./chunk-CRLHKBKG.js";
import {
  sameAccount,
  tokenLogin
} from "./chunk-F5LXARE4.js";
import {
  listThreadComments
} from "./chunk-R3DR3US5.js";
import {
  ANSWER_MARKER_LINE,
  readTelemetry
} from "./chunk-7KSQONPR.js";
import {
  archiveBranch,
  publishConfig
} from "./chunk-6W3AHS2D.js";
import {
  inertText
} from "./chunk-KIKOELTJ.js";
import {
  branchExists
} from "./chunk-RSATWOFN.js";
import {
  ZERO_USAGE,
  sumCost,
  totalTokens
} from "./chunk-2F6UNR7T.js";
import {
  firstRefusals,
  refusedCount
} from "./chunk-54RBGIXX.js";
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import {
  SpendRefused
} from "./chunk-IQBB3ADW.js";

// src/ask/archive.ts
var ARCHIVE_MIN_CHARS = 280;
var saveMarker = (saveId, answerId, outcome) => `<!-- wiki-ingest-save:${saveId} answer:${answerId} ${outcome} -->`;
var SAVE_MARKER = /^<!-- wiki-ingest-save:(\d+) answer:(\d+) (archived|nothing-archived|skip|refused|failed) -->/;
var oursBy = (login) => (c) => sameAccount(c.login, login);
function answerTextOf(body) {
  const lines = body.split("\n");
  const start = lines.findIndex((l, i) => i > 0 && !l.startsWith("<!-- wiki-ingest-"));
  const end = lines.findIndex((l) => l.startsWith("<details><summary>wiki-ingest"));
  return lines.slice(Math.max(start, 1), end < 0 ? void 0 : end).join("\n").trim();
}
function earlierSave(comments, saveId, answerId, login) {
  const mayBeOurs = oursBy(login);
  for (const c of comments.filter(mayBeOurs)) {
    const m = SAVE_MARKER.exec(c.body);
    if (!m) continue;
    if (Number(m[1]) === saveId) return { again: c };
  }
  for (const c of comments.filter(mayBeOurs)) {
    const m = SAVE_MARKER.exec(c.body);
    if (m && Number(m[2]) === answerId && m[3] === "archived") return { archived: c };
  }
  return null;
}
var decidedBefore = (comments, answerId, login) => comments.some((c) => oursBy(login)(c) && Number(SAVE_MARKER.exec(c.body)?.[2]) === answerId);
function findAnswer(comments, save, login) {
  const mayBeOurs = oursBy(login);
  const answers = comments.filter((c) => ANSWER_MARKER_LINE.test(c.body) && mayBeOurs(c));
  if (save.answerId !== null) {
    const named = answers.find((c) => c.id === save.answerId);
    return named ?? `comment ${save.answerId} is not a wiki-ingest answer in this thread`;
  }
  const at = comments.findIndex((c) => c.id === save.commentId);
  const before = answers.filter((c) => at < 0 || comments.indexOf(c) < at);
  return before.at(-1) ?? "no wiki-ingest answer precedes it in this thread";
}
function archiveTier1(comments, answer, command) {
  const telemetry = readTelemetry(answer.body);
  if (!telemetry || telemetry.citations.length === 0)
    return "the answer cited no wiki page, so there is nothing to link a new page to";
  const text = answerTextOf(answer.body);
  if (text.length < ARCHIVE_MIN_CHARS)
    return `the answer is ${text.length} characters long, under the ${ARCHIVE_MIN_CHARS} worth a page`;
  const asked = Number(ANSWER_MARKER_LINE.exec(answer.body)?.[1]);
  const questionComment = comments.find((c) => c.id === asked);
  return {
    id: answer.id,
    url: answer.url,
    text,
    citations: telemetry.citations,
    question: questionComment ? questionOf(questionComment.body, command) ?? "" : ""
  };
}
var topicOf = (a) => oneLine(a.question, 80).trim() || `answer ${a.id}`;
var plain = (text, max = 300) => inertText(text, max);
function saveReply(ids, outcome, sentence) {
  return `${saveMarker(ids.save, ids.answer, outcome)}
${oneLine(sentence, 1200)}`;
}

// src/ask/archive-answer.ts
var result = (outcome, sentence, answerId, more = {}) => ({
  outcome,
  sentence,
  answerId,
  usage: ZERO_USAGE,
  cost_usd: 0,
  warnings: [],
  ...more
});
async function wikiPages(ctx) {
  const { questionWiki } = await import("./github-GWANU56L.js");
  const { input } = ctx;
  const snapshot = await questionWiki(ctx.github, {
    owner: input.owner,
    repo: input.repo,
    branch: input.defaultBranch,
    wikiPath: input.config.wikiPath,
    mapFile: input.config.mapFile,
    env: input.env
  });
  if (!snapshot) return [];
  const { mapFileProblem } = await import("./map-file-IEQGLQQQ.js");
  const where = `${input.config.wikiPath}/${input.config.mapFile}`;
  return mapFileProblem(where, snapshot.existing.index) ?? snapshot.wiki.pages;
}
async function tierOne(ctx) {
  const { request, comments, input } = ctx;
  const found = findAnswer(comments, request, ctx.login);
  if (typeof found === "string")
    return result(
      "refused",
      `Not archived: ${found}. Reply \`/wiki save\` below an answer, or link it.`,
      request.answerId ?? 0
    );
  const earlier = earlierSave(comments, request.commentId, found.id, ctx.login);
  if (earlier && "archived" in earlier)
    return result(
      "refused",
      `Not archived again: this answer was already archived (${earlier.archived.url}).`,
      found.id
    );
  const repo = { owner: input.owner, repo: input.repo };
  if (await branchExists(ctx.github, repo, archiveBranch(found.id)))
    return result(
      "refused",
      `Not archived again: the branch \`${archiveBranch(found.id)}\` already proposes this answer.`,
      found.id
    );
  const saved = archiveTier1(comments, found, input.config.askCommand);
  if (typeof saved === "string") return result("refused", `Not archived: ${saved}.`, found.id);
  const day = await ctx.dayRefusal();
  return day ? result("refused", `Not archived now: ${day}`, found.id) : saved;
}
async function tiersTwoThree(ctx, saved) {
  const { input } = ctx;
  const pages = await wikiPages(ctx);
  if (typeof pages === "string")
    return result("refused", `Not archived: ${plain(pages, 400)}`, saved.id);
  const cited = pages.filter((p) => saved.citations.includes(p.slug));
  if (cited.length === 0)
    return result(
      "refused",
      "Not archived: none of the pages the answer cited is in the wiki any more.",
      saved.id
    );
  const [{ archiveTriage }, pricing, { Redactor }] = await Promise.all([
    import("./archive-7BFOPIW2.js"),
    import("./pricing-GDL3TOZW.js"),
    import("./redact-3JQIZDW6.js")
  ]);
  const redactor = new Redactor(ctx.secrets);
  const t2 = await archiveTriage({
    question: saved.question,
    answer: saved.text,
    cited,
    slugs: new Set(cited.map((p) => p.slug)),
    config: input.config,
    client: ctx.client,
    prices: pricing.priceTable(input.config.pricing),
    redact: (t) => redactor.redact(t)
  });
  const spent = { usage: t2.usage, cost_usd: t2.cost_usd };
  if (t2.decision === "skip")
    return result("skip", `Not archived (Tier 2): ${plain(t2.reason)}`, saved.id, spent);
  return tierThree(ctx, saved, cited, t2);
}
async function tierThree(ctx, saved, cited, t2) {
  const { input } = ctx;
  const config = publishConfig(input.config, "archive", archiveBranch(saved.id));
  const { gitHubWorkspace } = await import("./github-GWANU56L.js");
  const repo = gitHubWorkspace({
    config,
    owner: input.owner,
    repo: input.repo,
    serverUrl: input.serverUrl,
    defaultBranch: input.defaultBranch,
    github: async () => ctx.github
  });
  const { runArchive } = await import("./task-XZTWFBDX.js");
  const report = await runArchive(
    {
      url: saved.url,
      topic: topicOf(saved),
      question: saved.question,
      answer: saved.text,
      cited: cited.map((p) => p.slug),
      target: t2.target,
      reason: t2.reason
    },
    config,
    {
      repo,
      anthropic: ctx.client,
      secrets: ctx.secrets,
      ...input.clock ? { clock: input.clock } : {}
    },
    { usage: t2.usage, cost_usd: t2.cost_usd }
  );
  const spent = {
    usage: report.usage,
    cost_usd: sumCost([report.cost_usd]),
    warnings: report.warnings,
    ...report.refused?.length ? { refused: report.refused } : {}
  };
  const url = report.publish?.pull_request_url;
  if (input.sweep && report.budgetStop && !report.changes.length && !report.telemetry?.length)
    throw new SpendRefused(report.decision.reason.replace(/^Budget /, ""));
  if (report.decision.decision === "process" && !url && !report.changes.length)
    return result("nothing-archived", nothingArchived(report), saved.id, spent);
  if (report.decision.decision !== "process" || !url)
    return result("failed", `Not archived: ${plain(report.decision.reason, 400)}`, saved.id, spent);
  const page = report.changes.find(
    (c) => c.path.startsWith(`${config.wikiPath}/`) && !/\/(log|index)\.md$/.test(c.path)
  );
  return result(
    "archived",
    `Archived: ${url} proposes ${page ? `\`${page.path.replace(/`/g, "")}\`` : "the page"} for review (${plain(t2.reason)}).`,
    saved.id,
    { ...spent, pullRequestUrl: url }
  );
}
function nothingArchived(report) {
  const refused = report.refused ?? [];
  const why = refused.length ? `${refusedCount(refused)}: ${firstRefusals(refused, 2).join("; ")}` : `the agent wrote none (it says: ${report.agent_says ?? "nothing"})`;
  return `Not archived: the archive agent wrote no page, so no commit and no pull request were made. Why: ${plain(why, 600)}`;
}
async function archiveAnswer(request, input) {
  const { secrets } = input;
  const github = await input.github();
  const repo = { owner: input.owner, repo: input.repo };
  const decided = request.thread.kind === "issue" ? await decideSave(request, request.thread.number, input, secrets, github).catch(
    (e) => {
      if (!(e instanceof SpendRefused) || input.sweep) throw e;
      return result("failed", `Not archived: ${e.message}.`, 0);
    }
  ) : result(
    "refused",
    "Not archived: /wiki save works in issue and pull request threads; discussions are not supported yet.",
    0
  );
  if ("again" in decided) {
    const { url } = decided.again;
    const reason = `Comment ${request.commentId} was already answered (${url}); not answering twice.`;
    return saveOutcome(result("skip", reason, 0), request, secrets, url);
  }
  const reply = saveReply(
    { save: request.commentId, answer: decided.answerId },
    decided.outcome,
    decided.sentence
  );
  const posted = await replyThread(github, repo, request.thread, "").post(secrets.scrub(reply)).catch((e) => {
    const err = e;
    throw new Error(
      `Posting the /wiki save reply failed${err.status ? ` (HTTP ${err.status})` : ""}: ${err.message ?? String(e)}. The workflow needs permissions: issues: write.`
    );
  });
  return saveOutcome(decided, request, secrets, posted.url);
}
async function decideSave(request, issue, input, secrets, github) {
  const comments = await listThreadComments(
    github,
    { owner: input.owner, repo: input.repo },
    issue
  );
  const login = await tokenLogin(github);
  const earlier = earlierSave(comments, request.commentId, null, login);
  if (earlier && "again" in earlier) return earlier;
  const ledger = await (await import("./answer-ledger-6M54F63D.js")).openAnswerLedger("save", input, secrets);
  try {
    const ctx = {
      input,
      request,
      github,
      comments,
      login,
      client: ledger.client,
      dayRefusal: async () => await ledger.refuse("") ? "the day\u2019s limits (ask-max-per-day, max-daily-cost-usd) are reached; try again later." : null,
      secrets
    };
    const first = await tierOne(ctx);
    const done = "outcome" in first ? first : await tiersTwoThree(ctx, first);
    return { ...done, warnings: [...done.warnings, ...ledger.warnings] };
  } finally {
    await ledger.close(false);
  }
}
function saveOutcome(done, request, secrets, replyUrl) {
  const clean = secrets.scrubDeep(done);
  const outputs = {
    decision: clean.outcome,
    reason: clean.sentence,
    tokens: String(totalTokens(clean.usage)),
    "answer-url": replyUrl
  };
  if (clean.cost_usd !== null) outputs["cost-usd"] = clean.cost_usd.toFixed(6);
  if (clean.pullRequestUrl) outputs["pull-request-url"] = clean.pullRequestUrl;
  return {
    outputs,
    summary: (out) => saveSummary(clean, request, replyUrl, out),
    warnings: clean.warnings,
    message: `wiki-ingest save ${clean.outcome}: ${clean.sentence}`,
    failed: clean.outcome === "failed"
  };
}

export {
  decidedBefore,
  archiveAnswer
};
//# sourceMappingURL=chunk-4XK5KXUE.js.map

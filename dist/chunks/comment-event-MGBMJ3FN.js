import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  askMapBudgetFor,
  askOptions,
  askPrefix,
  linkCitations,
  openConversation,
  wikiBlobBase
} from "./chunk-EIQP25Q2.js";
import {
  answerMarker,
  askSummary,
  commentRequest
} from "./chunk-QMU3PNE7.js";
import "./chunk-N73S4EIW.js";
import "./chunk-LSIFOBXJ.js";
import "./chunk-73IPIAXZ.js";
import {
  staleNotesMarkdown
} from "./chunk-EFYJWMOA.js";
import {
  telemetryLine
} from "./chunk-7KSQONPR.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-BXI5JLIV.js";
import "./chunk-OIS6GZH5.js";
import "./chunk-3HNVCDAP.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-F5VYELV3.js";
import "./chunk-FDUYOX47.js";
import "./chunk-QUIMCS4T.js";
import "./chunk-GLOHRSPY.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import {
  totalTokens
} from "./chunk-2F6UNR7T.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import {
  money
} from "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/ask/reply.ts
var num = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
function disarmProse(text) {
  return text.replace(/</g, "&lt;").replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, "$1@\u200B").replace(/!\[/g, "!\\[");
}
function disarmLine(line) {
  let out = "";
  let rest = line;
  for (; ; ) {
    const open = /`+/.exec(rest);
    if (!open) return out + disarmProse(rest);
    const close = rest.indexOf(open[0], open.index + open[0].length);
    if (close < 0) return out + disarmProse(rest);
    out += disarmProse(rest.slice(0, open.index)) + rest.slice(open.index, close + open[0].length);
    rest = rest.slice(close + open[0].length);
  }
}
var MAX_ANSWER_CHARS = 6e4;
var fenceOf = (line) => /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
var closes = (fence, marker) => marker !== void 0 && marker[0] === fence[0] && marker.length >= fence.length;
function disarmMarkdown(text) {
  let fence = null;
  return text.split("\n").map((line) => {
    const marker = fenceOf(line);
    if (fence !== null) {
      if (closes(fence, marker)) fence = null;
      return line;
    }
    if (marker) {
      fence = marker;
      return line;
    }
    return disarmLine(line);
  }).join("\n");
}
function openFence(text) {
  let fence = null;
  for (const line of text.split("\n")) {
    const marker = fenceOf(line);
    if (fence !== null) {
      if (closes(fence, marker)) fence = null;
    } else if (marker) fence = marker;
  }
  return fence;
}
function bounded(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const cut = head.lastIndexOf("\n") > 0 ? head.slice(0, head.lastIndexOf("\n")) : head;
  const open = openFence(cut);
  return `${cut}${open ? `
${open}` : ""}

_(The answer was cut at ${max} characters: GitHub's limit on a comment.)_`;
}
function staleBlock(input) {
  const notes = staleNotesMarkdown(
    input.stale ?? [],
    (slug) => linkCitations(`[[${slug}]]`, input.pages, input.base)
  );
  return notes.length ? ["", "> [!NOTE]", ...notes.map((n) => `> - ${n}`)] : [];
}
var FEEDBACK_INVITATION = "<sub>Did this answer help? React with \u{1F44D} or \u{1F44E} to this comment.</sub>";
var MAX_TELEMETRY_CITATIONS = 20;
var slugs = (list, max) => list.filter((s) => s.length <= 200).slice(0, max);
function answerTelemetry(r) {
  const ms = (n) => Math.max(0, Math.round(n));
  return {
    v: 1,
    model: r.model.slice(0, 200),
    status: r.status === "stopped" ? "stopped" : "answered",
    pages_read: slugs(r.pages_read, 50),
    read_page: r.pages_read.length > 0,
    latency_ms: {
      first_token: r.latency_ms.first_token === null ? null : ms(r.latency_ms.first_token),
      full: ms(r.latency_ms.full)
    },
    tokens: {
      input: r.usage.input_tokens,
      cache_write: r.usage.cache_creation_input_tokens,
      cache_read: r.usage.cache_read_input_tokens,
      output: r.usage.output_tokens
    },
    cost_usd: r.cost_usd,
    citations: slugs(r.citations, MAX_TELEMETRY_CITATIONS)
  };
}
function renderReply(input) {
  const { result: r, pages, base } = input;
  const answer = bounded(
    linkCitations(disarmMarkdown(r.answer.trim()), pages, base),
    input.maxAnswerChars ?? MAX_ANSWER_CHARS
  );
  const u = r.usage;
  const read = r.pages_read.length ? linkCitations(r.pages_read.map((slug) => `[[${slug}]]`).join(", "), pages, base) : r.status === "answered" ? "none (the map answered)" : "none";
  const count = `${r.pages_read.length} page${r.pages_read.length === 1 ? "" : "s"} read`;
  const total = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens;
  const footer = [
    `<details><summary>wiki-ingest \xB7 ${count} \xB7 ${num(total)} tokens \xB7 ${money(r.cost_usd, "cost unknown")}</summary>`,
    "",
    `- Pages read: ${read}`,
    `- Tokens: input ${num(u.input_tokens)}, cache write ${num(u.cache_creation_input_tokens)}, cache read ${num(u.cache_read_input_tokens)} (${(r.cache_read_share * 100).toFixed(1)}% of the prompt), output ${num(u.output_tokens)}`,
    `- Model: \`${r.model.replace(/`/g, "")}\`, ${r.iterations} call${r.iterations === 1 ? "" : "s"}`,
    ...r.unknown_citations.length ? [
      `- Citations of pages that do not exist, removed: ${r.unknown_citations.map((s) => `\`${s.replace(/`/g, "")}\``).join(", ")}`
    ] : [],
    "",
    "</details>"
  ];
  return [
    answerMarker(input.commentId),
    telemetryLine(answerTelemetry(r)),
    answer === "" ? "_(no answer)_" : answer,
    ...staleBlock(input),
    "",
    ...footer,
    "",
    FEEDBACK_INVITATION
  ].join("\n");
}

// src/ask/answer-comment.ts
async function staleNotesOf(deps, cited, warnings) {
  if (!deps.staleOf || cited.length === 0) return [];
  try {
    return await deps.staleOf(cited);
  } catch (e) {
    warnings.push(
      `Whether the cited pages are out of date could not be read (${e instanceof Error ? e.message : String(e)}); the reply has no stale notes.`
    );
    return [];
  }
}
async function answerComment(request, deps) {
  const marker = answerMarker(request.commentId);
  const earlier = await deps.thread.findReply(marker);
  if (earlier)
    return {
      decision: "skip",
      reason: `Comment ${request.commentId} was already answered (${earlier.url}); not answering twice.`,
      url: earlier.url,
      warnings: []
    };
  const refusal = await deps.refuse?.(request.question);
  if (refusal) {
    const posted2 = await deps.thread.post(deps.scrub(`${marker}

${refusal}`));
    return {
      decision: "skip",
      reason: `Not answered, no model called (a short reply says why): ${refusal}`,
      url: posted2.url,
      warnings: []
    };
  }
  const wiki = await deps.loadWiki();
  const options = askOptions(deps.config);
  const budget = askMapBudgetFor(deps.config.mapTokenBudget, options.model, deps.prices);
  const conversation = openConversation(
    askPrefix(wiki, capsOf(deps.config), budget, deps.config.language),
    options,
    {
      client: deps.client,
      prices: deps.prices,
      ...deps.redactor ? { redactor: deps.redactor } : {}
    }
  );
  const result = await conversation.ask(request.question);
  const warnings = [...wiki.warnings, ...result.warnings];
  if (result.unknown_citations.length)
    warnings.push(
      `The answer cited pages that do not exist; removed: ${result.unknown_citations.join(", ")}.`
    );
  if (result.status === "failed")
    return {
      decision: "failed",
      reason: `No answer posted to comment ${request.commentId}: ${result.note ?? "the model gave none"}`,
      result,
      warnings
    };
  const stale = await staleNotesOf(deps, result.citations, warnings);
  const body = deps.scrub(
    renderReply({
      commentId: request.commentId,
      result,
      pages: wiki.pages.map((p) => ({ slug: p.slug, file: p.file, title: p.title })),
      base: deps.base,
      stale
    })
  );
  const posted = await deps.thread.post(body);
  return {
    decision: "answered",
    reason: `Answered ${request.author}'s question${result.status === "stopped" ? " (stopped at a budget; the reply says so)" : ""}.`,
    url: posted.url,
    result,
    warnings
  };
}

// src/ask/comment-event.ts
function outcome(run, request, secrets) {
  const clean = secrets.scrubDeep(run);
  const outputs = {
    decision: clean.decision === "answered" ? "answered" : "skip",
    reason: clean.reason,
    tokens: String(clean.result ? totalTokens(clean.result.usage) : 0)
  };
  if (clean.result && clean.result.cost_usd !== null)
    outputs["cost-usd"] = clean.result.cost_usd.toFixed(6);
  if (clean.url && clean.decision === "answered") outputs["answer-url"] = clean.url;
  return {
    outputs,
    summary: (out) => askSummary(clean, request, out),
    warnings: clean.warnings,
    message: `wiki-ingest ask ${clean.decision}: ${clean.reason}`,
    failed: clean.decision === "failed"
  };
}
function explained(thread, request) {
  const where = request.thread.kind === "issue" ? `issue #${request.thread.number}` : `discussion #${request.thread.number}`;
  const permission = request.thread.kind === "issue" ? "issues: write" : "discussions: write";
  const wrap = (what, call) => async (...args) => {
    try {
      return await call(...args);
    } catch (e) {
      const err = e;
      throw new Error(
        `${what} on ${where} failed${err.status ? ` (HTTP ${err.status})` : ""}: ${err.message ?? String(e)}. The workflow needs permissions: ${permission} (and contents: read).`
      );
    }
  };
  return {
    findReply: wrap("Listing the replies", thread.findReply),
    post: wrap("Posting the answer", thread.post)
  };
}
function headWiki(github, input, read) {
  const repo = { owner: input.owner, repo: input.repo };
  let snapshot = null;
  return {
    loadWiki: async () => {
      snapshot = await read({
        ...repo,
        branch: input.defaultBranch,
        wikiPath: input.config.wikiPath,
        mapFile: input.config.mapFile
      });
      return snapshot?.wiki ?? {
        pages: [],
        schema: null,
        warnings: [
          `The default branch "${input.defaultBranch}" does not exist; the wiki is empty.`
        ]
      };
    },
    staleOf: async (cited) => {
      const at = snapshot?.base?.commit;
      if (!snapshot || !at) return [];
      const { staleAtCommit } = await import("./stale-at-head-KJBU3JTF.js");
      return staleAtCommit(github, repo, at, snapshot.wiki.pages, cited);
    }
  };
}
async function runCommentEvent(input) {
  const { config } = input;
  const { secrets } = input;
  const decided = commentRequest(input.eventName, input.payload, {
    command: config.askCommand,
    allowed: config.askAllowedAssociations,
    archive: config.askArchive
  });
  if ("skip" in decided)
    return outcome({ decision: "skip", reason: decided.skip, warnings: [] }, null, secrets);
  if ("save" in decided)
    return (await import("./archive-answer-5GAGRXPA.js")).archiveAnswer(decided.save, input);
  const request = decided.ask;
  const repo = { owner: input.owner, repo: input.repo };
  const github = await input.github();
  const [
    { replyThread },
    { questionWiki },
    pricing,
    { Redactor },
    { openAnswerLedger: openLedger }
  ] = await Promise.all([
    import("./comments-XYKC5DDM.js"),
    import("./github-GWANU56L.js"),
    import("./pricing-GDL3TOZW.js"),
    import("./redact-3JQIZDW6.js"),
    import("./answer-ledger-6M54F63D.js")
  ]);
  const ledger = await openLedger("answer", { ...input, github: async () => github }, secrets);
  const run = await answerComment(request, {
    thread: explained(replyThread(github, repo, request.thread, request.createdAt), request),
    ...headWiki(github, input, (where) => questionWiki(github, { ...where, env: input.env })),
    client: ledger.client,
    refuse: ledger.refuse,
    prices: pricing.priceTable(config.pricing),
    config,
    base: wikiBlobBase({
      server: input.serverUrl,
      ...repo,
      branch: input.defaultBranch,
      wikiPath: config.wikiPath
    }),
    scrub: (text) => secrets.scrub(text),
    redactor: new Redactor(secrets)
  });
  await ledger.close(run.decision === "answered");
  return outcome({ ...run, warnings: [...run.warnings, ...ledger.warnings] }, request, secrets);
}
export {
  runCommentEvent
};
//# sourceMappingURL=comment-event-MGBMJ3FN.js.map

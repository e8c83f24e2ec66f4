import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  coversForWrite,
  coversNote,
  neverCoveredBy,
  writtenWithoutCovers
} from "./chunk-P4AR6LXQ.js";
import {
  DEFAULT_SECRET_PATHS
} from "./chunk-32O5A2MR.js";
import {
  findHandlers,
  findToolDefinitions,
  hostOf,
  readHandlers,
  readToolDefinitions
} from "./chunk-BXI5JLIV.js";
import {
  redactedToolResults,
  runTurn,
  toolResult,
  turnTotals
} from "./chunk-OIS6GZH5.js";
import {
  promptMap,
  promptTooLongAdvice
} from "./chunk-3HNVCDAP.js";
import {
  textBefore
} from "./chunk-QTX4SNZT.js";
import {
  blobId
} from "./chunk-HWDMF6LP.js";
import {
  COVERS_RULE,
  FRAMINGS,
  LINK_RULE,
  MAX_PAGES_RULE,
  MERGE_FINISH,
  MERGE_TASK,
  READ_IN_RUN,
  answerTokens,
  budgetStop,
  covers,
  description,
  finish,
  finishDescription,
  frontmatterRefusal,
  newSecretsProblem,
  nonEmpty,
  openBlockProblem,
  opensFrontmatter,
  pageProblem,
  pageToChange,
  pageType,
  recentlyChanged,
  related,
  specOf,
  summary,
  summaryProblem,
  systemPrompt,
  tags,
  title,
  writeRefusal,
  writeSlugProblem
} from "./chunk-UTCUGKNB.js";
import {
  closest,
  position,
  tool,
  toolError,
  unknownSlug
} from "./chunk-HTMWZKFP.js";
import "./chunk-HHAQAYEE.js";
import {
  partOf
} from "./chunk-F5VYELV3.js";
import {
  Changeset
} from "./chunk-46MQWB27.js";
import "./chunk-FDUYOX47.js";
import {
  describeError
} from "./chunk-QUIMCS4T.js";
import "./chunk-GLOHRSPY.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import {
  _maxLength,
  _minLength,
  array,
  boolean,
  describe,
  optional,
  strictObject,
  string
} from "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import {
  ZERO_USAGE,
  sumCost,
  sumUsage
} from "./chunk-2F6UNR7T.js";
import {
  finalizeChangeset
} from "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import {
  restampPage
} from "./chunk-5TS6HNGQ.js";
import "./chunk-NN5PPL6X.js";
import {
  untrusted
} from "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import {
  outcomeSentence
} from "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import {
  tagsCharBudget
} from "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import {
  buildMap,
  tagsToList
} from "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import {
  newPage,
  outline,
  patchPage,
  replaceSection,
  sectionsOf,
  serializePage
} from "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import {
  compareCodePoints,
  plural
} from "./chunk-P2XLVFBX.js";
import {
  secretPathMatcher
} from "./chunk-DHVRHUOL.js";
import {
  GeneratedFiles,
  loadGeneratedFiles
} from "./chunk-VQK26BKB.js";
import {
  SOURCE_CHAR_CAP,
  SOURCE_RUN_CHARS,
  looksBinary,
  readText
} from "./chunk-BZVW5XM7.js";
import "./chunk-J3MHHG2O.js";
import {
  Minimatch
} from "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import {
  SpendScope
} from "./chunk-YPMII554.js";
import {
  SpendRefused,
  estimateCost
} from "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";
import {
  costUsd,
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/ledger/calls-left.ts
function expectedCall(costs) {
  const known = costs.filter((c) => c !== null);
  if (known.length === 0) return null;
  const later = known.length > 1 ? known.slice(1) : known;
  const mean = later.reduce((a, b) => a + b, 0) / later.length;
  return Math.max(known.at(-1), mean) * 1.5;
}
function callsAfterNext(v) {
  const turns2 = Math.max(0, v.turnsAfter);
  if (v.costLeft === null || v.reserve === null) return turns2;
  const call2 = expectedCall(v.turnCosts);
  if (v.costLeft < v.reserve) return 0;
  const step = Math.min(v.reserve, call2 ?? v.reserve) + Math.max(0, v.growth);
  const byCost = step > 0 ? Math.floor((v.costLeft - v.reserve) / step) : turns2;
  return Math.max(0, Math.min(turns2, byCost));
}
var holdsReserve = (v) => v.reserve === null || v.costLeft === null || v.costLeft >= v.reserve;

// src/ingest/budget-line.ts
var plural2 = (n4, word) => `${n4} ${word}${n4 === 1 ? "" : "s"}`;
function budgetLine(v) {
  const more = callsAfterNext(v);
  const pages = v.pagesLeft === void 0 ? "" : ` ${plural2(v.pagesLeft, "page")} left to change.`;
  if (more === 0)
    return `[Budget: this is the last call the budget allows: finish now. Call finish in this answer, beside your last writes; the pages already written and validated are kept.${pages}]`;
  const byTurns = v.costLeft === null || v.reserve === null || more === v.turnsAfter;
  const why = byTurns ? "max-iterations" : `${usd(Math.max(0, v.costLeft))} of max-cost-usd left; the gate reserves about ${usd(v.reserve)} before each call`;
  return `[Budget: room for about ${plural2(more, "more call")} after this one (${why}).${pages}]`;
}

// src/ingest/loop.ts
var DEFAULT_MAX_TOKENS = 16e3;
var maxTokensOf = (o) => o.maxTokens ?? DEFAULT_MAX_TOKENS;
var NUDGE = "You ended your turn without calling the finish tool. If the wiki is up to date, call finish with a one-paragraph summary of what you changed (or why nothing needed changing); otherwise continue with the tools.";
async function runIngestLoop(o) {
  const scope = SpendScope.of(o.client).child(o.maxCostUsd);
  const run2 = {
    o,
    client: scope.through(o.client),
    scope,
    messages: [{ role: "user", content: o.firstMessage }],
    telemetry: [],
    nudged: false,
    refused: [],
    reminded: false,
    reserved: null
  };
  const stop = await turns(run2);
  const totals = turnTotals(o.model, run2.telemetry);
  return {
    ...stop,
    iterations: run2.telemetry.length,
    telemetry: run2.telemetry,
    ...totals,
    refused: run2.refused,
    ...run2.reminded ? { reminded: true } : {}
  };
}
async function turns(run2) {
  const { o } = run2;
  for (let iteration = 1; iteration <= o.maxIterations; iteration++) {
    let turn;
    try {
      turn = await runTurn(run2.client, {
        prompt: { tools: o.tools, system: o.system, messages: run2.messages },
        model: o.model,
        maxTokens: maxTokensOf(o),
        ttl: o.ttl,
        prices: o.prices,
        iteration,
        ...o.stream ? { stream: true } : {},
        ...o.signal ? { signal: o.signal } : {},
        ...run2.known ? { known: run2.known } : {}
      });
    } catch (err) {
      if (err instanceof SpendRefused)
        return {
          status: "stopped",
          reason: `Budget ${err.message}, before iteration ${iteration}`
        };
      return {
        status: "failed",
        reason: `Tier 3 stopped after ${iteration - 1} completed iteration${iteration === 2 ? "" : "s"}: the Messages API call failed: ${describeError(err)}`
      };
    }
    run2.telemetry.push(turn.record);
    run2.known = turn.prompt;
    const stop = await act(run2, turn);
    if (stop) return stop;
  }
  return {
    status: "stopped",
    reason: `Budget max-iterations (${o.maxIterations}) reached without the model calling finish`
  };
}
async function act(run2, turn) {
  const { verdict: verdict2, message } = turn;
  const iteration = turn.record.iteration;
  const failed = (reason) => ({
    status: "failed",
    reason: `${reason} in iteration ${iteration}; nothing was published.`
  });
  const assistant = {
    role: "assistant",
    content: message.content
  };
  switch (verdict2.kind) {
    case "tool_calls":
      run2.messages.push(assistant);
      return runTools(run2, verdict2.calls);
    case "paused":
      run2.messages.push(assistant);
      return void 0;
    case "ended":
      if (run2.nudged)
        return {
          status: "failed",
          reason: `The model ended its turn twice without calling finish (iteration ${iteration}); nothing was published.`
        };
      run2.nudged = true;
      run2.messages.push(
        message.content.length > 0 ? assistant : { role: "assistant", content: "(no answer)" }
      );
      run2.messages.push({ role: "user", content: NUDGE });
      return void 0;
    case "max_tokens":
      return failed(`The model's answer was cut at max_tokens (${maxTokensOf(run2.o)})`);
    case "refused":
      return failed("The model refused to continue (stop_reason refusal)");
    case "context_window_exceeded":
      return {
        status: "failed",
        reason: `The conversation outgrew the model's context window in iteration ${iteration}; nothing was published. Lower ingest-diff-chars or page-char-cap.`
      };
    case "unknown":
      return failed(`Unexpected stop_reason "${verdict2.stop_reason}"`);
  }
}
async function runTools(run2, uses) {
  const results = [];
  let finished;
  let unverified;
  for (const use of uses) {
    let out;
    try {
      out = await run2.o.host.execute(use.name, use.input);
    } catch (err) {
      out = { content: `Tool ${use.name} failed: ${err.message}`, is_error: true };
    }
    if (out.is_error) await noteRefusal(run2, use, out.content);
    if (out.stop) return { status: "stopped", reason: out.stop.replace(/\.$/, "") };
    if (out.finished !== void 0) ({ finished, unverified } = out);
    results.push(toolResult(use, out));
  }
  if (finished !== void 0) {
    const at = uses.findIndex((u) => u.name === "finish");
    if (results.some((r) => r.is_error)) {
      const content = "finish was not accepted because another tool call in this turn failed; fix it (see its error), then call finish again.";
      results[at] = toolResult(uses[at], { content, is_error: true });
      await noteRefusal(run2, uses[at], content);
    } else {
      const held = holdFinish(run2, results);
      if (!held)
        return {
          status: "finished",
          reason: finished,
          summary: finished,
          ...unverified?.length ? { unverified } : {}
        };
      results[at] = toolResult(uses[at], { content: held });
    }
  }
  run2.messages.push(await sendResults(run2, results));
  return void 0;
}
async function noteRefusal(run2, use, content) {
  const slug = use.input?.slug;
  const reason = oneLine(run2.o.redact ? await run2.o.redact(content) : content, 300);
  run2.refused.push({ tool: use.name, ...typeof slug === "string" ? { slug } : {}, reason });
}
function holdFinish(run2, results) {
  if (run2.reminded || !run2.o.beforeFinish) return null;
  const view = budgetView(run2, results);
  if (view.turnsAfter < 0 || !holdsReserve(view)) return null;
  run2.reminded = true;
  return run2.o.beforeFinish();
}
async function sendResults(run2, results) {
  const view = budgetView(run2, results);
  run2.reserved = view.reserve;
  return redactedToolResults(results, run2.o.redact, budgetLine(view));
}
var LINE_CHARS = 400;
function budgetView(run2, results) {
  const { o } = run2;
  const turnsAfter = o.maxIterations - run2.telemetry.length - 1;
  const pending = {
    role: "user",
    content: [...results, { type: "text", text: " ".repeat(LINE_CHARS) }]
  };
  const reserve = estimateCost(
    {
      model: o.model,
      max_tokens: maxTokensOf(o),
      tools: o.tools,
      system: o.system,
      messages: [...run2.messages, pending]
    },
    o.prices,
    { ttl: o.ttl, ...run2.known ? { known: run2.known } : {} }
  );
  const pagesLeft = o.pagesLeft?.();
  return {
    // Unpriced, the reservation is unknown too, and the line counts turns alone.
    costLeft: run2.scope.left(),
    reserve,
    turnCosts: run2.telemetry.map((t) => t.cost_usd),
    growth: reserve !== null && run2.reserved !== null ? Math.max(0, reserve - run2.reserved) : 0,
    turnsAfter,
    ...pagesLeft === void 0 ? {} : { pagesLeft }
  };
}

// src/ingest/required-sections.ts
function sectionsFromSchema(schema8, pageTypes) {
  const out = {};
  if (!schema8) return out;
  let inSections = false;
  for (const line2 of schema8.replace(/\r\n?/g, "\n").split("\n")) {
    const h = /^#{1,6}\s+(.*)$/.exec(line2);
    if (h) {
      inSections = /section/i.test(h[1]);
      continue;
    }
    if (!inSections) continue;
    const m = /^\s*(?:[-*]\s+)?`?([a-z][a-z0-9_-]*)`?\s*:\s*(.+)$/i.exec(line2);
    if (!m || !pageTypes.includes(m[1].toLowerCase())) continue;
    out[m[1].toLowerCase()] = m[2].split(",").map((s) => s.replace(/^[\s`"']*(?:#+\s*)?|[\s`"'.]*$/g, "")).filter(Boolean);
  }
  return out;
}
function requiredSections(input, schema8, pageTypes) {
  return Object.keys(input).length > 0 ? { ...input } : sectionsFromSchema(schema8, pageTypes);
}

// src/tools/archive-finish.ts
var UNVERIFIED_MAX = 20;
var CLAIM_CHARS = 300;
var d = describe;
var schema = (w) => strictObject({
  summary: summary(w),
  unverified: optional(
    array(string().check(_minLength(1), _maxLength(CLAIM_CHARS))).check(_maxLength(UNVERIFIED_MAX))
  ).check(
    d(
      "The claims of the answer you left out because no cited page and no source file you read in this run supports them, one short sentence each; they are listed in the pull request as not archived. Leave it out when every claim was supported."
    )
  )
});
var description2 = (w) => `${finishDescription(w)} In this archive run, list in "unverified" the answer's claims you left out because nothing you read supports them.`;
var archiveFinish = tool("finish", description2, schema, async (args, w) => {
  const claims = (args.unverified ?? []).map((c) => c.replace(/\s+/g, " ").trim());
  const refused = await summaryProblem([args.summary, ...claims].join("\n"), w.where);
  if (refused) return refused;
  return {
    content: "Finished.",
    finished: args.summary.trim(),
    ...claims.length ? { unverified: claims.filter(Boolean) } : {}
  };
});

// src/tools/confirm-page.ts
var d2 = describe;
var DESCRIPTION = [
  "Re-stamps a page's covered files at the commit this run reads without changing its text: call it when you read a page and the changed source it covers and the page is still right.",
  "A covered file counts as checked only when this run showed it whole (every part read) or showed its whole change since the page's stamp in a diff; a partial view is refused, naming what to read next.",
  "Only its covers lines change; covered files this run did not show keep their stamp.",
  "Refused for a page not read in this run, a locked page, a file it does not cover, or one gone at the commit this run reads (update the page instead). Counts against max-pages-changed like an update."
].join(" ");
var schema2 = () => strictObject({
  slug: string().check(d2('The page you checked, exactly as the wiki map lists it, e.g. "api/tokens".')),
  files: optional(array(string())).check(
    d2(
      "The covered files you checked it against, each seen whole in this run; leave it out for every covered file this run showed you (read or diffed)."
    )
  )
});
var list = (paths) => paths.map((p) => `"${p}"`).join(", ");
async function targets(options, page, named) {
  const { sources } = options;
  const covered = page.covers.map((c) => c.path);
  const stamp = new Map(page.covers.map((c) => [c.path, c.blob]));
  if (named !== void 0) {
    const notCovered = named.filter((p) => !covered.includes(p));
    if (notCovered.length)
      return toolError(
        `Page "${page.slug}" does not cover ${list(notCovered)}; it covers ${list(covered)}. To make it cover a file you read whole, name the page's full list in update_page's "covers".`
      );
  }
  const wanted = named ?? covered.filter((p) => sources.readAny(p) || sources.diffShown(p) !== null);
  if (wanted.length === 0)
    return toolError(
      `None of the files page "${page.slug}" covers (${list(covered)}) was read in this run: read the changed one whole with read_source (or check its diff in the first message), then confirm again.`
    );
  const gone = [];
  for (const path of new Set(wanted)) if (await sources.blobOf(path) === null) gone.push(path);
  if (gone.length)
    return toolError(
      `${list(gone)} no longer ${gone.length === 1 ? "exists" : "exist"} at the commit this run reads, so the page cannot be right about ${gone.length === 1 ? "it" : "them"}: update the page instead (update_page, leaving it out of "covers").`
    );
  const missing = [];
  for (const path of new Set(wanted)) {
    const seen = await sources.evidence(path, stamp.get(path));
    if (!seen.seen) missing.push(seen.next);
  }
  if (missing.length)
    return toolError(
      `Page "${page.slug}" was not confirmed: a page is confirmed only against what this run showed whole (every part of a covered file, or its whole change since the page's stamp). ${missing.join(". ")}.${named === void 0 ? ' Or name in "files" only the covered files you saw whole.' : ""}`
    );
  return [...new Set(wanted)];
}
async function confirm({ slug, files }, options) {
  const cs = options.changeset;
  const page = cs.get(slug.trim().toLowerCase());
  if (!page) return unknownSlug(cs.slugs(), slug);
  if (!options.sources.lookup)
    return toolError(
      "Pages cannot be confirmed in this run: the repository files cannot be looked up to stamp them. Update the page if it needs it, or leave it."
    );
  const refused = writeRefusal(page, options);
  if (refused) return refused;
  if (!options.reads.sawAny(page.slug))
    return toolError(
      `Page "${page.slug}" was not read in this run: read it (read_pages or read_section) and check it against the changed source before confirming it.`
    );
  if (page.covers.length === 0)
    return toolError(
      `Page "${page.slug}" covers no file, so there is nothing to confirm. If it describes files you read whole, name them in update_page's "covers".`
    );
  const paths = await targets(options, page, files);
  if (!Array.isArray(paths)) return paths;
  const stamps = new Map(page.covers.map((c) => [c.path, c.blob]));
  for (const path of paths) stamps.set(path, await options.sources.blobOf(path));
  const covers2 = [...stamps].map(([path, blob]) => ({ path, blob }));
  if (covers2.every((c, i) => c.blob === page.covers[i].blob))
    return {
      content: `Page "${page.slug}" is already stamped with ${list(paths)} as they are now.`
    };
  const over = budgetStop(options, page.slug);
  if (over) return over;
  cs.put(restampPage(page, covers2), true);
  return {
    content: `Confirmed page "${page.slug}": ${list(paths)} re-stamped at the commit this run reads; its text is unchanged.`
  };
}
var confirmPage = tool("confirm_page", DESCRIPTION, schema2, confirm);

// src/tools/source-record.ts
var n = (x) => x.toLocaleString("en-US");
var call = (path, offset) => `read_source ${JSON.stringify(offset ? { path, offset } : { path })}`;
var SourceRecord = class {
  constructor(lookup, shown = [], textNow) {
    this.lookup = lookup;
    this.textNow = textNow;
    for (const s of shown) this.shown.set(s.path, [...this.shown.get(s.path) ?? [], s]);
  }
  lookup;
  textNow;
  parts = /* @__PURE__ */ new Map();
  shown = /* @__PURE__ */ new Map();
  blobs = /* @__PURE__ */ new Map();
  chains = /* @__PURE__ */ new Map();
  /** read_source served code points [start, end) of the file's `total`. */
  sawPart(path, start, end, total) {
    const at = this.parts.get(path) ?? { total, spans: [] };
    const spans = [...at.spans, [start, end]].sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const s of spans) {
      const last = merged[merged.length - 1];
      if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
      else merged.push([...s]);
    }
    this.parts.set(path, { total, spans: merged });
  }
  /** Any part of the file was read in this run. */
  readAny(path) {
    return this.parts.has(path);
  }
  /** Every part of the file was read in this run. */
  readWhole(path) {
    return this.unread(path) === null && this.parts.has(path);
  }
  /** The first stretch of the file not read yet (code points), or null when none is left. */
  unread(path) {
    const at = this.parts.get(path);
    if (!at) return null;
    let from = 0;
    for (const [s, e] of at.spans) {
      if (s > from) return [from, s];
      from = Math.max(from, e);
    }
    return from < at.total ? [from, at.total] : null;
  }
  /**
   * How the first message showed the file's changes in this run: each diff whole, some only in
   * part, none of them, or the file did not change in the run (null).
   */
  diffShown(path) {
    const shown = this.shown.get(path);
    if (!shown) return null;
    if (shown.every((s) => s.view === "whole")) return "whole";
    return shown.some((s) => s.view !== "none") ? "cut" : "none";
  }
  /** Files read whole in this run (read_source), by path. */
  paths() {
    return [...this.parts.keys()].filter((p) => this.readWhole(p)).sort(compareCodePoints);
  }
  blobOf(path) {
    if (!this.lookup) return Promise.resolve(null);
    let blob = this.blobs.get(path);
    if (!blob) this.blobs.set(path, blob = this.lookup(path));
    return blob;
  }
  /** Every line of the file was shown: read whole, or shown in diffs from an empty file. */
  async seenWhole(path) {
    return this.readWhole(path) || (await this.chain(path, 40)).fromEmpty;
  }
  /**
   * Whether the run saw enough of `path` to stamp it now: a new cover (no `stamp`) needs the
   * whole file; a file a page covers with `stamp` needs the whole change since it (nothing, when
   * the file is still that blob).
   */
  async evidence(path, stamp) {
    if (this.readWhole(path)) return { seen: true };
    if (stamp !== void 0) {
      if (await this.blobOf(path) === stamp) return { seen: true };
      if ((await this.chain(path, stamp.length)).blobs.has(stamp)) return { seen: true };
    } else if ((await this.chain(path, 40)).fromEmpty) return { seen: true };
    return { seen: false, next: this.nextRead(path, stamp) };
  }
  /** What to read next for a stamp on `path`, in one sentence. */
  nextRead(path, stamp) {
    const gap = this.unread(path);
    if (gap) {
      const total = this.parts.get(path).total;
      return `"${path}" was read only in part (characters ${n(gap[0])}\u2013${n(gap[1])} of ${n(total)} not yet): read the rest with ${call(path, gap[0])}, then call again`;
    }
    const diff = this.diffShown(path);
    const whole = `read it whole with ${call(path)} (a long file comes in parts: each result names the next)`;
    if (diff === "cut")
      return `the first message showed only part of the diff of "${path}": ${whole}`;
    if (diff === "none") return `the first message did not show the diff of "${path}": ${whole}`;
    if (diff === "whole")
      return `the diff of "${path}" the run showed is not its whole change since ${stamp ? `the page's stamp (blob ${stamp.slice(0, 12)})` : "it was empty"}: ${whole}`;
    return `"${path}" was not read in this run: ${whole}`;
  }
  /** The shown diffs undone, newest first, from the file as it is now, while each applies. */
  chain(path, hexLength) {
    const key = `${hexLength}\0${path}`;
    let chain = this.chains.get(key);
    if (!chain) this.chains.set(key, chain = this.undo(path, hexLength));
    return chain;
  }
  async undo(path, hexLength) {
    const out = { blobs: /* @__PURE__ */ new Set(), fromEmpty: false };
    const shown = this.shown.get(path) ?? [];
    const now = shown.length && this.textNow ? await this.textNow(path) : null;
    if (now === null) return out;
    const reached = (text2) => {
      if (text2 === "") out.fromEmpty = true;
      out.blobs.add(blobId(Buffer.from(text2, "utf8"), hexLength));
    };
    for (const s of shown.filter((c) => c.fromNow && c.view === "whole")) {
      const before = textBefore(now, s.patch);
      if (before !== null) reached(before);
    }
    let text = now;
    for (const s of shown.filter((c) => !c.fromNow).reverse()) {
      if (s.view !== "whole") break;
      text = textBefore(text, s.patch);
      if (text === null) break;
      reached(text);
    }
    return out;
  }
};

// src/tools/create-page.ts
var d3 = describe;
var DESCRIPTION2 = [
  'Creates a wiki page: front-matter from the arguments, Markdown body from "body".',
  "Create a page only for a topic no page in the map covers; when one does, read it and update it instead (an existing slug is an error).",
  `The page is refused, with the reason, when it is over page-char-cap, lacks an H2 section its type requires, links or relates a page it may not, or holds what looks like a secret value. ${LINK_RULE}`,
  `Each page created counts against max-pages-changed; ${MAX_PAGES_RULE}.`,
  COVERS_RULE
].join(" ");
var schema3 = (params) => strictObject({
  slug: string().check(
    d3(
      'New page slug: lowercase words joined by "-", "_" or ".", folders with "/", e.g. "api/token-rotation"; no ".md".'
    )
  ),
  type: pageType(params),
  title: title(),
  description: description(),
  tags,
  related,
  body: nonEmpty().check(
    d3(
      "Markdown without front-matter: an H1 title, then H2 (##) sections; link pages as [[slug]]."
    )
  ),
  covers: covers(
    `The repository files the page describes, e.g. ["src/api/tokens.ts"], each one seen whole in this run (${READ_IN_RUN}). Leave it out when the page describes no file.`
  )
});
var createPage = tool(
  "create_page",
  DESCRIPTION2,
  schema3,
  async (args, options) => {
    const cs = options.changeset;
    const bad = writeSlugProblem(args.slug);
    if (bad) return toolError(`Cannot create page: ${bad}`);
    if (cs.has(args.slug))
      return toolError(
        `Page "${args.slug}" already exists${cs.isChanged(args.slug) ? " (created in this run)" : ""}; use update_page to change it.`
      );
    if (opensFrontmatter(args.body))
      return toolError(
        `Page "${args.slug}" was not created: ${frontmatterRefusal('"body"', "create_page")}.`
      );
    const over = budgetStop(options, args.slug);
    if (over) return over;
    const covers2 = await coversForWrite(
      options.sources,
      [],
      args.covers,
      options.neverCovered,
      options.dropRefusedCovers
    );
    if (typeof covers2 === "string")
      return toolError(`Page "${args.slug}" was not created: ${covers2}.`);
    const page = newPage(args.slug, {
      title: args.title,
      description: args.description,
      type: args.type,
      tags: args.tags,
      related: args.related.map((r) => r.toLowerCase()),
      covers: covers2.covers,
      body: args.body
    });
    const problem = pageProblem(options, page) ?? await newSecretsProblem(serializePage(page), null, page.file);
    if (problem) return toolError(`Page "${args.slug}" was not created: ${problem}.`);
    cs.put(page);
    options.reads.wrotePage(page.slug, page.headings);
    const done = `Created page "${args.slug}" (${page.headings.length} sections; ${coversNote(covers2)}).`;
    return covers2.refused ? writtenWithoutCovers(done, covers2.refused) : { content: done };
  }
);

// src/tools/find-source.ts
var FIND_PATHS_MAX = 50;
var FIND_MATCHES_MAX = 20;
var FIND_FILES_MAX = 400;
var FIND_BYTES_MAX = 4e6;
var FIND_FILE_BYTES_MAX = 1e6;
var READ_BATCH = 100;
var LINE_CHARS2 = 200;
var d4 = describe;
var schema4 = () => strictObject({
  glob: optional(string().check(_minLength(1), _maxLength(300))).check(
    d4(
      'A glob over repository paths (dot files included), e.g. "src/**/tokens*.ts" or "**/*.proto". Alone, it lists the matching paths; with "text", only files matching it are searched.'
    )
  ),
  text: optional(string().check(_minLength(2), _maxLength(200))).check(
    d4(
      'A literal text to find in file contents, case-sensitive (no regular expression), e.g. a function, constant or setting name such as "rotateToken(".'
    )
  )
});
var DESCRIPTION3 = [
  'Finds repository files at the commit this run reads when you cannot name one exactly: with "glob", the matching paths; with "text", the lines holding that literal text, each with its path and line number, inside an <untrusted> fence.',
  "Use it to reach what the diff does not show: the callers of a renamed or removed function, the file defining a default or a setting; then read the file with read_source.",
  `At most ${FIND_PATHS_MAX} paths or ${FIND_MATCHES_MAX} matching lines are returned. A text search reads the changed files first, then the files pages cover, then the other files in path order, at most ${FIND_FILES_MAX} files and ${FIND_BYTES_MAX / 1e6} MB a call (files over ${FIND_FILE_BYTES_MAX / 1e6} MB are skipped); the result says when that budget cut it, and a glob narrows it.`,
  "Paths withheld by secret-paths, generated files (source maps, minified and other generated code) and the wiki folder are never listed nor searched."
].join(" ");
var SourceFinder = class {
  constructor(options) {
    this.options = options;
    this.wiki = options.wikiPath.replace(/\/+$/, "");
  }
  options;
  listing;
  /** Each blob's text; null for a binary, too large or generated one. */
  texts = /* @__PURE__ */ new Map();
  /** Blobs whose content marks them generated: never listed nor searched. */
  generatedByContent = /* @__PURE__ */ new Set();
  wiki;
  allowed(path) {
    const { options, wiki } = this;
    return !options.isSecretPath(path) && !options.isGenerated(path) && path !== wiki && !path.startsWith(`${wiki}/`) && !path.startsWith(".git/");
  }
  listed(index) {
    return this.listing ??= index.list().then(({ files, truncated }) => ({
      files: files.filter((f) => this.allowed(f.path)).sort((a, b) => compareCodePoints(a.path, b.path)),
      truncated
    }));
  }
  /** Reads the text of each file not read yet, in one batch. */
  async textsOf(files) {
    const { texts } = this;
    const wanted = [...new Set(files.filter((f) => !texts.has(f.sha)).map((f) => f.sha))];
    if (wanted.length === 0) return;
    const bytes = await this.options.index.read(wanted);
    for (const f of files) {
      if (texts.has(f.sha)) continue;
      const b = bytes.get(f.sha);
      const text = !b || b.length > FIND_FILE_BYTES_MAX || looksBinary(b) ? null : b.toString("utf8");
      const generated = text !== null && this.options.isGenerated(f.path, text);
      if (generated) this.generatedByContent.add(f.sha);
      texts.set(f.sha, generated ? null : text);
    }
  }
  async find({ glob, text }) {
    if (glob === void 0 && text === void 0)
      return toolError(
        'find_source needs "glob" (to list paths), "text" (to search file contents), or both.'
      );
    if (!this.options.index)
      return toolError(
        "find_source cannot search the repository in this run; name files from the diff and read them with read_source."
      );
    let all;
    try {
      all = await this.listed(this.options.index);
    } catch (e) {
      this.listing = void 0;
      return toolError(
        `The repository's file listing could not be read (${e.message}); try again, or work from the diff and read_source.`
      );
    }
    const mm = glob === void 0 ? null : new Minimatch(glob.replace(/^\.\//, ""), { dot: true });
    const matching = mm ? all.files.filter((f) => mm.match(f.path)) : all.files;
    const cut = all.truncated ? " [the repository listing was truncated by the API: some files are not listed]" : "";
    try {
      return text === void 0 ? await this.pathsFound(glob, matching, cut) : await this.textFound(text, glob, matching, cut);
    } catch (e) {
      return toolError(
        `The repository's files could not be read (${e.message}); try again, or read a file with read_source.`
      );
    }
  }
  /**
   * The first FIND_PATHS_MAX of `files` that are not generated by their content (read in batches),
   * and how many of the rest were dropped as generated; files past the window are not read.
   */
  async shownPaths(files) {
    const shown = [];
    let dropped = 0;
    for (let at = 0; at < files.length && shown.length < FIND_PATHS_MAX; at += READ_BATCH) {
      const batch = files.slice(at, at + READ_BATCH);
      await this.textsOf(batch);
      for (const f of batch) {
        if (shown.length === FIND_PATHS_MAX) break;
        if (this.generatedByContent.has(f.sha)) dropped++;
        else shown.push(f.path);
      }
    }
    return { shown, dropped };
  }
  async pathsFound(glob, files, cut) {
    const shown = JSON.stringify(glob);
    const listed = await this.shownPaths(files);
    const total = files.length - listed.dropped;
    if (total === 0)
      return {
        content: `No file matches ${shown} at the commit this run reads (secret-paths, generated files and the wiki folder are left out).${cut} Try a broader glob, e.g. "**/${glob.split("/").pop()}".`
      };
    const more = total - listed.shown.length;
    return {
      content: `${plural(total, "file")} match ${shown} at the commit this run reads${more ? ` (the first ${listed.shown.length} by path)` : ""}:
${untrusted("source paths", listed.shown.join("\n"))}${more ? `
[${more} more not listed: narrow the glob]` : ""}${cut}`
    };
  }
  /** The changed files and the covered ones first, then every other file in path order. */
  ordered(files) {
    const rank = new Map(this.options.first().map((p, i) => [p, i]));
    return [
      ...files.filter((f) => rank.has(f.path)).sort((a, b) => rank.get(a.path) - rank.get(b.path)),
      ...files.filter((f) => !rank.has(f.path))
    ];
  }
  async textFound(needle, glob, files, cut) {
    const ordered = this.ordered(files);
    const matches = [];
    let total = 0;
    let matchedFiles = 0;
    let bytes = 0;
    let searched = 0;
    search: for (let at = 0; at < Math.min(ordered.length, FIND_FILES_MAX); at += READ_BATCH) {
      const batch = ordered.slice(at, Math.min(at + READ_BATCH, FIND_FILES_MAX));
      await this.textsOf(batch);
      for (const f of batch) {
        const t = this.texts.get(f.sha);
        searched++;
        if (t === null || t === void 0) continue;
        bytes += t.length;
        if (t.includes(needle)) {
          matchedFiles++;
          t.split("\n").forEach((line2, i) => {
            if (!line2.includes(needle)) return;
            total++;
            if (matches.length < FIND_MATCHES_MAX)
              matches.push(`${f.path}:${i + 1}: ${line2.trim().slice(0, LINE_CHARS2)}`);
          });
        }
        if (bytes >= FIND_BYTES_MAX) break search;
      }
    }
    const budget = searched < files.length ? ` Searched ${searched} of ${files.length} files (the changed and covered files first, then by path; budget ${FIND_FILES_MAX} files or ${FIND_BYTES_MAX / 1e6} MB a call, binary and generated files skipped)${glob === void 0 ? ": add a glob to search the rest" : ""}.` : "";
    const what = `${JSON.stringify(needle)}${glob === void 0 ? "" : ` in files matching ${JSON.stringify(glob)}`}`;
    if (total === 0)
      return {
        content: `No line holds ${what} at the commit this run reads.${budget}${cut} The text is matched exactly (case included); try a shorter part of the name.`
      };
    return {
      content: `${plural(total, "line")} in ${plural(matchedFiles, "file")} ${total === 1 ? "holds" : "hold"} ${what}${total > matches.length ? ` (the first ${matches.length} shown)` : ""}:
${untrusted("source matches", matches.join("\n"))}
[Read a file whole with read_source.]${budget}${cut}`
    };
  }
};
var findSource = tool(
  "find_source",
  DESCRIPTION3,
  schema4,
  (args, finder) => finder.find(args)
);
var sourceFinder = (options) => new SourceFinder(options);

// src/tools/reads.ts
var LEAD = "";
var ReadRecord = class {
  whole = /* @__PURE__ */ new Set();
  sections = /* @__PURE__ */ new Map();
  parts = /* @__PURE__ */ new Map();
  /**
   * A read served `span` of the page's body (UTF-16 offsets): with the parts served before, the
   * sections (and the lead, and the whole body) they now hold whole count as read.
   */
  sawBody(page, span) {
    const before = this.parts.get(page.slug);
    const spans = before && before.body === page.body ? [...before.spans, span] : [span];
    const merged = [];
    for (const s of spans.sort((a, b) => a[0] - b[0])) {
      const last = merged[merged.length - 1];
      if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
      else merged.push([...s]);
    }
    this.parts.set(page.slug, { body: page.body, spans: merged });
    const body = page.body;
    const holds = (a, b) => {
      const end = a + body.slice(a, b).trimEnd().length;
      return merged.some(([s, e]) => s <= a && end <= e);
    };
    const lineStart = [0];
    for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) lineStart.push(i + 1);
    const at = (line2) => lineStart[line2] ?? body.length;
    const sections = sectionsOf(body);
    if (holds(0, body.length)) this.whole.add(page.slug);
    if (holds(0, at(sections[0]?.start ?? Infinity))) this.sawSection(page.slug, LEAD);
    for (const s of sections)
      if (holds(at(s.start), at(s.end))) this.sawSection(page.slug, s.heading);
  }
  /** One H2 section, by its heading as the page spells it. */
  sawSection(slug, heading) {
    const seen = this.sections.get(slug) ?? /* @__PURE__ */ new Set();
    seen.add(heading);
    this.sections.set(slug, seen);
  }
  /** The agent wrote the page's whole body (created or rewrote it): every word is its own. */
  wrotePage(slug, headings) {
    this.whole.add(slug);
    for (const h of [LEAD, ...headings]) this.sawSection(slug, h);
  }
  /** Whether any of the page was read in this run (whole, or one section). */
  sawAny(slug) {
    return this.whole.has(slug) || (this.sections.get(slug)?.size ?? 0) > 0;
  }
  hasPage(slug) {
    return this.whole.has(slug);
  }
  hasSection(slug, heading) {
    return this.whole.has(slug) || (this.sections.get(slug)?.has(heading) ?? false);
  }
  /**
   * The spans of `page`'s body (character offsets, end exclusive, in order) this run read: the
   * whole body, or the lead and each section read, as the body holds them now.
   */
  readSpans(page) {
    const body = page.body;
    if (this.whole.has(page.slug)) return [[0, body.length]];
    const lineStart = [0];
    for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) lineStart.push(i + 1);
    const at = (line2) => lineStart[line2] ?? body.length;
    const sections = sectionsOf(body);
    const spans = [];
    if (this.hasSection(page.slug, LEAD)) spans.push([0, at(sections[0]?.start ?? Infinity)]);
    for (const s of sections)
      if (this.hasSection(page.slug, s.heading)) spans.push([at(s.start), at(s.end)]);
    return spans;
  }
};

// src/tools/source-part.ts
var n2 = (x) => x.toLocaleString("en-US");
function partNote(path, part, unread, budgetLeft) {
  const held = `characters ${n2(part.start)}\u2013${n2(part.end)} of ${n2(part.total)} (lines ${n2(part.firstLine)}\u2013${n2(part.lastLine)} of ${n2(part.lines)})`;
  const next = unread === null ? "Every part of this file has now been read in this run." : `Not read yet in this run: characters ${n2(unread[0])}\u2013${n2(unread[1])}; the next part: read_source ${JSON.stringify({ path, offset: unread[0] })}.`;
  const left = budgetLeft - (part.end - part.start);
  const budget = Number.isFinite(left) ? ` read_source's budget left for this run: ${n2(Math.max(0, left))} characters.` : "";
  return `[read_source: "${path}" in parts \u2014 this part: ${held}. ${next}${budget}]`;
}

// src/tools/read-source.ts
var d5 = describe;
var n3 = (x) => x.toLocaleString("en-US");
var DESCRIPTION4 = [
  'Returns a text file of the repository as it is at the commit this run reads, inside an <untrusted kind="source"> fence.',
  "Use it when the diff is not enough to state a fact: a whole function, a default value, a schema, a file the diff mentions; and to see a file whole before covering or confirming it.",
  `One call returns at most ${n3(SOURCE_CHAR_CAP)} characters: a longer file comes in parts, each with a note naming its characters and lines and the call for the next ("offset"); "start_line" and "end_line" read lines instead. A run reads at most ${n3(SOURCE_RUN_CHARS)} characters of source in all.`,
  "A missing path, a binary file or one too large to read is an error.",
  "Paths that may hold secrets (secret-paths: .env files, keys, credentials) and generated files (ignore-paths, .gitattributes linguist-generated, source maps, minified code) are refused, and so are absolute paths, paths leaving the repository and .git."
].join(" ");
var line = () => optional(position(1));
var schema5 = () => strictObject({
  path: string().check(
    d5(
      'A file path relative to the repository root, e.g. "src/api/tokens.ts", as the changed files or a source file name it.'
    )
  ),
  offset: optional(position(0)).check(
    d5(
      "The character to start at (0, the default, is the start of the file): the next part of a long file, as the last part's note names it."
    )
  ),
  start_line: line().check(
    d5(
      `A line to start at instead of "offset" (1 is the first), e.g. a hunk's line in the diff.`
    )
  ),
  end_line: line().check(
    d5('With "start_line": the last line to return (at most the per-call cap is returned).')
  )
});
function sourcePathProblem(path) {
  if (path.trim() === "") return "the path is empty";
  if (path.includes("\0")) return "the path contains a NUL character";
  if (/^([a-zA-Z]:)?[\\/]/.test(path) || path.startsWith("~"))
    return `"${path}" is absolute; give a path relative to the repository root, e.g. "src/api/tokens.ts"`;
  const parts = path.replace(/\\/g, "/").split("/");
  if (parts.includes(".."))
    return `"${path}" leaves the repository (".."); give a path relative to the repository root`;
  if (parts[0] === ".git") return `"${path}" is inside .git, which is not part of the source`;
  return null;
}
function normalizeSourcePath(path) {
  return path.replace(/\\/g, "/").split("/").filter((s) => s !== "" && s !== ".").join("/");
}
var generatedRefusal = (path, rule) => toolError(
  `"${path}" is generated (${rule}): generated files are never shown. Read the source it is generated from, or work from the diff.`
);
function rangeProblem(args) {
  if (args.offset !== void 0 && args.start_line !== void 0)
    return 'give "offset" or "start_line", not both';
  if (args.end_line !== void 0 && args.start_line === void 0)
    return '"end_line" needs "start_line"';
  if (args.end_line !== void 0 && args.end_line < args.start_line)
    return '"end_line" comes before "start_line"';
  return null;
}
var readSource = tool(
  "read_source",
  DESCRIPTION4,
  schema5,
  async (args, options) => {
    const problem = sourcePathProblem(args.path) ?? rangeProblem(args);
    if (problem) return toolError(`Cannot read source: ${problem}.`);
    const path = normalizeSourcePath(args.path);
    if (options.isSecretPath(path))
      return toolError(
        `"${path}" is withheld by policy (secret-paths): files that hold secrets are never read. Work from the diff and other files; never copy secret values into the wiki.`
      );
    const byPath = options.generated?.(path) ?? null;
    if (byPath !== null) return generatedRefusal(path, byPath);
    const left = options.budgetLeft?.() ?? Infinity;
    if (left <= 0)
      return toolError(
        `read_source's budget for this run (${n3(SOURCE_RUN_CHARS)} characters) is spent: work from what you have read. A file not seen whole in this run cannot be newly covered, nor a page confirmed against it.`
      );
    const file = await options.readSource(path);
    switch (file.kind) {
      case "missing":
        return toolError(
          `"${path}" does not exist at the commit this run reads. Use a path from the changed files or one they mention.`
        );
      case "binary":
        return toolError(`"${path}" is a binary file; only text files can be read.`);
      case "too-large":
        return toolError(`"${path}" is too large to read (${file.bytes} bytes).`);
      case "text": {
        const byContent = options.generated?.(path, file.text) ?? null;
        if (byContent !== null) return generatedRefusal(path, byContent);
        const part = partOf(file.text, args, Math.min(options.sourceCharCap, left));
        if (typeof part === "string") return toolError(`Cannot read "${path}": ${part}.`);
        const unread = options.served ? options.served(path, part) : part.end < part.total ? [part.end, part.total] : part.start > 0 ? [0, part.start] : null;
        const fenced = untrusted("source", part.text, { path });
        const whole = part.start === 0 && part.end === part.total;
        return { content: whole ? fenced : `${fenced}
${partNote(path, part, unread, left)}` };
      }
    }
  }
);

// src/tools/replace-text.ts
var d6 = describe;
var schema6 = () => strictObject({
  slug: pageToChange(),
  old: string().check(
    _minLength(1),
    d6(
      "The passage to replace, copied exactly from what read_pages or read_section showed in this run (not the fence lines): a whole sentence or more, so that it occurs once."
    )
  ),
  new: string().check(
    d6(
      "The text that takes its place: the same passage with only what became untrue corrected. Empty removes the passage."
    )
  ),
  covers: covers(
    `The full list of repository files the page describes, replacing its covers: each one seen whole in this run (${READ_IN_RUN}) or one the page covers already. Leave it out to keep the page's covers.`
  )
});
var DESCRIPTION5 = [
  "Replaces one passage of a wiki page and leaves every other byte of the page as it is: the edit of choice for a changed fact, since it keeps the rest of a person's wording.",
  '"old" must occur exactly once in what this run read of the page (read_pages, or the sections read with read_section); no match, a match only in text not read, or several matches is an error saying how to fix the call (copy it exactly, read it first, quote more).',
  "It cannot add or remove an H2 section (use update_page), locked pages are refused, and create_page's checks apply to the result.",
  "The first change to each page counts against max-pages-changed.",
  `${COVERS_RULE} Leave "covers" out to keep the page's covers.`
].join(" ");
function occurrences(body, old) {
  const exact = [];
  for (let i = body.indexOf(old); i >= 0; i = body.indexOf(old, i + 1))
    exact.push([i, i + old.length]);
  if (exact.length) return exact;
  const words = old.trim().split(/\s+/);
  if (words.length < 2) return [];
  const pattern = new RegExp(
    words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"),
    "g"
  );
  return [...body.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}
var inside = ([a, b], spans) => spans.some(([s, e]) => a >= s && b <= e);
function sectionAt(body, offset) {
  const line2 = body.slice(0, offset).split("\n").length - 1;
  return sectionsOf(body).find((s) => line2 >= s.start && line2 < s.end)?.heading ?? null;
}
var where = (heading) => heading === null ? "the text before the first H2 section" : `section "${heading}"`;
function closestLine(body, spans, old) {
  const words = new Set(old.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
  if (words.size === 0) return null;
  let best = null;
  for (const [s, e] of spans)
    for (const line2 of body.slice(s, e).split("\n")) {
      const own = new Set(line2.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
      const score = [...words].filter((w) => own.has(w)).length / words.size;
      if (score >= 0.5 && (!best || score > best.score)) best = { line: line2.trim(), score };
    }
  return best ? best.line.slice(0, 300) : null;
}
var sectionHeadings = (body) => outline(body, { paragraph: false }).headings.filter((h) => h.level <= 2).map((h) => h.text.trim().toLowerCase());
async function restamped(options, page) {
  const { sources } = options;
  const out = [];
  for (const c of page.covers) {
    if (options.neverCovered(c.path) !== null) continue;
    const shown = sources.readAny(c.path) || sources.diffShown(c.path) !== null;
    const seen = shown && (await sources.evidence(c.path, c.blob)).seen;
    const blob = seen ? await sources.blobOf(c.path) : null;
    out.push(blob === null ? c : { path: c.path, blob });
  }
  return out;
}
async function coversOf(options, page, declared) {
  if (declared === void 0) return { covers: await restamped(options, page), said: "" };
  const written = await coversForWrite(
    options.sources,
    page.covers,
    declared,
    options.neverCovered
  );
  if (typeof written === "string") return written;
  return { covers: written.covers, said: `; it ${coversNote(written)}` };
}
function structureProblem(before, after) {
  if (opensFrontmatter(after))
    return `the page would open with a "---" line, which would start a front-matter block; keep the page's first line`;
  const open = openBlockProblem(before, after);
  if (open) return open;
  const was = sectionHeadings(before);
  const now = sectionHeadings(after);
  if (now.length !== was.length)
    return `"new" would ${now.length > was.length ? "add" : "remove"} a section heading; replace_text changes text within sections: add a section with update_page ("section" and "new_section": true), or rewrite the page with update_page`;
  if (new Set(now).size !== now.length)
    return "two sections would have the same heading; give the renamed section a heading of its own";
  return null;
}
async function replace(args, options) {
  const cs = options.changeset;
  const page = cs.get(args.slug.trim().toLowerCase());
  if (!page) return unknownSlug(cs.slugs(), args.slug);
  const refused = writeRefusal(page, options);
  if (refused) return refused;
  const body = page.body;
  const all = occurrences(body, args.old);
  if (all.length === 0) {
    const near = closestLine(body, options.reads.readSpans(page), args.old);
    return toolError(
      `"old" does not occur in page "${page.slug}". Copy it exactly as read_section or read_pages showed it (the page's text, not the fence lines), or quote a shorter passage.${near ? ` The closest line you read: ${JSON.stringify(near)}` : ""}`
    );
  }
  const spans = cs.original(page.slug) === void 0 ? [[0, body.length]] : options.reads.readSpans(page);
  const read = all.filter((o) => inside(o, spans));
  if (read.length === 0) {
    const at = sectionAt(body, all[0][0]);
    return toolError(
      `"old" occurs in page "${page.slug}" only in text not read in this run (${where(at)}): read it first (${at === null ? `read_pages with slug "${page.slug}"` : `read_section with slug "${page.slug}" and heading "${at}"`}), then call replace_text again. replace_text changes only text you have read.`
    );
  }
  if (read.length > 1)
    return toolError(
      `"old" occurs ${read.length} times in what you read of page "${page.slug}" (${[...new Set(read.map((o) => where(sectionAt(body, o[0]))))].join(", ")}): quote more of the surrounding text so that it occurs once, and call replace_text again.`
    );
  const [start, end] = read[0];
  const next = body.slice(0, start) + args.new + body.slice(end);
  if (next === body) return { content: `Page "${page.slug}" already says that; nothing changed.` };
  const structure = structureProblem(body, next);
  if (structure) return toolError(`Page "${page.slug}" was not changed: ${structure}.`);
  const over = budgetStop(options, page.slug);
  if (over) return over;
  const chosen = await coversOf(options, page, args.covers);
  if (typeof chosen === "string")
    return toolError(`Page "${page.slug}" was not changed: ${chosen}.`);
  const covers2 = chosen.covers;
  const changedCovers = JSON.stringify(covers2) !== JSON.stringify(page.covers);
  const written = patchPage(page, { body: next, ...changedCovers ? { covers: covers2 } : {} });
  const problem = pageProblem(options, written, page) ?? await newSecretsProblem(serializePage(written), page.raw, page.file);
  if (problem) return toolError(`Page "${page.slug}" was not changed: ${problem}.`);
  cs.put(written);
  const section = sectionAt(next, start);
  if (section !== null) options.reads.sawSection(page.slug, section);
  return {
    content: `Replaced the passage in page "${page.slug}" (${where(section)}); the rest of the page is unchanged${chosen.said}.`
  };
}
var replaceText = tool("replace_text", DESCRIPTION5, schema6, replace);

// src/tools/update-target.ts
function sectionTarget(page, args) {
  if (args.section === void 0)
    return args.new_section ? toolError('"new_section" needs "section": the H2 heading of the section to add.') : null;
  const heading = args.section.replace(/^\s*#+\s*/, "").trim();
  if (heading === "") return toolError('"section" is empty; name an H2 heading.');
  const headings = sectionsOf(page.body).map((s) => s.heading);
  const sameText = headings.find((h) => h.trim().toLowerCase() === heading.toLowerCase());
  if (args.new_section)
    return sameText === void 0 ? { heading, isNew: true } : toolError(
      `Page "${page.slug}" already has a section "${sameText}"; to change it, read it (read_section) and call update_page with section "${sameText}" and without new_section.`
    );
  if (headings.includes(heading)) return { heading, isNew: false };
  if (headings.length === 0)
    return toolError(
      `Page "${page.slug}" has no H2 sections. To add one, call update_page again with new_section: true; to rewrite the page, read it with read_pages and leave "section" out.`
    );
  const near = closest(headings, heading).map((h) => `"${h}"`);
  return toolError(
    `Page "${page.slug}" has no H2 section "${heading}". Closest: ${near.join(", ")}. Name a heading exactly as the page spells it, or call again with new_section: true to add "${heading}" as a new section.`
  );
}
function unreadProblem(changeset, reads, page, target) {
  if (changeset.original(page.slug) === void 0 || target?.isNew) return null;
  if (target === null)
    return reads.hasPage(page.slug) ? null : toolError(
      `Page "${page.slug}" was not read in full in this run: read it first (read_pages), then replace its body \u2014 or update only sections you read (update_page with "section"). A page cut at page-char-cap when read can only be updated section by section.`
    );
  return reads.hasSection(page.slug, target.heading) ? null : toolError(
    `Section "${target.heading}" of page "${page.slug}" was not read in this run: read it first (read_section with slug "${page.slug}" and heading "${target.heading}"), then update it. update_page replaces only text you have read.`
  );
}
function sectionContentProblem(page, target, content) {
  const text = content.replace(/\r\n?/g, "\n").replace(/^\s*\n/, "");
  const headings = outline(text, { paragraph: false }).headings.filter((h) => h.level <= 2);
  const own = (h) => h.line === 0 && h.text.trim().toLowerCase() === target.heading.trim().toLowerCase();
  const extra = headings.filter((h, i) => !(i === 0 && own(h)));
  if (extra.length === 0) return null;
  const first = extra[0];
  const exists = sectionsOf(page.body).find(
    (s) => s.heading.trim().toLowerCase() === first.text.trim().toLowerCase()
  );
  const instead = exists ? `change the page's own section "${exists.heading}" with an update_page call of its own (read it first)` : `add "${first.text}" as a section of its own: update_page with section "${first.text}" and new_section: true`;
  return toolError(
    `The content for section "${target.heading}" of page "${page.slug}" holds the heading "${"#".repeat(first.level)} ${first.text}", which would start another section: with "section", "body" is that section's content only. Give "${target.heading}" its content without H1 or H2 headings (### for sub-headings), and ${instead}.`
  );
}

// src/tools/update-page.ts
var d7 = describe;
var DESCRIPTION6 = [
  'Replaces the whole body of an existing page, or the content of one H2 "section"; title, description, type, tags and related change only when given.',
  'Replace only what you read in this run: a section through read_section (or read_pages), a whole body through read_pages; otherwise the call is refused with "read it first" (pages created in this run count as read).',
  '"section" must be an H2 heading of the page spelled exactly as the page has it (a near miss is refused, naming the closest headings); to add a section the page lacks, set "new_section": true.',
  `Locked pages are refused, create_page's checks apply to the result, and the first change to each page counts against max-pages-changed (${MAX_PAGES_RULE}).`,
  "For a changed fact, replace_text is the better edit: it keeps every other sentence as its author wrote it.",
  `${COVERS_RULE} Leave "covers" out to keep the page's covers.`
].join(" ");
var schema7 = (params) => strictObject({
  slug: pageToChange(),
  body: string().check(
    d7(
      'New Markdown without front-matter: with "section", the content of that section only (without its heading line); without it, the whole new body.'
    )
  ),
  section: optional(string()).check(
    d7(
      'The H2 heading whose content "body" replaces, spelled exactly as the page has it (without "## "). Leave it out to replace the whole body.'
    )
  ),
  new_section: optional(boolean()).check(
    d7(
      'true to add "section" as a new H2 section at the end of the page; refused when the page already has that heading. Default false.'
    )
  ),
  title: optional(title()),
  description: optional(description()),
  type: optional(pageType(params)),
  tags: optional(tags),
  related: optional(related),
  covers: covers(
    `The full list of repository files the page describes, replacing its covers: each one seen whole in this run (${READ_IN_RUN}) or one the page covers already. Leave it out to keep the page's covers as they are.`
  )
});
function fieldPatch(args) {
  const patch = {};
  if (args.title !== void 0) patch.title = args.title;
  if (args.description !== void 0) patch.description = args.description;
  if (args.type !== void 0) patch.type = args.type;
  if (args.tags !== void 0) patch.tags = args.tags;
  if (args.related !== void 0) patch.related = args.related.map((r) => r.toLowerCase());
  return patch;
}
async function run(args, options) {
  const cs = options.changeset;
  const page = cs.get(args.slug);
  if (!page) {
    const bad = writeSlugProblem(args.slug);
    return bad ? toolError(`Cannot update page: ${bad}`) : unknownSlug(cs.slugs(), args.slug);
  }
  const refused = writeRefusal(page, options);
  if (refused) return refused;
  if (opensFrontmatter(args.body))
    return toolError(
      `Page "${args.slug}" was not updated: ${frontmatterRefusal(args.section === void 0 ? '"body"' : `The content of section "${args.section}"`, "update_page")}.`
    );
  const target = sectionTarget(page, args);
  if (target !== null && "content" in target) return target;
  const heading = target ? sectionContentProblem(page, target, args.body) : null;
  if (heading) return heading;
  if (target === null && args.body.trim() === "")
    return toolError('"body" is empty; give the whole new page body.');
  const unread = unreadProblem(options.changeset, options.reads, page, target);
  if (unread) return unread;
  const over = budgetStop(options, args.slug);
  if (over) return over;
  const patch = fieldPatch(args);
  const covers2 = await coversForWrite(
    options.sources,
    page.covers,
    args.covers,
    options.neverCovered,
    options.dropRefusedCovers
  );
  if (typeof covers2 === "string")
    return toolError(`Page "${args.slug}" was not updated: ${covers2}.`);
  const coversChanged = JSON.stringify(covers2.covers) !== JSON.stringify(page.covers);
  if (coversChanged) patch.covers = covers2.covers;
  patch.body = target ? replaceSection(page.body, target.heading, args.body) : args.body;
  const next = patchPage(page, patch);
  const problem = pageProblem(options, next, page) ?? await newSecretsProblem(serializePage(next), page.raw, page.file);
  if (problem) return toolError(`Page "${args.slug}" was not updated: ${problem}.`);
  cs.put(next);
  if (target) options.reads.sawSection(next.slug, target.heading);
  else options.reads.wrotePage(next.slug, next.headings);
  const what = target ? ` (${target.isNew ? "new " : ""}section "${target.heading}")` : "";
  const said = args.covers !== void 0 || coversChanged ? `; it ${coversNote(covers2)}` : "";
  const done = `Updated page "${args.slug}"${what}${said}.`;
  return covers2.refused ? writtenWithoutCovers(done, covers2.refused) : { content: done };
}
var updatePage = tool("update_page", DESCRIPTION6, schema7, run);

// src/tools/toolset.ts
function toolDefinitions(mapSlugs, pageTypes, folded = false, archive = false, wording = MERGE_FINISH) {
  const params = { pageTypes };
  return [
    ...readToolDefinitions(folded ? [] : mapSlugs),
    ...folded ? findToolDefinitions() : [],
    readSource.definition(),
    findSource.definition(),
    createPage.definition(params),
    updatePage.definition(params),
    replaceText.definition(),
    confirmPage.definition(),
    (archive ? archiveFinish : finish).definition(wording)
  ];
}
function onceEach(read) {
  const files = /* @__PURE__ */ new Map();
  return (path) => {
    let file = files.get(path);
    if (!file) files.set(path, file = read(path));
    return file;
  };
}
function createToolHost(ctx) {
  const reads = new ReadRecord();
  const readFile = onceEach(ctx.readSource);
  const sources = new SourceRecord(ctx.blobAt, ctx.shown, async (path) => {
    const file = await readFile(path);
    return file.kind === "text" ? file.text : null;
  });
  let served = 0;
  const runChars = ctx.sourceRunChars ?? SOURCE_RUN_CHARS;
  const isSecretPath = ctx.isSecretPath ?? secretPathMatcher(DEFAULT_SECRET_PATHS);
  const neverCovered = neverCoveredBy({
    isSecretPath,
    generated: ctx.generated && ((path) => ctx.generated(path)),
    wikiPath: ctx.wikiPath
  });
  const writing = { ...ctx, reads, sources, neverCovered };
  const host = hostOf({
    ...readHandlers(
      () => ctx.changeset.pages(),
      ctx.pageCharCap,
      (page, span) => reads.sawBody(page, span)
    ),
    ...readSource.handler({
      readSource: readFile,
      isSecretPath,
      sourceCharCap: ctx.sourceCharCap ?? SOURCE_CHAR_CAP,
      budgetLeft: () => runChars - served,
      served: (path, part) => {
        served += part.end - part.start;
        sources.sawPart(path, part.start, part.end, part.total);
        return sources.unread(path);
      },
      generated: ctx.generated
    }),
    ...findSource.handler(
      sourceFinder({
        ...ctx.sourceIndex ? { index: ctx.sourceIndex } : {},
        isSecretPath,
        isGenerated: (path, text) => (ctx.generated?.(path, text) ?? null) !== null,
        wikiPath: ctx.wikiPath ?? "wiki",
        // The changed files, then every file a page covers.
        first: () => [
          ...ctx.changedFiles ?? [],
          ...ctx.changeset.pages().flatMap((p) => p.covers.map((c) => c.path))
        ]
      })
    ),
    ...ctx.find ? findHandlers(ctx.find.outline, ctx.find.pages) : {},
    ...createPage.handler(writing, writing),
    ...updatePage.handler(writing, writing),
    ...replaceText.handler(writing),
    ...confirmPage.handler(writing),
    ...(ctx.archive ? archiveFinish : finish).handler(
      ctx.finish ?? MERGE_FINISH,
      ctx.finish ?? MERGE_FINISH
    )
  });
  return { execute: (name, input) => host.execute(name, input), sources };
}

// src/ingest/left-stale.ts
var pureRename = (f) => f.status === "renamed" && (f.additions || 0) + (f.deletions || 0) === 0;
function stillOpen(covering, cs, merges) {
  const files = merges.flatMap((m) => m.files);
  const renamedOnly = new Set(
    files.filter(pureRename).flatMap((f) => [f.path, f.previous_path ?? f.path])
  );
  const deleted = new Set(files.filter((f) => f.status === "removed").map((f) => f.path));
  const seen = /* @__PURE__ */ new Set();
  const open = [];
  for (const { slug, path } of covering) {
    const key = `${slug}\0${path}`;
    if (seen.has(key) || renamedOnly.has(path)) continue;
    seen.add(key);
    if (cs.isChanged(slug)) {
      if (deleted.has(path)) continue;
      const now = cs.get(slug)?.covers.find((c) => c.path === path);
      const before = cs.original(slug)?.covers.find((c) => c.path === path);
      if (!now || now.blob !== before?.blob) continue;
    }
    open.push({ slug, path });
  }
  return open.sort(
    (a, b) => compareCodePoints(a.slug, b.slug) || compareCodePoints(a.path, b.path)
  );
}
var NAMED = 40;
function openPagesReminder(open) {
  if (open.length === 0) return null;
  const shown = open.slice(0, NAMED);
  const more = open.length - shown.length;
  return [
    "finish was not accepted yet (this reminder comes once): these pages cover a changed file, and you have neither updated nor confirmed them, so they still carry the stamp they had before the change:",
    untrusted("covering pages", shown.map((c) => `${c.slug}: ${c.path}`).join("\n")),
    ...more > 0 ? [`(${more} more not listed)`] : [],
    "Check each against the change (read the page and the file first): where it became untrue, correct it; where it is still right, call confirm_page. Then call finish again. A page you leave as it is is reported as left stale."
  ].join("\n");
}

// src/ingest/agent.ts
function outputReserve(config, maxTokens) {
  const usage = { ...ZERO_USAGE, output_tokens: maxTokens };
  return costUsd(config.ingestModel, usage, priceTable(config.pricing));
}
function ingestPrefix(config, wiki, log = null, kind = "merge") {
  const framing = FRAMINGS[kind];
  const maxTokens = answerTokens(framing, config.pageCharCap);
  const caps = {
    descriptionChars: config.descriptionChars,
    headingsPerPage: config.headingsPerPage,
    pageCharCap: config.pageCharCap
  };
  const map = buildMap(wiki.pages, caps);
  const view = promptMap(map, wiki.pages, config.mapTokenBudget, recentlyChanged(log));
  const sections = requiredSections(config.pageSections, wiki.schema, config.pageTypes);
  const listed = tagsToList(wiki.pages, tagsCharBudget(config.mapTokenBudget));
  const system = systemPrompt({
    wikiPath: config.wikiPath,
    pageTypes: config.pageTypes,
    requiredSections: sections,
    pageCharCap: config.pageCharCap,
    descriptionChars: config.descriptionChars,
    maxPagesChanged: config.maxPagesChanged,
    maxIterations: config.maxIterations,
    maxCostUsd: config.maxCostUsd,
    maxTokens,
    outputReserveUsd: outputReserve(config, maxTokens),
    framing,
    schema: wiki.schema,
    map: view.text,
    tags: listed.tags,
    ...listed.more ? { moreTags: listed.more } : {},
    language: config.language,
    ...view.folded ? { folded: true } : {}
  });
  const archive = kind === "archive";
  const tools = toolDefinitions(
    view.enumSlugs,
    config.pageTypes,
    view.folded,
    archive,
    framing.finish
  );
  return { caps, map, view, sections, system, tools, maxTokens };
}
function withAdvice(reason, mapBudget) {
  const advice = promptTooLongAdvice(reason, mapBudget);
  return advice ? `${reason} ${advice}` : reason;
}
function verdict(loop, slugs, model, mapBudget) {
  const pages = slugs.length;
  const partial = loop.status === "stopped" && pages > 0;
  const written = `${pages} page${pages === 1 ? "" : "s"}`;
  const reason = loop.status === "finished" ? "The agent finished." : loop.status === "failed" ? withAdvice(loop.reason, mapBudget) : partial ? `Partial: ${loop.reason}; the ${written} the agent had written and validated are published (${slugs.join(", ")}), the rest of its work is not.` : `${loop.reason}; nothing was published.`;
  return {
    result: {
      tier: 3,
      decision: loop.status === "finished" || partial ? "process" : "failed",
      reason,
      model,
      iterations: loop.iterations,
      usage: loop.usage,
      cost_usd: loop.cost_usd
    },
    partial
  };
}
function stampTask(changeset, task, read) {
  const stamp = specOf(task).stamp;
  if (stamp)
    for (const { page, action } of changeset.entries())
      changeset.put(stamp(page, action, task, read));
}
function toolPolicy(input, isSecretPath, generated, task) {
  const { config } = input;
  const spec = specOf(task);
  return {
    pageTypes: config.pageTypes,
    pageCharCap: config.pageCharCap,
    maxPagesChanged: config.maxPagesChanged,
    isSecretPath,
    wikiPath: config.wikiPath,
    generated: (path, text) => generated.of(path, text),
    ...input.blobAt ? { blobAt: input.blobAt } : {},
    ...input.sourceIndex ? { sourceIndex: input.sourceIndex } : {},
    changedFiles: (input.sources ?? [input.merge]).flatMap((m) => m.files.map((f) => f.path)),
    ...spec.tools(task)
  };
}
function withBudgetLeft(said, input) {
  const left = SpendScope.of(input.client).partLeft(input.config.maxCostUsd);
  if (left === null) return said;
  return {
    ...said,
    text: `${said.text}

Budget: earlier calls of this run spent part of max-cost-usd; ${usd(left)} is left for this task.`
  };
}
function readOnlyInTask(wiki, seen) {
  const locked = new Set(wiki.pages.filter((p) => p.locked).map((p) => p.slug));
  return new Set(seen.pages.filter((p) => p.locked && !locked.has(p.slug)).map((p) => p.slug));
}
async function setUp(input, task) {
  const { config } = input;
  const spec = specOf(task);
  const isSecretPath = secretPathMatcher(config.secretPaths);
  const wiki = spec.seenWiki(input.wiki, task);
  const prefix = ingestPrefix(config, input.wiki, input.existing.log, task.kind);
  const { view, sections } = prefix;
  const generated = input.generated ?? new GeneratedFiles(config.ignorePaths);
  const scene = { ...input, isSecretPath, view, generated };
  const said = withBudgetLeft(spec.firstMessage(task, scene), input);
  const redact = input.redactor ? (t) => input.redactor.redact(t) : void 0;
  const system = redact ? await redact(prefix.system) : prefix.system;
  const first = spec.redactFirst && redact ? { ...said, text: await redact(said.text) } : said;
  const changeset = new Changeset(wiki);
  const host = createToolHost({
    ...toolPolicy(input, isSecretPath, generated, task),
    readOnly: readOnlyInTask(input.wiki, wiki),
    finish: spec.framing.finish,
    changeset,
    requiredSections: sections,
    readSource: input.readSource,
    ...first.shown ? { shown: first.shown } : {},
    ...view.outline ? { find: { outline: view.outline, pages: input.wiki.pages } } : {}
  });
  return { prefix, system, first, changeset, host, redact };
}
async function runIngestAgent(input) {
  const { config } = input;
  const task = input.task ?? MERGE_TASK;
  const spec = specOf(task);
  const { prefix, system, first, changeset, host, redact } = await setUp(input, task);
  const { map, view, tools } = prefix;
  const open = () => stillOpen(first.covering ?? [], changeset, input.sources ?? [input.merge]);
  const loop = await runIngestLoop({
    client: input.client,
    prices: input.prices,
    model: config.ingestModel,
    ttl: config.cacheTtl,
    maxIterations: config.maxIterations,
    maxCostUsd: config.maxCostUsd,
    maxTokens: prefix.maxTokens,
    stream: input.stream,
    tools,
    system,
    firstMessage: first.text,
    host,
    ...redact ? { redact } : {},
    pagesLeft: () => Math.max(0, config.maxPagesChanged - changeset.size),
    // Told of the pages it has neither updated nor confirmed, and only when it can close them:
    // without the blobs, no page can be re-stamped.
    ...first.covering?.length && input.blobAt ? {
      beforeFinish: () => openPagesReminder(open().filter((c) => !changeset.isChanged(c.slug)))
    } : {},
    signal: input.signal
  });
  const told = {
    refused: loop.refused,
    stale: open(),
    ...loop.status === "finished" && loop.summary ? { said: loop.summary } : {}
  };
  const warnings = [...map.warnings, ...first.warnings, ...loop.warnings];
  const written = changeset.entries().map((e) => e.page.slug);
  const { result, partial } = verdict(loop, written, config.ingestModel, view.budget);
  const budget = loop.status === "stopped" ? { budget: { partial } } : {};
  const done = { telemetry: loop.telemetry, warnings, ...budget, ...told };
  if (loop.status !== "finished" && !partial || spec.needsPages && changeset.size === 0)
    return { result: withOutcome(result, loop, [], told), ...done };
  if (partial) warnings.push(result.reason);
  stampTask(changeset, task, new Set(host.sources.paths()));
  const summary2 = partial ? `Partial update: ${loop.reason}. The pages written before it are published: ${written.join(", ")}.` : loop.summary ?? "";
  const output = finalize(input, changeset, prefix.caps, { summary: summary2, partial, loop, told, spec });
  warnings.push(...output.warnings ?? []);
  return {
    result: withOutcome(result, loop, output.changes, told),
    ...done,
    output: { ...output, summary: summary2, ...loop.unverified ? { unverified: loop.unverified } : {} }
  };
}
function withOutcome(result, loop, changes, told) {
  if (loop.status !== "finished") return result;
  return { ...result, reason: outcomeSentence(changes, told.refused, told.stale) };
}
function finalize(input, changeset, caps, o) {
  const { config } = input;
  return finalizeChangeset(changeset, {
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    caps,
    merge: input.merge,
    ...input.sources && input.sources.length > 1 ? { sources: input.sources } : {},
    ...input.skipped?.length ? { skipped: input.skipped } : {},
    ...o.spec.log ? {} : { log: false },
    summary: o.summary,
    refused: o.told.refused,
    stale: o.told.stale,
    ...o.partial ? { partial: true } : {},
    date: input.now(),
    usage: sumUsage([input.earlier?.usage ?? sumUsage([]), o.loop.usage]),
    cost_usd: sumCost([input.earlier?.cost_usd ?? 0, o.loop.cost_usd]),
    existing: input.existing,
    ...input.repair ? { repair: input.repair } : {}
  });
}

// src/ingest/stage.ts
async function runIngest(input) {
  const { snapshot, clock, ...task } = input;
  const generated = input.generated ?? await loadGeneratedFiles(input.config.ignorePaths, readText(input.readSource));
  const out = await runIngestAgent({
    ...task,
    generated,
    wiki: snapshot.wiki,
    prices: priceTable(input.config.pricing),
    now: clock,
    existing: snapshot.existing
  });
  return { ...out, warnings: [...snapshot.wiki.warnings, ...out.warnings] };
}
export {
  runIngest
};
//# sourceMappingURL=stage-3JLF5XJK.js.map

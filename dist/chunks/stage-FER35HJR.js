import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createToolHost,
  toolDefinitions
} from "./chunk-7RGQSKIF.js";
import "./chunk-7GVZEFME.js";
import {
  promptMap,
  promptTooLongAdvice
} from "./chunk-4EFN3OT6.js";
import {
  redactedToolResults,
  runTurn,
  toolResult,
  turnTotals
} from "./chunk-GVNVZUAW.js";
import "./chunk-FDUYOX47.js";
import {
  describeError
} from "./chunk-QUIMCS4T.js";
import "./chunk-3POSNSTN.js";
import {
  MERGE_TASK,
  recentlyChanged,
  specOf,
  systemPrompt
} from "./chunk-QXY2O5J6.js";
import "./chunk-F6C2E6DO.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-FK23P45Y.js";
import "./chunk-QOJTWIN4.js";
import "./chunk-TVBWAKLA.js";
import "./chunk-Z6FHBA3X.js";
import {
  Changeset
} from "./chunk-6Q3U6H2M.js";
import "./chunk-4URXVCJZ.js";
import {
  tagsCharBudget
} from "./chunk-PZWFC3OC.js";
import "./chunk-PRWAT3M4.js";
import "./chunk-363AVV2A.js";
import {
  secretPathMatcher
} from "./chunk-AQUOXTEK.js";
import {
  GeneratedFiles,
  loadGeneratedFiles
} from "./chunk-VLJZUI6L.js";
import "./chunk-LV3HPON7.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import {
  readText
} from "./chunk-LXSCDGY5.js";
import {
  finalizeChangeset
} from "./chunk-AGHDV7M7.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-6ILI3YZD.js";
import "./chunk-JTZGSTOB.js";
import "./chunk-ZQYPHQNQ.js";
import {
  oneLine
} from "./chunk-NMZ44ZY4.js";
import {
  sumCost,
  sumUsage
} from "./chunk-EG2VR7QE.js";
import {
  buildMap,
  tagsToList
} from "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-XVKDWCBG.js";
import "./chunk-VN722EMA.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-OJNZEFKF.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import {
  budgetLeft,
  gated
} from "./chunk-6BHTR3FJ.js";
import "./chunk-O7UTQXLJ.js";
import "./chunk-FVUE7HD4.js";
import {
  SpendRefused
} from "./chunk-KK3CQWFI.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/ingest/loop.ts
var DEFAULT_MAX_TOKENS = 16e3;
var NUDGE = "You ended your turn without calling the finish tool. If the wiki is up to date, call finish with a one-paragraph summary of what you changed (or why nothing needed changing); otherwise continue with the tools.";
async function runIngestLoop(o) {
  const { client, gate } = gated(o.client, { budget: o.maxCostUsd });
  const run = {
    o,
    client,
    gate,
    messages: [{ role: "user", content: o.firstMessage }],
    telemetry: [],
    nudged: false
  };
  const stop = await turns(run);
  const totals = turnTotals(o.model, run.telemetry);
  return { ...stop, iterations: run.telemetry.length, telemetry: run.telemetry, ...totals };
}
async function turns(run) {
  const { o } = run;
  for (let iteration = 1; iteration <= o.maxIterations; iteration++) {
    let turn;
    try {
      turn = await runTurn(run.client, {
        prompt: { tools: o.tools, system: o.system, messages: run.messages },
        model: o.model,
        maxTokens: o.maxTokens ?? DEFAULT_MAX_TOKENS,
        ttl: o.ttl,
        prices: o.prices,
        iteration,
        ...o.stream ? { stream: true } : {},
        ...o.signal ? { signal: o.signal } : {},
        ...run.known ? { known: run.known } : {}
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
    run.telemetry.push(turn.record);
    run.known = turn.prompt;
    const stop = await act(run, turn);
    if (stop) return stop;
  }
  return {
    status: "stopped",
    reason: `Budget max-iterations (${o.maxIterations}) reached without the model calling finish`
  };
}
async function act(run, turn) {
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
      run.messages.push(assistant);
      return runTools(run, verdict2.calls);
    case "paused":
      run.messages.push(assistant);
      return void 0;
    case "ended":
      if (run.nudged)
        return {
          status: "failed",
          reason: `The model ended its turn twice without calling finish (iteration ${iteration}); nothing was published.`
        };
      run.nudged = true;
      run.messages.push(
        message.content.length > 0 ? assistant : { role: "assistant", content: "(no answer)" }
      );
      run.messages.push({ role: "user", content: NUDGE });
      return void 0;
    case "max_tokens":
      return failed(
        `The model's answer was cut at max_tokens (${run.o.maxTokens ?? DEFAULT_MAX_TOKENS})`
      );
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
async function runTools(run, uses) {
  const results = [];
  let finished;
  let unverified;
  for (const use of uses) {
    let out;
    try {
      out = await run.o.host.execute(use.name, use.input);
    } catch (err) {
      out = { content: `Tool ${use.name} failed: ${err.message}`, is_error: true };
    }
    if (out.stop) return { status: "stopped", reason: out.stop.replace(/\.$/, "") };
    if (out.finished !== void 0) ({ finished, unverified } = out);
    results.push(toolResult(use, out));
  }
  if (finished !== void 0) {
    if (!results.some((r) => r.is_error))
      return {
        status: "finished",
        reason: finished,
        summary: finished,
        ...unverified?.length ? { unverified } : {}
      };
    const at = uses.findIndex((u) => u.name === "finish");
    results[at] = toolResult(uses[at], {
      content: "finish was not accepted because another tool call in this turn failed; fix it (see its error), then call finish again.",
      is_error: true
    });
  }
  run.messages.push(await redactedToolResults(results, run.o.redact, budgetLine(run)));
  return void 0;
}
function budgetLine(run) {
  const { o } = run;
  const turnsLeft = o.maxIterations - run.telemetry.length;
  const spent = turnTotals(o.model, run.telemetry).cost_usd;
  const runLeft = spent === null ? null : run.gate.left();
  const dayLeft = o.dayLeft?.() ?? null;
  const costLeft = runLeft === null ? dayLeft : dayLeft === null ? runLeft : Math.min(runLeft, dayLeft);
  const pagesLeft = o.pagesLeft?.();
  const last = run.telemetry.at(-1)?.cost_usd ?? null;
  const nearly = turnsLeft <= 1 || costLeft !== null && last !== null && costLeft < 2 * last;
  const parts = [
    costLeft === null ? null : `$${Math.max(0, costLeft).toFixed(4)}`,
    `${turnsLeft} turn${turnsLeft === 1 ? "" : "s"}`,
    pagesLeft === void 0 ? null : `${pagesLeft} page${pagesLeft === 1 ? "" : "s"}`
  ].filter((p) => p !== null);
  return `[Budget left: ${parts.join(", ")}.${nearly ? " Nearly spent: call finish now with what you have; the pages already written are kept." : ""}]`;
}

// src/ingest/required-sections.ts
function sectionsFromSchema(schema, pageTypes) {
  const out = {};
  if (!schema) return out;
  let inSections = false;
  for (const line of schema.replace(/\r\n?/g, "\n").split("\n")) {
    const h = /^#{1,6}\s+(.*)$/.exec(line);
    if (h) {
      inSections = /section/i.test(h[1]);
      continue;
    }
    if (!inSections) continue;
    const m = /^\s*(?:[-*]\s+)?`?([a-z][a-z0-9_-]*)`?\s*:\s*(.+)$/i.exec(line);
    if (!m || !pageTypes.includes(m[1].toLowerCase())) continue;
    out[m[1].toLowerCase()] = m[2].split(",").map((s) => s.replace(/^[\s`"']*(?:#+\s*)?|[\s`"'.]*$/g, "")).filter(Boolean);
  }
  return out;
}
function requiredSections(input, schema, pageTypes) {
  return Object.keys(input).length > 0 ? { ...input } : sectionsFromSchema(schema, pageTypes);
}

// src/ingest/agent.ts
function ingestPrefix(config, wiki, log = null, archive = false) {
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
    schema: wiki.schema,
    map: view.text,
    tags: listed.tags,
    ...listed.more ? { moreTags: listed.more } : {},
    language: config.language,
    ...view.folded ? { folded: true } : {}
  });
  const tools = toolDefinitions(view.enumSlugs, config.pageTypes, view.folded, archive);
  return { caps, map, view, sections, system, tools };
}
function recording(readSource, read) {
  return async (path) => {
    const file = await readSource(path);
    if (file.kind === "text") read.add(path);
    return file;
  };
}
function withAdvice(reason, mapBudget) {
  const advice = promptTooLongAdvice(reason, mapBudget);
  return advice ? `${reason} ${advice}` : reason;
}
function verdict(loop, slugs, model, mapBudget) {
  const pages = slugs.length;
  const partial = loop.status === "stopped" && pages > 0;
  const written = `${pages} page${pages === 1 ? "" : "s"}`;
  const reason = loop.status === "finished" ? `The agent finished: ${oneLine(loop.reason, 300)}` : loop.status === "failed" ? withAdvice(loop.reason, mapBudget) : partial ? `Partial: ${loop.reason}; the ${written} the agent had written and validated are published (${slugs.join(", ")}), the rest of its work is not.` : `${loop.reason}; nothing was published.`;
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
  const left = budgetLeft(input.client);
  if (left === null || left >= input.config.maxCostUsd - 5e-3) return said;
  const usd = Math.max(0, left).toFixed(2);
  return {
    ...said,
    text: `${said.text}

Budget: earlier calls of this run spent part of max-cost-usd; $${usd} is left for this task.`
  };
}
async function setUp(input, task) {
  const { config } = input;
  const spec = specOf(task);
  const isSecretPath = secretPathMatcher(config.secretPaths);
  const wiki = spec.seenWiki(input.wiki, task);
  const archive = spec.tools(task).archive === true;
  const prefix = ingestPrefix(config, wiki, input.existing.log, archive);
  const { view, sections } = prefix;
  const generated = input.generated ?? new GeneratedFiles(config.ignorePaths);
  const scene = { ...input, isSecretPath, view, generated };
  const said = withBudgetLeft(spec.firstMessage(task, scene), input);
  const redact = input.redactor ? (t) => input.redactor.redact(t) : void 0;
  const system = redact ? await redact(prefix.system) : prefix.system;
  const first = spec.redactFirst && redact ? { ...said, text: await redact(said.text) } : said;
  const changeset = new Changeset(wiki);
  const read = /* @__PURE__ */ new Set();
  const host = createToolHost({
    ...toolPolicy(input, isSecretPath, generated, task),
    changeset,
    requiredSections: sections,
    readSource: recording(input.readSource, read),
    ...first.diffShown ? { diffShown: first.diffShown } : {},
    ...view.outline ? { find: { outline: view.outline, pages: input.wiki.pages } } : {}
  });
  return { prefix, system, first, changeset, read, host, redact };
}
async function runIngestAgent(input) {
  const { config } = input;
  const task = input.task ?? MERGE_TASK;
  const spec = specOf(task);
  const { prefix, system, first, changeset, read, host, redact } = await setUp(input, task);
  const { caps, map, view, tools } = prefix;
  const loop = await runIngestLoop({
    client: input.client,
    prices: input.prices,
    model: config.ingestModel,
    ttl: config.cacheTtl,
    maxIterations: config.maxIterations,
    maxCostUsd: config.maxCostUsd,
    stream: input.stream,
    tools,
    system,
    firstMessage: first.text,
    host,
    ...redact ? { redact } : {},
    pagesLeft: () => Math.max(0, config.maxPagesChanged - changeset.size),
    ...input.dayLeft ? { dayLeft: input.dayLeft } : {},
    signal: input.signal
  });
  const warnings = [...map.warnings, ...first.warnings, ...loop.warnings];
  const written = changeset.entries().map((e) => e.page.slug);
  const { result, partial } = verdict(loop, written, config.ingestModel, view.budget);
  const budget = loop.status === "stopped" ? { budget: { partial } } : {};
  if (loop.status !== "finished" && !partial || spec.needsPages && changeset.size === 0)
    return { result, telemetry: loop.telemetry, warnings, ...budget };
  if (partial) warnings.push(result.reason);
  stampTask(changeset, task, read);
  const summary = partial ? `Partial update: ${loop.reason}. The pages written before it are published: ${written.join(", ")}.` : loop.summary ?? "";
  const output = finalizeChangeset(changeset, {
    wikiPath: config.wikiPath,
    mapFile: config.mapFile,
    caps,
    merge: input.merge,
    ...input.sources && input.sources.length > 1 ? { sources: input.sources } : {},
    ...input.skipped?.length ? { skipped: input.skipped } : {},
    ...spec.log ? {} : { log: false },
    summary,
    ...partial ? { partial: true } : {},
    date: input.now(),
    usage: sumUsage([input.earlier?.usage ?? sumUsage([]), loop.usage]),
    cost_usd: sumCost([input.earlier?.cost_usd ?? 0, loop.cost_usd]),
    existing: input.existing,
    ...input.repair ? { repair: input.repair } : {}
  });
  warnings.push(...output.warnings ?? []);
  return {
    result,
    telemetry: loop.telemetry,
    warnings,
    output: { ...output, summary, ...loop.unverified ? { unverified: loop.unverified } : {} },
    ...budget
  };
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
//# sourceMappingURL=stage-FER35HJR.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readRepoHead,
  repoTop,
  sinceFromGit
} from "./chunk-TQXNOVWR.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  UsageError,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import {
  askMapBudgetFor,
  askOptions,
  askPrefix,
  openConversation
} from "./chunk-EIQP25Q2.js";
import {
  citedStaleCovers,
  staleCitations,
  staleNotes
} from "./chunk-EFYJWMOA.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-5B34HZLY.js";
import {
  WikiNotFoundError,
  loadWiki
} from "./chunk-FHLLNFKR.js";
import "./chunk-32O5A2MR.js";
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
import "./chunk-2F6UNR7T.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-F7UMMSZF.js";
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
import {
  Redactor
} from "./chunk-BCADPBBR.js";
import "./chunk-7ZYO75DC.js";
import {
  createClient
} from "./chunk-XHJWBCV6.js";
import "./chunk-KHGEEX46.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import {
  openSpendScope
} from "./chunk-YPMII554.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";
import "./chunk-L46MCWHH.js";
import "./chunk-ZQ3OY3VZ.js";
import "./chunk-3GVRXVYT.js";
import {
  priceTable
} from "./chunk-VO5JNOXD.js";
import "./chunk-ALWFP5YV.js";

// src/cli/ask.ts
import { createInterface } from "node:readline";

// src/ask/report.ts
var num = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
var ms = (n) => n === null ? "none" : `${num(n)} ms`;
function askTelemetryLine(r) {
  const u = r.usage;
  const pages = r.pages_read.length ? `${r.pages_read.length} (${r.pages_read.join(", ")})` : r.status === "answered" ? "0 (the map answered)" : "0";
  const parts = [
    `first token ${ms(r.latency_ms.first_token)}`,
    `full ${ms(r.latency_ms.full)}`,
    `pages read ${pages}`,
    `tokens in ${num(u.input_tokens)}, cache write ${num(u.cache_creation_input_tokens)}, cache read ${num(u.cache_read_input_tokens)}, out ${num(u.output_tokens)}`,
    `cache read ${(r.cache_read_share * 100).toFixed(1)}%`,
    r.cost_usd === null ? `cost unknown (no price for ${r.model})` : usd(r.cost_usd),
    `${r.iterations} call${r.iterations === 1 ? "" : "s"}`
  ];
  if (r.unknown_citations.length)
    parts.push(`unknown citations removed: ${r.unknown_citations.join(", ")}`);
  if (r.redactions) parts.push(`${r.redactions.total} redacted`);
  if (r.status !== "answered") parts.push(r.status);
  return `ask: ${parts.join(" \xB7 ")}`;
}
function askJson(r, stale = []) {
  return {
    answer: r.answer,
    pages_read: r.pages_read,
    citations: r.citations,
    unknown_citations: r.unknown_citations,
    usage: r.usage,
    cost_usd: r.cost_usd,
    latency_ms: r.latency_ms,
    status: r.status,
    model: r.model,
    iterations: r.iterations,
    ...r.note !== void 0 ? { note: r.note } : {},
    ...r.redactions ? { redactions: r.redactions } : {},
    stale: stale.map((s) => ({
      page: s.page,
      file: s.file,
      ...s.missing ? { missing: s.missing } : {},
      ...s.since ? { since: s.since.commit } : {}
    }))
  };
}

// src/cli/ask.ts
var spec = {
  name: "ask",
  summary: "Answers a question from the wiki: the map is in the prompt, pages are read only when the map does not answer, and every page used is cited as [[slug]]. Needs ANTHROPIC_API_KEY (or --anthropic-api-key); honours ANTHROPIC_BASE_URL.",
  usage: '[--wiki DIR] [--json] [--chat] "question" [input flags]',
  freeText: true,
  inputs: ["ask"],
  flags: {
    wiki: {
      type: "string",
      value: "DIR",
      description: "The wiki folder, any folder on disk (default: wiki)."
    },
    json: {
      type: "boolean",
      description: "Print one JSON document per answer (answer, pages_read, citations, unknown_citations, usage, cost_usd, latency_ms, \u2026) instead of streaming the text."
    },
    chat: {
      type: "boolean",
      description: "After the question (if any), read follow-up questions from stdin, one per line, in the same conversation."
    }
  }
};
var forTerminal = (text) => text.replace(/[^\P{Cc}\n\t]/gu, "");
async function* questions(first, chat) {
  if (first !== "") yield first;
  if (!chat) return;
  const interactive = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, terminal: false });
  if (interactive) process.stderr.write("> ");
  for await (const line of lines) {
    if (line.trim() !== "") yield line;
    if (interactive) process.stderr.write("> ");
  }
}
function staleChecker(dir, pages) {
  let head;
  const read = async () => readRepoHead(await repoTop(dir));
  return async (cited) => {
    const at = await (head ??= read().catch(() => null));
    if (!at) return null;
    const targets = citedStaleCovers(pages, cited, at.tree);
    const since = targets.length ? await sinceFromGit(at.top, at.commit, targets) : /* @__PURE__ */ new Map();
    return staleCitations(pages, cited, at.tree, since);
  };
}
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs, positionals, secrets }) => {
    const question = positionals.join(" ").trim();
    const chat = values.chat === true;
    const json = values.json === true;
    if (question === "" && !chat)
      throw new UsageError(
        'no question: pass it as the argument, e.g. wiki-ingest ask "How do tokens rotate?", or use --chat to read questions from stdin.'
      );
    const config = await loadConfig(inputs, process.env);
    const options = askOptions(config);
    const client = openSpendScope({ budget: null }).through(
      await createClient(config, process.env, secrets)
    );
    const dir = typeof values.wiki === "string" ? values.wiki : config.wikiPath;
    let wiki;
    try {
      wiki = await loadWiki(dir);
    } catch (e) {
      if (!(e instanceof WikiNotFoundError)) throw e;
      process.stderr.write(`wiki-ingest ask: ${e.message}
`);
      return 1;
    }
    for (const s of [config.anthropicApiKey, config.githubToken, process.env.GITHUB_TOKEN])
      secrets.register(s);
    const staleOf = staleChecker(dir, wiki.pages);
    const prices = priceTable(config.pricing);
    const budget = askMapBudgetFor(config.mapTokenBudget, options.model, prices);
    const conversation = openConversation(
      askPrefix(wiki, capsOf(config), budget, config.language),
      options,
      { client, prices, redactor: new Redactor(secrets) }
    );
    let failed = false;
    let asked = 0;
    for await (const q of questions(question, chat)) {
      let ended = true;
      if (chat && !json) {
        const shown = q.replace(/\s+/g, " ").trim();
        const cut = shown.length > 80 ? `${shown.slice(0, 79)}\u2026` : shown;
        process.stdout.write(forTerminal(`\u2500\u2500 ${++asked}. ${cut} \u2500\u2500`) + "\n\n");
      }
      const result = await conversation.ask(q, {
        onText: json ? void 0 : (text) => {
          const shown = forTerminal(text);
          process.stdout.write(shown);
          if (shown !== "") ended = shown.endsWith("\n");
        }
      });
      const stale = await staleOf(result.citations);
      if (json) process.stdout.write(JSON.stringify(askJson(result, stale ?? [])) + "\n");
      else {
        process.stdout.write(ended ? "\n" : "\n\n");
        const notes = staleNotes(stale ?? []);
        if (notes.length)
          process.stdout.write(forTerminal(notes.map((n) => `Note: ${n}`).join("\n")) + "\n\n");
      }
      for (const w of result.warnings) process.stderr.write(`warning: ${w}
`);
      process.stderr.write(askTelemetryLine(result) + "\n");
      if (result.status === "failed") failed = true;
    }
    return failed ? 1 : 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=ask-SIPBIE5Z.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  UsageError,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import {
  WikiNotFoundError,
  WikiSymlinkError,
  loadWikiMap
} from "./chunk-FHLLNFKR.js";
import {
  groupWarnings
} from "./chunk-DKRSRVMV.js";
import "./chunk-32O5A2MR.js";
import {
  foldedAllowance
} from "./chunk-3HNVCDAP.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import {
  safeLine,
  safeLines
} from "./chunk-NMZ44ZY4.js";
import "./chunk-F7UMMSZF.js";
import {
  mapBudget
} from "./chunk-JCIIUJ5C.js";
import "./chunk-K5FLXCZD.js";
import {
  buildMap,
  capsComplain,
  renderIndex
} from "./chunk-VQUICA6I.js";
import {
  capsOf
} from "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-ALWFP5YV.js";

// src/cli/index-command.ts
var SPEC = {
  name: "index",
  summary: "Prints the wiki map (slug | title | description | H2 headings, one line per page) and what the caps (description-chars, headings-per-page, page-char-cap) cut. corpus_chars counts every page's text as read_pages serves it uncapped; index_chars counts the map lines as the prompt carries them, one newline each. Counts are Unicode code points.",
  usage: "[--wiki DIR] [--json | --markdown] [--strict] [caps flags]",
  flags: {
    wiki: {
      type: "string",
      value: "DIR",
      description: "The wiki folder, any folder on disk (default: wiki)."
    },
    json: { type: "boolean", description: "Print one JSON document instead of the table." },
    markdown: {
      type: "boolean",
      description: "Print index.md exactly as an ingest writes it, instead of the table (to repair what lint reports as index-drift: wiki-ingest index --markdown > wiki/index.md)."
    },
    strict: {
      type: "boolean",
      description: "Exit 1 when a cap cuts anything, the longest page is within 10% of page-char-cap, or the map is over map-token-budget (for CI)."
    }
  },
  inputs: ["map"]
};
var num = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
function table(dir, map, budget, warnings) {
  const s = map.stats;
  const out = map.lines.length ? [...map.lines, ""] : [];
  out.push(
    `${dir}: ${s.pages} page${s.pages === 1 ? "" : "s"}, ${num(s.corpus_chars)} chars (~${num(s.approx_tokens.corpus)} tokens); map ${num(s.index_chars)} chars (~${num(s.approx_tokens.index)} tokens), ${(s.ratio * 100).toFixed(1)}% of the pages.`,
    `H2 headings: ${num(s.headings_total)}; pages over headings-per-page ${s.headings_per_page}: ${s.pages_over_heading_cap.length}.`,
    `Descriptions cut to description-chars ${s.description_chars}: ${s.descriptions_cut}.`,
    s.longest_page ? `Longest page: ${s.longest_page.slug}, ${num(s.longest_page.chars)} chars; margin to page-char-cap ${num(s.page_char_cap)}: ${num(s.margin_chars)} chars (${s.margin_pct}%).` : "Longest page: none (the wiki has no pages).",
    `Pages over page-char-cap: ${s.pages_over_char_cap.length ? s.pages_over_char_cap.join(", ") : "none"}.`,
    budgetLine(budget)
  );
  if (warnings.length)
    out.push("", `Warnings (${warnings.length}):`, ...warnings.map((w) => `  - ${w}`));
  return out.map(safeLine).join("\n") + "\n";
}
function budgetLine(b) {
  return b.over ? `Map ~${num(b.tokens)} tokens, over map-token-budget ${num(b.budget)}: the ingest and ask prompts carry the folded map (at most ~${num(foldedAllowance(b.budget).total)} tokens, whatever the number of pages), and pages are found with search_wiki.` : `Map ~${num(b.tokens)} tokens, within map-token-budget ${num(b.budget)}: the prompts carry the whole map.`;
}
function main(argv) {
  return runCommand(SPEC, argv, async ({ values, inputs }) => {
    if (values.json === true && values.markdown === true)
      throw new UsageError("--json and --markdown each choose the output; pass one of them.");
    const config = await loadConfig(inputs, process.env);
    const caps = capsOf(config);
    const dir = typeof values.wiki === "string" ? values.wiki : config.wikiPath;
    let wiki;
    try {
      wiki = await loadWikiMap(dir, { mapFile: config.mapFile });
    } catch (e) {
      if (!(e instanceof WikiNotFoundError || e instanceof WikiSymlinkError)) throw e;
      process.stderr.write(safeLine(`wiki-ingest index: ${e.message}`) + "\n");
      return 1;
    }
    const map = buildMap(wiki.pages, caps);
    const budget = mapBudget(map, config.mapTokenBudget);
    const warnings = [...wiki.warnings, ...map.warnings];
    if (values.markdown === true) {
      const text = renderIndex(map, coversIndexOf(wiki.pages));
      process.stdout.write(
        process.stdout.isTTY ? safeLines(text.replace(/\n$/, "").split("\n")) : text
      );
    } else if (values.json === true)
      process.stdout.write(
        JSON.stringify({ ...map.stats, map_budget: budget, warnings, lines: map.lines }, null, 2) + "\n"
      );
    else process.stdout.write(table(dir, map, budget, groupWarnings(warnings)));
    if (values.strict !== true) return 0;
    if (capsComplain(map)) {
      process.stderr.write(
        "wiki-ingest index: --strict: a cap cut something or the longest page is within 10% of page-char-cap (see the warnings).\n"
      );
      return 1;
    }
    if (budget.over) {
      process.stderr.write(
        `wiki-ingest index: --strict: the map is ~${budget.tokens} tokens, over map-token-budget ${budget.budget}: the prompts carry the folded map. Raise map-token-budget (up to 150000) to keep the whole map, or drop --strict to accept folding.
`
      );
      return 1;
    }
    return 0;
  });
}
export {
  main
};
//# sourceMappingURL=index-command-XYXLBVBU.js.map

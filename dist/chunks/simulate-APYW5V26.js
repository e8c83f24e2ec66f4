import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  UsageError,
  runCommand
} from "./chunk-G6LQOMIV.js";
import "./chunk-RS5OB7ID.js";
import "./chunk-32O5A2MR.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import {
  commitTimeOf,
  startHistory
} from "./chunk-NXCLCQW4.js";
import "./chunk-GTNLFIPQ.js";
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";
import "./chunk-NMZ44ZY4.js";
import {
  isPageFile
} from "./chunk-6IFOK4RH.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-COHMVWIB.js";
import {
  usd
} from "./chunk-BY4U7PKS.js";
import "./chunk-ALWFP5YV.js";

// src/cli/simulate.ts
var spec = {
  name: "simulate",
  summary: "Backtests Tier 1 over the first-parent history of a local repository: what would be skipped, by which rule, and what would reach Tier 2.",
  usage: "[--repo DIR] [--max-count N] [--branch REV] [--json] [--rows] [input flags]",
  inputs: ["tier1"],
  flags: {
    repo: { type: "string", value: "DIR", description: "Repository to read (default: .)." },
    "max-count": {
      type: "string",
      short: "n",
      value: "N",
      description: "Newest N first-parent commits only (default: all)."
    },
    branch: {
      type: "string",
      value: "REV",
      description: "Branch or revision whose history is read (default: HEAD)."
    },
    json: {
      type: "boolean",
      description: 'Print one JSON document: {"commits": [{sha, title, decision, rule, reason}], "summary": {...}, "forecast": {...}}.'
    },
    rows: { type: "boolean", description: "Also print one row per commit in the table output." }
  }
};
var RULES = [
  "skip-marker",
  "self-commit",
  "archive",
  "skip-author",
  "no-changes",
  "out-of-scope",
  "wiki-only",
  "ignored-only",
  "trivial-type",
  "small-diff"
];
var pct = (n, total) => `${total === 0 ? "0.0" : (100 * n / total).toFixed(1)}%`;
function table(summary, source) {
  const { total } = summary;
  const out = [`Tier 1 backtest over ${total} first-parent commits of ${source}`, ""];
  const line = (label, n) => `  ${label.padEnd(22)}${String(n).padStart(7)}  ${pct(n, total).padStart(6)}`;
  out.push(`  ${"rule".padEnd(22)}${"count".padStart(7)}  ${"share".padStart(6)}`);
  for (const rule of RULES) out.push(line(rule, summary.by_rule[rule] ?? 0));
  out.push(line("skipped (all rules)", summary.skipped));
  out.push(line("continue \u2192 Tier 2", summary.continued));
  out.push("");
  out.push(
    `Would reach Tier 2: ${summary.continued} of ${total} (${pct(summary.continued, total)}); Tier 1 skips ${pct(summary.skipped, total)} for free.`
  );
  const busiest = RULES.filter((r) => (summary.by_rule[r] ?? 0) > 0).sort((a, b) => summary.by_rule[b] - summary.by_rule[a]).slice(0, 3).map((r) => `${r} (${summary.by_rule[r]})`);
  out.push(`Busiest rules: ${busiest.length ? busiest.join(", ") : "none"}`);
  return out.join("\n") + "\n";
}
function rowsText(rows) {
  const out = ["", "Commits (newest first):"];
  for (const c of rows)
    out.push(
      `  ${c.sha.slice(0, 9)}  ${c.decision.padEnd(8)}  ${(c.rule ?? "-").padEnd(12)}  ${c.title.slice(0, 72)}
             ${c.reason}`
    );
  return out.join("\n") + "\n";
}
var DAY_MS = 24 * 60 * 60 * 1e3;
var MONTH_DAYS = 365.25 / 12;
var round = (n, digits) => Number(n.toFixed(digits));
async function wikiPages(repo, rev, wikiPath) {
  const out = await gitBuffer(repo, [
    "ls-tree",
    "-r",
    "--name-only",
    "-z",
    rev,
    "--",
    `${wikiPath}/`
  ]).then((b) => b.toString("utf8")).catch(() => "");
  return out.split("\0").filter((p) => p.startsWith(`${wikiPath}/`) && isPageFile(p.slice(wikiPath.length + 1))).length;
}
function forecastOf(summary, times, pages, config, { monthlyCost, TIER3_SHARE, PRICES_AS_OF }) {
  if (!times || summary.total < 2) return null;
  const days = Math.max(1, (times.last - times.first) / DAY_MS);
  const perMonth = summary.total / days * MONTH_DAYS;
  const reachTier2 = summary.continued / summary.total;
  const cost = monthlyCost({
    mergesPerMonth: perMonth,
    reachTier2,
    pages,
    triageModel: config.triageModel,
    ingestModel: config.ingestModel,
    triage: config.triage
  });
  return {
    first_commit: new Date(times.first).toISOString(),
    last_commit: new Date(times.last).toISOString(),
    days: round(days, 1),
    merges_per_month: round(perMonth, 1),
    reach: { tier2: round(reachTier2, 4), tier3: TIER3_SHARE },
    wiki_pages: pages,
    models: { triage: config.triageModel, ingest: config.ingestModel },
    prices_as_of: PRICES_AS_OF,
    cost_usd_per_month: {
      low: round(cost.low, 2),
      expected: round(cost.expected, 2),
      high: round(cost.high, 2)
    }
  };
}
function forecastText(f) {
  if (!f) return "Forecast: needs at least two commits in the history.\n";
  const pct2 = (x) => `${Math.round(x * 100)}%`;
  const c = f.cost_usd_per_month;
  return [
    `History: ${f.first_commit.slice(0, 10)} to ${f.last_commit.slice(0, 10)} (${f.days} days): ${f.merges_per_month} merges a month.`,
    `Reaching each tier: Tier 1 all, Tier 2 ${pct2(f.reach.tier2)}, Tier 3 ${pct2(f.reach.tier3.low)}\u2013${pct2(f.reach.tier3.high)} of those (Tier 2 decides; ${pct2(f.reach.tier3.expected)} expected).`,
    `Forecast per month: low ${usd(c.low)} \xB7 expected ${usd(c.expected)} \xB7 high ${usd(c.high)} (${f.models.triage} triage, ${f.models.ingest} agent, a wiki of ${f.wiki_pages} pages, prices of ${f.prices_as_of}; per-run costs from bench/RESULTS.md).`,
    ""
  ].join("\n");
}
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs }) => {
    const maxRaw = values["max-count"];
    if (maxRaw !== void 0 && !/^\d+$/.test(maxRaw))
      throw new UsageError(`--max-count "${maxRaw}" is not a whole number, e.g. --max-count 1000.`);
    const rev = values.branch ?? "HEAD";
    const repo = values.repo ?? ".";
    const json = values.json === true;
    const keepRows = json || values.rows === true;
    const history = startHistory(repo, {
      rev,
      ...maxRaw !== void 0 ? { maxCount: Number(maxRaw) } : {}
    });
    let config;
    let modules;
    try {
      modules = await Promise.all([
        import("./rules-LDCHQLRH.js"),
        import("./forecast-VGHDZP7T.js"),
        import("./pricing-GDL3TOZW.js")
      ]);
      config = await loadConfig(inputs, process.env);
    } catch (e) {
      history.stop();
      throw e;
    }
    const [{ classify }, forecasting, { PRICES_AS_OF }] = modules;
    const pages = wikiPages(repo, rev, config.wikiPath);
    const summary = { total: 0, skipped: 0, continued: 0, by_rule: {} };
    const commits = [];
    let times = null;
    try {
      for await (const merge of history) {
        const d = classify(merge, config);
        summary.total++;
        const at = commitTimeOf(merge);
        if (at !== void 0)
          times = times ? { first: Math.min(times.first, at), last: Math.max(times.last, at) } : { first: at, last: at };
        if (d.decision === "skip") {
          summary.skipped++;
          summary.by_rule[d.rule] = (summary.by_rule[d.rule] ?? 0) + 1;
        } else summary.continued++;
        if (keepRows)
          commits.push({
            sha: merge.sha ?? "",
            title: merge.title,
            decision: d.decision,
            rule: d.rule,
            reason: d.reason
          });
      }
    } finally {
      history.stop();
    }
    const forecast = forecastOf(summary, times, await pages, config, {
      ...forecasting,
      PRICES_AS_OF
    });
    process.stdout.write(
      json ? JSON.stringify({ commits, summary, forecast }) + "\n" : table(summary, `${rev} in ${repo}`) + forecastText(forecast) + (values.rows === true ? rowsText(commits) : "")
    );
    return 0;
  });
}
export {
  main,
  spec
};
//# sourceMappingURL=simulate-APYW5V26.js.map

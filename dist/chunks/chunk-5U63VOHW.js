import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  summaryMarkdown
} from "./chunk-Y57B36QO.js";
import {
  loadConfig
} from "./chunk-2E7JIC7V.js";
import {
  runCommand
} from "./chunk-G6LQOMIV.js";
import {
  runPipeline
} from "./chunk-VGZWUBZR.js";
import {
  redactionNote
} from "./chunk-N73S4EIW.js";
import {
  localWorkspace
} from "./chunk-MBBBO6NB.js";
import {
  wikiWorkingTreeChanges
} from "./chunk-RNMJPFJ4.js";
import {
  SOURCE_TRAILER
} from "./chunk-OUTC5JET.js";
import {
  mergeInfoFromGit
} from "./chunk-NXCLCQW4.js";
import {
  firstRefusals
} from "./chunk-54RBGIXX.js";
import {
  lineCountsText
} from "./chunk-HAWVUYQF.js";
import {
  safeLines
} from "./chunk-NMZ44ZY4.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import {
  money
} from "./chunk-BY4U7PKS.js";

// src/cli/run.ts
import { resolve } from "node:path";

// src/cli/run-outcome.ts
import { writeFile } from "node:fs/promises";
var summaryText = summaryMarkdown;
async function writeSummaryTo(target, report, secrets) {
  const text = summaryText(report, secrets);
  if (target === "-") process.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  else await writeFile(target, text);
}
var shellWord = (word) => /^[\w./@:-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
function outcomeLines(report, wikiPath, dryRun) {
  const files = report.changes.map((c) => c.path);
  const published = report.publish?.mode === "working-tree" || dryRun;
  if (files.length === 0 || !published || report.decision.decision === "failed")
    return ["wrote nothing"];
  const folder = `${wikiPath.replace(/\/+$/, "")}/`;
  const meta = /* @__PURE__ */ new Set([`${folder}index.md`, `${folder}log.md`]);
  const pages = files.filter((f) => !meta.has(f));
  const others = files.filter((f) => meta.has(f)).map((f) => f.slice(folder.length));
  const named = pages.length ? `${pages.length} page${pages.length === 1 ? "" : "s"}` : others.join(" and ");
  const list = pages.length ? `: ${[...pages, ...others.length ? [`and ${others.join(", ")}`] : []].join(", ")}` : "";
  if (dryRun) return [`wrote nothing (--dry-run): ${named} would change in ${folder}${list}`];
  const sha = report.merge.sha;
  const subject = `docs(wiki): ingest ${sha ? sha.slice(0, 12) : "a local commit"}`;
  const trailer = sha ? ` --trailer ${shellWord(`${SOURCE_TRAILER}: ${sha}`)}` : "";
  return [
    `wrote ${named} to ${folder} (uncommitted)${list}`,
    `commit them with: git add -- ${shellWord(folder)} && git commit -m ${shellWord(subject)}${trailer}`
  ];
}

// src/cli/run.ts
var WORKING_TREE_FLAGS = {
  "dry-run": {
    type: "boolean",
    description: "Write nothing; print the would-be changes as unified diffs."
  },
  force: {
    type: "boolean",
    description: "Write even when the wiki folder has uncommitted or untracked changes (they may be overwritten)."
  }
};
var spec = {
  name: "run",
  summary: "Runs all tiers on a local commit and writes the wiki changes into the working tree (uncommitted). Needs ANTHROPIC_API_KEY unless Tier 1 skips; honours ANTHROPIC_BASE_URL.",
  usage: "[--repo DIR] [--commit REV] [--dry-run] [--force] [--json] [--summary FILE|-] [input flags]",
  // Local git in, the working tree out: the action's own inputs (the token, publish-mode, catch-up,
  // /wiki comments) and ask's are refused, naming what they configure.
  inputs: ["tier1", "tier2", "tier3", "map", "pipeline"],
  flags: {
    repo: {
      type: "string",
      value: "DIR",
      description: "Repository to read and write (default: .)."
    },
    commit: {
      type: "string",
      value: "REV",
      description: "Commit to ingest, diffed against its first parent (default: HEAD)."
    },
    ...WORKING_TREE_FLAGS,
    json: {
      type: "boolean",
      description: "Print one JSON Report: {decision, tiers, iterations, changes, usage, cost_usd, warnings, \u2026}."
    },
    summary: {
      type: "string",
      value: "FILE|-",
      description: "Write the job summary the action would write (Markdown with HTML) to FILE; - prints it on stdout (the table then goes to stderr)."
    }
  }
};
var fourKinds = (u) => ({
  input_tokens: u.input_tokens,
  output_tokens: u.output_tokens,
  cache_creation_input_tokens: u.cache_creation_input_tokens,
  cache_read_input_tokens: u.cache_read_input_tokens
});
function reportJson(r) {
  return {
    decision: r.decision,
    tiers: r.tiers,
    iterations: r.iterations,
    changes: r.changes,
    usage: fourKinds(r.usage),
    cost_usd: r.cost_usd,
    warnings: r.warnings,
    merge: r.merge,
    // Printed through JSON.stringify, so a detail the run did not produce (undefined) is left out.
    publish: r.publish,
    telemetry: r.telemetry,
    diffs: r.diffs,
    merges: r.merges,
    redactions: r.redactions,
    stale: r.stale,
    refused: r.refused,
    agent_says: r.agent_says
  };
}
function told(r) {
  const d = r.decision;
  const decision = `decision   ${d.decision} (tier ${d.tier}${d.rule ? `, rule ${d.rule}` : ""})`;
  const dry = r.publish?.mode === "dry-run" ? "dry run, nothing written; it would be: " : "";
  const lead = d.tier === 3 && d.decision === "process" ? [`outcome    ${dry}${d.reason}`, decision] : [decision, `reason     ${d.reason}`];
  return [
    ...lead,
    ...firstRefusals(r.refused ?? [], Infinity).map((x) => `refused    ${x}`),
    ...(r.stale ?? []).map((p) => `stale      [[${p.slug}]] covers ${p.path}`),
    ...r.agent_says !== void 0 ? [`agent says \u201C${r.agent_says}\u201D`] : []
  ];
}
function table(r) {
  const u = r.usage;
  const lines = [
    ...told(r),
    ...r.tiers.map((t) => `tier ${t.tier}     ${t.decision}${"model" in t ? ` \xB7 ${t.model}` : ""}`)
  ];
  if (r.iterations) lines.push(`iterations ${r.iterations}`);
  lines.push(
    `tokens     ${u.input_tokens} input \xB7 ${u.cache_creation_input_tokens} cache write \xB7 ${u.cache_read_input_tokens} cache read \xB7 ${u.output_tokens} output`,
    `cost       ${money(r.cost_usd, "unknown")}`
  );
  const redacted = redactionNote(r.redactions);
  if (redacted) lines.push(`redacted   ${redacted}`);
  for (const c of r.changes)
    lines.push(
      `${c.action.padEnd(10)} ${c.path}${c.lines && c.action === "update" ? ` (${lineCountsText(c.lines)})` : ""}`
    );
  for (const w of r.warnings) lines.push(`warning    ${w}`);
  return safeLines(lines);
}
async function assertWikiClean(repo, wikiPath) {
  const changes = await wikiWorkingTreeChanges(repo, wikiPath);
  if (changes.length === 0) return;
  const shown = changes.slice(0, 20).map((c) => `${c.status.trim() || c.status} ${c.path}`);
  if (changes.length > shown.length) shown.push(`\u2026 and ${changes.length - shown.length} more`);
  throw new Error(
    `the wiki folder "${wikiPath}" has uncommitted or untracked changes that run would overwrite: ${shown.join(", ")}. Commit or stash them first, or pass --force.`
  );
}
function main(argv) {
  return runCommand(spec, argv, async ({ values, inputs, secrets }) => {
    const config = await loadConfig(inputs, process.env);
    const repo = resolve(values.repo ?? ".");
    const dryRun = values["dry-run"] === true;
    if (!dryRun && values.force !== true) await assertWikiClean(repo, config.wikiPath);
    const merge = await mergeInfoFromGit(repo, values.commit ?? "HEAD", {
      patches: true
    });
    secrets.register(config.anthropicApiKey);
    secrets.register(config.githubToken);
    const local = localWorkspace(repo, config, { dryRun });
    let wiki;
    const workspace = { ...local, loadWiki: () => wiki ??= local.loadWiki() };
    const report = await runPipeline(merge, config, {
      env: process.env,
      repo: workspace,
      secrets,
      // No ledger to catch up from: a skip is logged in log.md now, as the action's next wiki
      // commit would log it, and covered-changes reads the pages at HEAD.
      writeSkips: true,
      covers: async (m) => ({
        index: coversIndexOf((await workspace.loadWiki()).wiki.pages),
        merge: m
      })
    });
    const summaryTo = values.summary;
    if (summaryTo !== void 0) await writeSummaryTo(summaryTo, report, secrets);
    const out = summaryTo === "-" ? process.stderr : process.stdout;
    if (values.json === true) out.write(JSON.stringify(reportJson(report)) + "\n");
    else {
      out.write(table(report));
      for (const d of report.diffs ?? [])
        out.write("\n" + safeLines(d.replace(/\n$/, "").split("\n")));
      out.write("\n" + safeLines(outcomeLines(report, config.wikiPath, dryRun)));
    }
    return report.decision.decision === "failed" ? 1 : 0;
  });
}

export {
  WORKING_TREE_FLAGS,
  spec,
  reportJson,
  table,
  assertWikiClean,
  main
};
//# sourceMappingURL=chunk-5U63VOHW.js.map

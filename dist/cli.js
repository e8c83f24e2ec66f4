#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  package_default
} from "./chunks/chunk-KXCAI76L.js";
import "./chunks/chunk-ALWFP5YV.js";

// src/cli.ts
var COMMANDS = {
  classify: {
    summary: "Tier 1 decision for one MergeInfo JSON (offline).",
    load: () => import("./chunks/classify-B3LBUO5P.js")
  },
  triage: {
    summary: "Tier 2 decision for one MergeInfo JSON (calls the triage model).",
    load: () => import("./chunks/triage-75ZVQGER.js")
  },
  simulate: {
    summary: "Backtest Tier 1 over a local repository's first-parent history.",
    load: () => import("./chunks/simulate-APYW5V26.js")
  },
  index: {
    summary: "The wiki map (one line per page) and what its caps cut.",
    load: () => import("./chunks/index-command-XYXLBVBU.js")
  },
  lint: {
    summary: "Checks the wiki for free: dead links, stale or missing covered files, drift, orphans.",
    load: () => import("./chunks/lint-HTJ4TA77.js")
  },
  refresh: {
    summary: "Checks the stale pages now (oldest stamp first, within max-cost-usd), as lint-fix does; writes the working tree.",
    load: () => import("./chunks/refresh-Z5OHCMOU.js")
  },
  pulse: {
    summary: "What the wiki's upkeep did per week, from log.md: tiers, skips, spend, stops.",
    load: () => import("./chunks/pulse-DOSDS6LF.js")
  },
  init: {
    summary: "Starts a wiki for an existing repository: plans pages, then writes them in batches.",
    load: () => import("./chunks/init-RMBEYICQ.js")
  },
  adopt: {
    summary: "Adds missing front-matter (title, description, type) to an existing docs folder; free.",
    load: () => import("./chunks/adopt-AHXETX6F.js")
  },
  ask: {
    summary: "Answers a question from the wiki, citing its pages (calls the ask model).",
    load: () => import("./chunks/ask-SIPBIE5Z.js")
  },
  run: {
    summary: "All tiers on a local commit; writes wiki changes into the working tree.",
    load: () => import("./chunks/run-EWBGOZYN.js")
  },
  impact: {
    summary: "The wiki pages a local change makes stale, as mode: impact would say; free.",
    load: () => import("./chunks/impact-5OZBFFUG.js")
  },
  mcp: {
    summary: "Serves the wiki to coding agents over MCP (stdio): the map, pages, stale_pages; free.",
    load: () => import("./chunks/mcp-RZICYSAY.js")
  },
  "agents-md": {
    summary: "Keeps one marked block in AGENTS.md (or CLAUDE.md) that points agents to the wiki.",
    load: () => import("./chunks/agents-md-B3IZEWBP.js")
  }
};
var usage = async () => `Usage: wiki-ingest <command> [flags]
       wiki-ingest help [command]     this text, or a command's flags (as <command> --help)
       wiki-ingest -v, --version      the version

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`).join("\n")}

Run "wiki-ingest help <command>" for its flags.

${(await import("./chunks/flags-S5VS6RLK.js")).EXIT_CODES}`;
async function main(argv) {
  process.setSourceMapsEnabled(true);
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-v") {
    process.stdout.write(`${package_default.version}
`);
    return 0;
  }
  if (name === "--help" || name === "-h" || name === "help" && rest.length === 0) {
    process.stdout.write(await usage() + "\n");
    return 0;
  }
  if (!name) {
    process.stderr.write(`wiki-ingest: no command given.

${await usage()}
`);
    return 2;
  }
  const [commandName, commandArgs] = name === "help" ? [rest[0], ["--help"]] : [name, rest];
  const command = Object.hasOwn(COMMANDS, commandName) ? COMMANDS[commandName] : void 0;
  if (!command) {
    process.stderr.write(`wiki-ingest: unknown command "${commandName}".

${await usage()}
`);
    return 2;
  }
  return (await command.load()).main(commandArgs);
}
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (e) => {
    if (stream.listenerCount("error") > 1) return;
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
process.exitCode = await main(process.argv.slice(2));
//# sourceMappingURL=cli.js.map

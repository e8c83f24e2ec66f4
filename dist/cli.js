#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunks/chunk-ALWFP5YV.js";

// package.json
var package_default = {
  name: "wiki-ingest",
  version: "1.0.0",
  description: "Keeps a repository's Markdown wiki current after every merge, spending on LLM calls only what a change is worth.",
  license: "MIT",
  keywords: [
    "github-action",
    "wiki",
    "documentation",
    "llm",
    "anthropic"
  ],
  type: "module",
  files: [
    "dist/",
    "action.yml",
    "README.md",
    "LICENSE",
    "CHANGELOG.md"
  ],
  bin: {
    "wiki-ingest": "dist/cli.js"
  },
  engines: {
    node: ">=22.13"
  },
  scripts: {
    bundle: "node scripts/build.mjs",
    start: "node dist/cli.js simulate --repo .",
    test: "node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js",
    lint: "eslint . && prettier --check . && tsc --noEmit && depcruise src --config .dependency-cruiser.cjs && node scripts/action-inputs.mjs --check && node scripts/readme-tables.mjs --check",
    format: "prettier --write .",
    bench: "tsx bench/index.ts",
    docs: "node scripts/action-inputs.mjs && node scripts/readme-tables.mjs",
    "summary-picture": "npm run bundle && tsx scripts/summary-picture.ts",
    "local-action": "npx --yes @github/local-action@7 run . src/main.ts .env"
  },
  devDependencies: {
    "@actions/cache": "^6.3.0",
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@anthropic-ai/bedrock-sdk": "^1.2.0",
    "@anthropic-ai/sdk": "^1.16.0",
    "@anthropic-ai/vertex-sdk": "^1.1.4",
    "@eslint/js": "^9.39.5",
    "@octokit/graphql-schema": "^15.26.1",
    "@octokit/plugin-retry": "^8.1.1",
    "@octokit/plugin-throttling": "^11.0.5",
    "@octokit/rest": "^22.0.1",
    "@secretlint/core": "^12.0.0",
    "@secretlint/secretlint-rule-preset-recommend": "^12.0.0",
    "@types/jest": "^30.0.0",
    "@types/markdown-it": "^14.2.0",
    "@types/node": "^20.19.43",
    "dependency-cruiser": "^17.4.3",
    esbuild: "^0.28.2",
    eslint: "^9.39.5",
    "eslint-config-prettier": "^10.1.9",
    "fastest-levenshtein": "^1.0.16",
    "google-auth-library": "^10.9.1",
    graphql: "^16.15.0",
    jest: "^30.5.2",
    "markdown-it": "^15.0.3",
    minimatch: "^11.0.10",
    minisearch: "^7.2.0",
    prettier: "^3.10.1",
    "ts-jest": "^29.4.15",
    tsx: "^4.23.15",
    typescript: "~5.9.3",
    "typescript-eslint": "^8.74.0",
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  allowScripts: {
    esbuild: false,
    "@parcel/watcher": false
  }
};

// src/cli.ts
var COMMANDS = {
  classify: {
    summary: "Tier 1 decision for one MergeInfo JSON (offline).",
    load: () => import("./chunks/classify-VKLZPPIJ.js")
  },
  triage: {
    summary: "Tier 2 decision for one MergeInfo JSON (calls the triage model).",
    load: () => import("./chunks/triage-YC743H6M.js")
  },
  simulate: {
    summary: "Backtest Tier 1 over a local repository's first-parent history.",
    load: () => import("./chunks/simulate-DKITK3GM.js")
  },
  index: {
    summary: "The wiki map (one line per page) and what its caps cut.",
    load: () => import("./chunks/index-command-ODCVSHNU.js")
  },
  lint: {
    summary: "Checks the wiki for free: dead links, stale or missing covered files, drift, orphans.",
    load: () => import("./chunks/lint-NJJHIWSD.js")
  },
  pulse: {
    summary: "What the wiki's upkeep did per week, from log.md: tiers, skips, spend, stops.",
    load: () => import("./chunks/pulse-4VUQMB74.js")
  },
  init: {
    summary: "Starts a wiki for an existing repository: plans pages, then writes them in batches.",
    load: () => import("./chunks/init-XD5L7WBM.js")
  },
  adopt: {
    summary: "Adds missing front-matter (title, description, type) to an existing docs folder; free.",
    load: () => import("./chunks/adopt-IFPUXYVC.js")
  },
  ask: {
    summary: "Answers a question from the wiki, citing its pages (calls the ask model).",
    load: () => import("./chunks/ask-MGJ2SFWE.js")
  },
  run: {
    summary: "All tiers on a local commit; writes wiki changes into the working tree.",
    load: () => import("./chunks/run-WABJQX4V.js")
  }
};
var usage = async () => `Usage: wiki-ingest <command> [flags]
       wiki-ingest help [command]     this text, or a command's flags (as <command> --help)
       wiki-ingest -v, --version      the version

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`).join("\n")}

Run "wiki-ingest help <command>" for its flags.

${(await import("./chunks/flags-4TM3VHU6.js")).EXIT_CODES}`;
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
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
process.exitCode = await main(process.argv.slice(2));
//# sourceMappingURL=cli.js.map

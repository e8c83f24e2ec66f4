#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import"./chunks/chunk-67BG23Y2.js";var a={name:"wiki-ingest",version:"0.1.0",description:"Keeps a repository's Markdown wiki current after every merge, spending on LLM calls only what a change is worth.",license:"MIT",keywords:["github-action","wiki","documentation","llm","anthropic"],type:"module",files:["dist/","action.yml","README.md","LICENSE","CHANGELOG.md"],bin:{"wiki-ingest":"dist/cli.js"},engines:{node:">=22.13"},scripts:{build:"node scripts/build.mjs",start:"node dist/cli.js simulate --repo .",test:"node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js",lint:"eslint . && prettier --check . && tsc --noEmit && depcruise src --config .dependency-cruiser.cjs && node scripts/action-inputs.mjs --check && node scripts/readme-tables.mjs --check",format:"prettier --write .",bench:"tsx bench/index.ts",docs:"node scripts/action-inputs.mjs && node scripts/readme-tables.mjs","summary-picture":"npm run build && tsx scripts/summary-picture.ts","local-action":"npx --yes @github/local-action@7 run . src/main.ts .env"},devDependencies:{"@actions/cache":"^6.3.0","@actions/core":"^3.0.1","@actions/github":"^9.1.1","@anthropic-ai/bedrock-sdk":"^1.2.0","@anthropic-ai/sdk":"^1.16.0","@anthropic-ai/vertex-sdk":"^1.1.4","@eslint/js":"^9.39.5","@octokit/graphql-schema":"^15.26.1","@octokit/plugin-retry":"^8.1.1","@octokit/plugin-throttling":"^11.0.5","@octokit/rest":"^22.0.1","@secretlint/core":"^12.0.0","@secretlint/secretlint-rule-preset-recommend":"^12.0.0","@types/jest":"^30.0.0","@types/markdown-it":"^14.2.0","@types/node":"^20.19.43","dependency-cruiser":"^17.4.3",esbuild:"^0.28.2",eslint:"^9.39.5","eslint-config-prettier":"^10.1.9","google-auth-library":"^10.9.1",graphql:"^16.15.0",jest:"^30.5.2","markdown-it":"^15.0.3",minimatch:"^11.0.10",minisearch:"^7.2.0",prettier:"^3.10.1","ts-jest":"^29.4.15",tsx:"^4.23.15",typescript:"~5.9.3","typescript-eslint":"^8.74.0",yaml:"^2.9.1",zod:"^4.6.7"},allowScripts:{esbuild:!1,"@parcel/watcher":!1}};var r={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-MR6VVRMA.js")},triage:{summary:"Tier 2 decision for one MergeInfo JSON (calls the triage model).",load:()=>import("./chunks/triage-FK5Q6G62.js")},simulate:{summary:"Backtest Tier 1 over a local repository's first-parent history.",load:()=>import("./chunks/simulate-4WAGWYOJ.js")},index:{summary:"The wiki map (one line per page) and what its caps cut.",load:()=>import("./chunks/index-command-AG4DMT5D.js")},lint:{summary:"Checks the wiki for free: dead links, stale or missing covered files, drift, orphans.",load:()=>import("./chunks/lint-6AJBRSWF.js")},pulse:{summary:"What the wiki's upkeep did per week, from log.md: tiers, skips, spend, stops.",load:()=>import("./chunks/pulse-F6KRUSSV.js")},ask:{summary:"Answers a question from the wiki, citing its pages (calls the ask model).",load:()=>import("./chunks/ask-E36SJHWQ.js")},run:{summary:"All tiers on a local commit; writes wiki changes into the working tree.",load:()=>import("./chunks/run-4RIA4JU2.js")}},n=async()=>`Usage: wiki-ingest <command> [flags]
       wiki-ingest help [command]     this text, or a command's flags (as <command> --help)
       wiki-ingest -v, --version      the version

Commands:
${Object.entries(r).map(([i,e])=>`  ${i.padEnd(10)}${e.summary}`).join(`
`)}

Run "wiki-ingest help <command>" for its flags.

${(await import("./chunks/flags-V3FDNGWX.js")).EXIT_CODES}`;async function l(i){let[e,...s]=i;if(e==="--version"||e==="-v")return process.stdout.write(`${a.version}
`),0;if(e==="--help"||e==="-h"||e==="help"&&s.length===0)return process.stdout.write(await n()+`
`),0;if(!e)return process.stderr.write(`wiki-ingest: no command given.

${await n()}
`),2;let[t,c]=e==="help"?[s[0],["--help"]]:[e,s],o=Object.hasOwn(r,t)?r[t]:void 0;return o?(await o.load()).main(c):(process.stderr.write(`wiki-ingest: unknown command "${t}".

${await n()}
`),2)}process.exitCode=await l(process.argv.slice(2));

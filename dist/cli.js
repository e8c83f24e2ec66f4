#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var s={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-DJEFFAA5.js")},triage:{summary:"Tier 2 decision for one MergeInfo JSON (calls the triage model).",load:()=>import("./chunks/triage-DOLFJIDK.js")},simulate:{summary:"Backtest Tier 1 over a local repository's first-parent history.",load:()=>import("./chunks/simulate-ILHRQWHV.js")},index:{summary:"The wiki map (one line per page) and what its caps cut.",load:()=>import("./chunks/cli-DQ4ATGAU.js")}},n=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(s).map(([i,e])=>`  ${i.padEnd(10)}${e.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function a(i){let[e,...o]=i;if(!e||e==="--help"||e==="-h")return process.stdout.write(n+`
`),e?0:2;let r=s[e];return r?(await r.load()).main(o):(process.stderr.write(`wiki-ingest: unknown command "${e}".

${n}
`),2)}process.exitCode=await a(process.argv.slice(2));

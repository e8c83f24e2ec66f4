#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var s={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-ZRLFDZM5.js")},triage:{summary:"Tier 2 decision for one MergeInfo JSON (calls the triage model).",load:()=>import("./chunks/triage-Y5EV7H35.js")},simulate:{summary:"Backtest Tier 1 over a local repository's first-parent history.",load:()=>import("./chunks/simulate-KWHETA2K.js")}},i=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(s).map(([r,e])=>`  ${r.padEnd(10)}${e.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function a(r){let[e,...o]=r;if(!e||e==="--help"||e==="-h")return process.stdout.write(i+`
`),e?0:2;let n=s[e];return n?(await n.load()).main(o):(process.stderr.write(`wiki-ingest: unknown command "${e}".

${i}
`),2)}process.exitCode=await a(process.argv.slice(2));

#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var o={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-4CO32G52.js")},triage:{summary:"Tier 2 decision for one MergeInfo JSON (calls the triage model).",load:()=>import("./chunks/triage-PN24HN7I.js")},simulate:{summary:"Backtest Tier 1 over a local repository's first-parent history.",load:()=>import("./chunks/simulate-AOUWUS26.js")},index:{summary:"The wiki map (one line per page) and what its caps cut.",load:()=>import("./chunks/cli-F3MGRHPK.js")},run:{summary:"All tiers on a local commit; writes wiki changes into the working tree",load:()=>import("./chunks/run-RNZIK6QZ.js")}},n=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(o).map(([i,e])=>`  ${i.padEnd(10)}${e.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function a(i){let[e,...s]=i;if(!e||e==="--help"||e==="-h")return process.stdout.write(n+`
`),e?0:2;let r=o[e];return r?(await r.load()).main(s):(process.stderr.write(`wiki-ingest: unknown command "${e}".

${n}
`),2)}process.exitCode=await a(process.argv.slice(2));

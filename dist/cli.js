#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var i={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-OPRDEIO3.js")},simulate:{summary:"Backtest Tier 1 over a local repository's first-parent history.",load:()=>import("./chunks/simulate-NUAOKYBU.js")}},e=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(i).map(([s,n])=>`  ${s.padEnd(10)}${n.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function t(s){let[n,...o]=s;if(!n||n==="--help"||n==="-h")return process.stdout.write(e+`
`),n?0:2;let r=i[n];return r?(await r.load()).main(o):(process.stderr.write(`wiki-ingest: unknown command "${n}".

${e}
`),2)}process.exitCode=await t(process.argv.slice(2));

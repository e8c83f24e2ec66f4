#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);
var r={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-E4NPDQPV.js")},simulate:{summary:"Backtest Tier 1 over a local repository's first-parent history.",load:()=>import("./chunks/simulate-6WCOAN7X.js")},index:{summary:"The wiki map (one line per page) and what its caps cut.",load:()=>import("./chunks/cli-SSWCIXU3.js")}},s=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(r).map(([e,n])=>`  ${e.padEnd(10)}${n.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function a(e){let[n,...o]=e;if(!n||n==="--help"||n==="-h")return process.stdout.write(s+`
`),n?0:2;let i=r[n];return i?(await i.load()).main(o):(process.stderr.write(`wiki-ingest: unknown command "${n}".

${s}
`),2)}process.exitCode=await a(process.argv.slice(2));

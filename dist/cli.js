#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);
var o={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-5VEDFENP.js")},triage:{summary:"Tier 2 decision for one MergeInfo JSON (calls the triage model).",load:()=>import("./chunks/triage-B73HMRNZ.js")},simulate:{summary:"Backtest Tier 1 over a local repository's first-parent history.",load:()=>import("./chunks/simulate-HINJUB2G.js")},index:{summary:"The wiki map (one line per page) and what its caps cut.",load:()=>import("./chunks/cli-KS6LXROG.js")},run:{summary:"All tiers on a local commit; writes wiki changes into the working tree",load:()=>import("./chunks/run-A3UBNWDM.js")}},n=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(o).map(([i,e])=>`  ${i.padEnd(10)}${e.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function a(i){let[e,...s]=i;if(!e||e==="--help"||e==="-h")return process.stdout.write(n+`
`),e?0:2;let r=o[e];return r?(await r.load()).main(s):(process.stderr.write(`wiki-ingest: unknown command "${e}".

${n}
`),2)}process.exitCode=await a(process.argv.slice(2));

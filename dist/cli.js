#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var r={classify:{summary:"Tier 1 decision for one MergeInfo JSON (offline).",load:()=>import("./chunks/classify-YTM3HTLO.js")}},i=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(r).map(([s,n])=>`  ${s.padEnd(10)}${n.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function a(s){let[n,...o]=s;if(!n||n==="--help"||n==="-h")return process.stdout.write(i+`
`),n?0:2;let e=r[n];return e?(await e.load()).main(o):(process.stderr.write(`wiki-ingest: unknown command "${n}".

${i}
`),2)}process.exitCode=await a(process.argv.slice(2));

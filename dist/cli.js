#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var r={index:{summary:"the wiki map and what its caps cut",load:()=>import("./chunks/cli-DKWN3JVD.js")}},e=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(r).map(([s,n])=>`  ${s.padEnd(10)}${n.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function a(s){let[n,...t]=s;if(!n||n==="--help"||n==="-h")return process.stdout.write(e+`
`),n?0:2;let i=r[n];return i?(await i.load()).main(t):(process.stderr.write(`wiki-ingest: unknown command "${n}".

${e}
`),2)}process.exitCode=await a(process.argv.slice(2));

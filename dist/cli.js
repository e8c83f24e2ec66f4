#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var r={},i=`Usage: wiki-ingest <command> [flags]

Commands:
${Object.entries(r).map(([s,n])=>`  ${s.padEnd(10)}${n.summary}`).join(`
`)}

Run "wiki-ingest <command> --help" for its flags.`;async function o(s){let[n,...t]=s;if(!n||n==="--help"||n==="-h")return process.stdout.write(i+`
`),n?0:2;let e=r[n];return e?(await e.load()).main(t):(process.stderr.write(`wiki-ingest: unknown command "${n}".

${i}
`),2)}process.exitCode=await o(process.argv.slice(2));

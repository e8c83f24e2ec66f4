import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var e="Wiki-Ingest-Source",r=new RegExp(`(?:^|\\n)[ \\t]*${e}:[ \\t]*\\S+`,"i"),o=t=>`${e}: ${t}`,n=t=>r.test(t);export{e as a,o as b,n as c};

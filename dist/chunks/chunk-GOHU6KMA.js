import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{b as i}from"./chunk-HTDWKEPF.js";function r(n,e=200){let t=n.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g," ").replace(/\s+/g," ").trim();return t.length>e?t.slice(0,e-1)+"\u2026":t}function u(n,e){let t=n.pr!==void 0?`#${n.pr}`:(n.sha??"unknown").slice(0,12);return[r(`docs(wiki): ingest ${t} \u2014 ${n.title}`,100),"",`Updated ${e} wiki page${e===1?"":"s"} for ${t}.`,"",i(n.sha??"unknown"),""].join(`
`)}export{r as a,u as b};

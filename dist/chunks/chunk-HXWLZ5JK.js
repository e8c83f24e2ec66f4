import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var u=/[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/g,r=e=>{let t=e.charCodeAt(0);return t<256?`%${t.toString(16).toUpperCase().padStart(2,"0")}`:`%u${t.toString(16).toUpperCase()}`};function i(e){return e.replace(/%(?=[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})/g,"%25").replace(u,r).replace(/^(\s*)(:(?=:)|#(?=#\[))/,(t,n,s)=>`${n}${r(s)}`)}function o(e){return e.map(i).join(`
`)+(e.length?`
`:"")}function g(e,t=200){let n=e.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g," ").replace(/\s+/g," ").trim();return n.length>t?n.slice(0,t-1)+"\u2026":n}export{i as a,o as b,g as c};

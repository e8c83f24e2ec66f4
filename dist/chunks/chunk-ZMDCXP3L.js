import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var l=/^Merge pull request #\d+ from /;function o(i){let e=i.replace(/\r\n/g,`
`).split(`
`),t=(e[0]??"").trim(),n=e.slice(1);if(l.test(t)){let r=n.findIndex(s=>s.trim()!=="");r>=0&&(t=n[r].trim(),n=n.slice(r+1))}return{title:t,body:n.join(`
`).trim()}}function c(i){let{title:e,body:t}=o(i);return t?`${e}

${t}`:e}export{o as a,c as b};

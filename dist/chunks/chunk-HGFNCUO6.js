import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var f=/^Merge pull request #\d+ from /;function m(e){let t=e.replace(/\r\n/g,`
`).split(`
`),r=(t[0]??"").trim(),s=t.slice(1);if(f.test(r)){let n=s.findIndex(o=>o.trim()!=="");n>=0&&(r=s[n].trim(),s=s.slice(n+1))}return{title:r,body:s.join(`
`).trim()}}function c(e){let{title:t,body:r}=m(e);return r?`${t}

${r}`:t}var p=/^Merge (?:pull request #\d+ from |branch |remote-tracking branch )/,M=e=>p.test(e);function b(e,t,r,s=M(e.message)){let{title:n,body:o}=m(e.message),g={title:n,files:r};o&&(g.body=o);let a=new Set(t.map(i=>i.author).filter(i=>!!i)),l=s&&a.size===1?[...a][0]:e.author;return l&&(g.author=l),g.commits=[...t,e].map(i=>c(i.message)),g}export{c as a,b};

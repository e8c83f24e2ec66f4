import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);
var s=/^([A-Za-z][A-Za-z0-9_-]*)(?:\(([^()\r\n]*)\))?(!)?:[ \t]*(\S.*)?$/,l=/(?:^|\n)[ \t]*BREAKING[ -]CHANGE[ \t]*:/i,c=/^Merge pull request #\d+ from /;function u(n){let t=n.indexOf(`
`);return(t<0?n:n.slice(0,t)).replace(/\r$/,"").trim()}function a(n){let t=s.exec(u(n));return t?{type:t[1].toLowerCase(),scope:t[2]??null,breaking:t[3]==="!",subject:(t[4]??"").trim()}:null}function p(n){return n!==void 0&&n!==""&&l.test(n)}function f(n){let t=n.replace(/\r\n/g,`
`).split(`
`),i=(t[0]??"").trim(),e=t.slice(1);if(c.test(i)){let r=e.findIndex(o=>o.trim()!=="");r>=0&&(i=e[r].trim(),e=e.slice(r+1))}return{title:i,body:e.join(`
`).trim()}}export{a,p as b,f as c};

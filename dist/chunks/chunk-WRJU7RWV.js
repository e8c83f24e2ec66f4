import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
function s(t,a){let n=t.map(()=>0),o=t.map((r,e)=>e).sort((r,e)=>t[r]-t[e]||r-e),u=Math.max(0,a);return o.forEach((r,e)=>{let m=Math.min(t[r],Math.floor(u/(o.length-e)));n[r]=m,u-=m}),n}function c(t,a,n){let o=s(t,n),u=o.reduce((r,e)=>r+e,0);return{first:o,rest:s(a,n-u)}}export{s as a,c as b};

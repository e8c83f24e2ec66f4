import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{m as a,n as p}from"./chunk-TEMH66UV.js";import{d}from"./chunk-XSXJEHNB.js";import{a as s,b as c}from"./chunk-5G5BRG4B.js";function b(e,o){let t=d(e),n=s(t);if(n<=o)return{text:t,total:n,truncated:!1,sectionsCut:[]};let r=c(t,o),f=r.split(`
`).length-1,u=t.split(`
`).length-e.body.split(`
`).length,g=a(e.body).filter(i=>i.end+u>f).map(i=>i.heading);return{text:r,total:n,truncated:!0,sectionsCut:g}}function h(e,o){let t=p(e.body,o.replace(/^#+\s*/,""));if(!t)return;let n=e.body.split(`
`).slice(t.start,t.end).join(`
`).trimEnd();return{heading:t.heading,text:n}}export{b as a,h as b};

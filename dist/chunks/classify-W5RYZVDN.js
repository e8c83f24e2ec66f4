import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a as r,b as s,d as o}from"./chunk-EWTBGAGI.js";import{ge as n,je as e}from"./chunk-GBWVEWOV.js";import"./chunk-TZN7URKK.js";var c={name:"classify",summary:"Runs the Tier 1 rules on one MergeInfo JSON and prints the decision JSON.",usage:"[--input FILE|-] [input flags]",flags:{input:r}};function d(t){return o(c,t,async({values:i,inputs:m})=>{let a=n(m,process.env),p=await s(i);return process.stdout.write(JSON.stringify(e(p,a))+`
`),0})}export{d as main,c as spec};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d}from"./chunk-EBB5OFPU.js";import"./chunk-67BG23Y2.js";export{a as fromApiFile,d as listCommitsFrom,c as pullRequestsOfCommit,b as readCommit};

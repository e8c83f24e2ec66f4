import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b}from"./chunk-HVUZTK4O.js";import"./chunk-ZMDCXP3L.js";import"./chunk-EBB5OFPU.js";import"./chunk-67BG23Y2.js";export{b as mergeFromCommit,a as withPullRequest};

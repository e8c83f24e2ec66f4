import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d}from"./chunk-7NVJGQ2S.js";import"./chunk-EBB5OFPU.js";import"./chunk-67BG23Y2.js";export{c as createPullRequest,b as openPullRequest,a as pullRequestFiles,d as setPullRequestBody};

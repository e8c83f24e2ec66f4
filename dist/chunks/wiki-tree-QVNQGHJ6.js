import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{g as a,h as b}from"./chunk-Y66AY4TP.js";import"./chunk-X4A7OEA2.js";import"./chunk-UGCBW7LP.js";import"./chunk-J32TQE4D.js";import"./chunk-TZN7URKK.js";export{a as gitHubTrees,b as wikiAtBranch};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{g as a,h as b}from"./chunk-CQXZ7AXF.js";import"./chunk-UGCBW7LP.js";import"./chunk-G7FN7YBE.js";import"./chunk-H6MWH5KD.js";import"./chunk-5G5BRG4B.js";import"./chunk-TZN7URKK.js";export{a as gitHubTrees,b as wikiAtBranch};

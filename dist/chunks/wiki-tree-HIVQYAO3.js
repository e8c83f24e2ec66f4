import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{e as a,f as b}from"./chunk-EOJPL7D2.js";import"./chunk-FUE2FJDT.js";import"./chunk-YINJ7T3X.js";import"./chunk-YLX5CJPT.js";import"./chunk-MAHQYDMU.js";import"./chunk-5G5BRG4B.js";import"./chunk-TZN7URKK.js";export{a as gitHubTrees,b as wikiAtBranch};

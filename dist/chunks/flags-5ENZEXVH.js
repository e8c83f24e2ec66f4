import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d,e,f,g,h,i}from"./chunk-HQ7EG6JH.js";import"./chunk-EB22DERY.js";import"./chunk-XCCCRKZS.js";import"./chunk-TZN7URKK.js";export{g as EXIT_CODES,a as INPUT_USES,b as MERGE_INPUT_FLAG,d as UsageError,e as commandInputs,h as helpText,f as parseFlags,c as readMergeFlag,i as runCommand};

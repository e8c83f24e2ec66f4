import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b}from"./chunk-6T3Q6PZJ.js";import"./chunk-KTG7RMM2.js";import"./chunk-TZN7URKK.js";export{a as LEDGER_FILE,b as gitHubLedger};

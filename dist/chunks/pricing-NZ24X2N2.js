import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a}from"./chunk-QPOA6NOI.js";import"./chunk-XCCCRKZS.js";import"./chunk-TZN7URKK.js";export{a as parsePricing};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d}from"./chunk-AZDHYTUC.js";import"./chunk-J7IEOJDS.js";import"./chunk-TZN7URKK.js";export{b as ESTIMATED_OUTPUT_TOKENS,a as SpendRefused,c as estimateCost,d as metered};

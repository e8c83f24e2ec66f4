import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c}from"./chunk-DU2CCZNS.js";import"./chunk-GVFOSPV5.js";import"./chunk-S2SGUUXX.js";import"./chunk-TZN7URKK.js";export{a as DEFAULT_BASE_URL,b as clientOptions,c as createClient};

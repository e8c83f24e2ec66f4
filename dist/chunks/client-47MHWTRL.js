import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c}from"./chunk-ZZOFLRI2.js";import"./chunk-ZYZR4UHV.js";import"./chunk-GVFOSPV5.js";import"./chunk-TZN7URKK.js";export{a as DEFAULT_BASE_URL,b as clientOptions,c as createClient};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c}from"./chunk-WHQWDFHL.js";import"./chunk-KW6VYTKG.js";import"./chunk-TBCHKAKU.js";import"./chunk-TZN7URKK.js";export{a as DEFAULT_BASE_URL,b as clientOptions,c as createClient};

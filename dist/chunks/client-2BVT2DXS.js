import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c}from"./chunk-XER5T2FF.js";import"./chunk-235BZF3E.js";import"./chunk-IKLAVW2L.js";import"./chunk-TZN7URKK.js";export{a as DEFAULT_BASE_URL,b as clientOptions,c as createClient};

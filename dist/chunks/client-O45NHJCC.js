import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c}from"./chunk-TTAQCW7Z.js";import"./chunk-NQRCY7AZ.js";import"./chunk-O4IGJV6U.js";import"./chunk-FPXSBFL7.js";import"./chunk-DZHLVHPY.js";import"./chunk-67BG23Y2.js";export{a as DEFAULT_BASE_URL,b as clientOptions,c as createClient};

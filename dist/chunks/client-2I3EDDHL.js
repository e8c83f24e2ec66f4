import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c}from"./chunk-D4WDNPNR.js";import"./chunk-XMI7QRTI.js";import"./chunk-D5IIMYQA.js";import"./chunk-QPOA6NOI.js";import"./chunk-GVFOSPV5.js";import"./chunk-XCCCRKZS.js";import"./chunk-TZN7URKK.js";export{a as DEFAULT_BASE_URL,b as clientOptions,c as createClient};

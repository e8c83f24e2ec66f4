import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d,e,f,g}from"./chunk-J7IEOJDS.js";import"./chunk-TZN7URKK.js";export{b as PRICES,a as PRICES_AS_OF,f as costUsd,d as findPrice,c as priceTable,e as promptTokens,g as roundUsd};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d,e,f,g,h,i,j}from"./chunk-SERGIXCY.js";import"./chunk-TZN7URKK.js";export{d as DEFAULT_MIN_CACHEABLE_TOKENS,c as MIN_CACHEABLE_TOKENS,b as PRICES,a as PRICES_AS_OF,i as costUsd,g as findPrice,e as minCacheableTokens,f as priceTable,h as promptTokens,j as roundUsd};

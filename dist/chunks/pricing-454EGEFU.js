import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d,e,f,g,h,i,j,k}from"./chunk-UOLUEPO4.js";import"./chunk-67BG23Y2.js";export{d as DEFAULT_MIN_CACHEABLE_TOKENS,c as MIN_CACHEABLE_TOKENS,b as PRICES,a as PRICES_AS_OF,j as costUsd,h as findPrice,f as minCacheableTokens,e as modelFamily,g as priceTable,i as promptTokens,k as roundUsd};

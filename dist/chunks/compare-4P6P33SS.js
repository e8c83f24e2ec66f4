import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b}from"./chunk-U6GZ7B6W.js";import"./chunk-EBB5OFPU.js";import"./chunk-67BG23Y2.js";export{a as compareRange,b as contains};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c}from"./chunk-QIJ5K5OS.js";import"./chunk-67BG23Y2.js";export{b as isLogged,a as readLedger,c as spentInLastDay};

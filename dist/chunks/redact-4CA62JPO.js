import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a as c,b as d,c as e}from"./chunk-WSGXUFQT.js";import{a,b}from"./chunk-4LX7ZKMW.js";import"./chunk-TZN7URKK.js";export{c as REGISTERED,d as Redactor,e as redactMerge,a as redactionMarker,b as shortRule};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b,c,d}from"./chunk-VRFRYODN.js";import"./chunk-I22P4EX5.js";import"./chunk-SG76EDFM.js";import"./chunk-IWHZWBZF.js";import"./chunk-YRAWG6EO.js";import"./chunk-SERGIXCY.js";import"./chunk-TZN7URKK.js";export{c as askJson,a as askPulseOf,b as percentile,d as withAskJson};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{b as a}from"./chunk-PWNGGH75.js";import"./chunk-SYVWHQAL.js";import"./chunk-67BG23Y2.js";export default a();

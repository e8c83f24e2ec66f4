import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a as t}from"./chunk-5G5BRG4B.js";function c(n){return Math.ceil(t(n)/4)}export{c as a};

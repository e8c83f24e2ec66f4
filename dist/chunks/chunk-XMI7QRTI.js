import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{c as o}from"./chunk-D5IIMYQA.js";import{a as r}from"./chunk-QPOA6NOI.js";function t(e,p={}){return o(e,p,r)}export{t as a};

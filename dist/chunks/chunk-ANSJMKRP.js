import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a as r}from"./chunk-3CQN3LLS.js";var a=e=>r(e)||"\u2014",o=e=>e.map(m=>({data:m,header:!0}));export{a,o as b};

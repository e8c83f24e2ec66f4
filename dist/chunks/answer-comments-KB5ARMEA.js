import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{a,b}from"./chunk-PEB7NYO7.js";import"./chunk-SG76EDFM.js";import"./chunk-YRAWG6EO.js";import"./chunk-TZN7URKK.js";export{a as MAX_COMMENT_PAGES,b as listAnswerComments};

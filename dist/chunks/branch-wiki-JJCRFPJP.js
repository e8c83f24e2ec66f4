import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{c as a}from"./chunk-QCUWT2CK.js";import"./chunk-X4A7OEA2.js";import"./chunk-J32TQE4D.js";import"./chunk-TZN7URKK.js";export{a as branchWikiSnapshot};

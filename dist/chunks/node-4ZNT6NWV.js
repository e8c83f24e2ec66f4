import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);
import{a,b,c,d,e,f,g}from"./chunk-UBX63PBO.js";import"./chunk-JZLKHDKT.js";export{a as child_process,b as crypto,c as fs,d as os,e as path,f as stream,g as util};

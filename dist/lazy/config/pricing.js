import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);
import{u as a}from"../../chunks/chunk-BGWYSBMH.js";import"../../chunks/chunk-JZLKHDKT.js";export{a as parsePricing};

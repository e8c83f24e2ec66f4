import { createRequire as __cr } from 'node:module'; let __rq; function require(id) { return (__rq ??= __cr(import.meta.url))(id); } require.resolve = (id, o) => (__rq ??= __cr(import.meta.url)).resolve(id, o);
import{c as o}from"./chunk-VFMLSQVK.js";import{u as r}from"./chunk-BGWYSBMH.js";function t(e,p={}){return o(e,p,r)}export{t as a};

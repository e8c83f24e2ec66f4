import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var i=t=>`heads/${t}`;async function o(t,e,r){let{data:s}=await t.rest.git.getRef({...e,ref:i(r)});return s.object.sha}export{o as a};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
function r(e){return e.subarray(0,8192).includes(0)}export{r as a};

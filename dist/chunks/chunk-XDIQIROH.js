import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var i="[diff withheld by policy (secret-paths): this file holds secrets]";function n(t,o){return t.files.some(e=>e.patch!==void 0&&o(e.path))?{...t,files:t.files.map(e=>e.patch!==void 0&&o(e.path)?{...e,patch:i}:e)}:t}export{n as a};

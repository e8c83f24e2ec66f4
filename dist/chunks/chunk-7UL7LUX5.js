import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
//# sourceMappingURL=chunk-7UL7LUX5.js.map

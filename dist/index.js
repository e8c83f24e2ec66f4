import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/index.ts
process.setSourceMapsEnabled(true);
var { run } = await import("./chunks/main-NPHN3UE3.js");
await run();
//# sourceMappingURL=index.js.map

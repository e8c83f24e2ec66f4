import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/wiki/log.ts
var HEADING = /^## \[(\d{4}-\d{2}-\d{2})\] ([\w-]+) \|/;
function logEntries(log) {
  const out = [];
  for (const line of (log ?? "").split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) out.push({ date: heading[1], kind: heading[2], lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

export {
  logEntries
};
//# sourceMappingURL=chunk-FVUE7HD4.js.map

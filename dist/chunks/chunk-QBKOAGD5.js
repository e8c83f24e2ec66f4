import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";

// src/git/files.ts
async function filesAt(repoDir, rev) {
  const out = await gitBuffer(repoDir, ["ls-tree", "-r", "-l", "-z", "--end-of-options", rev]);
  const files = [];
  for (const record of out.toString("utf8").split("\0")) {
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t(.*)$/s.exec(record);
    if (!m || m[2] !== "blob" || m[1] === "120000") continue;
    files.push({ path: m[5], blob: m[3], size: Number(m[4]) });
  }
  return files;
}

export {
  filesAt
};
//# sourceMappingURL=chunk-QBKOAGD5.js.map

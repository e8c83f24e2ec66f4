import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  sourceDiff
} from "./chunk-QTX4SNZT.js";
import {
  readText
} from "./chunk-BZVW5XM7.js";
import "./chunk-ALWFP5YV.js";

// src/run/stale-diffs.ts
async function withStaleDiffs(task, workspace, merge) {
  const now = readText(workspace.readSource(merge));
  const read = async (path, stamp) => {
    const [before, after] = await Promise.all([
      workspace.blobText?.(stamp).catch(() => null) ?? null,
      now(path).catch(() => null)
    ]);
    return before === null || after === null ? null : sourceDiff(before, after);
  };
  const diffs = /* @__PURE__ */ new Map();
  const diffOf = (path, stamp) => {
    const key = `${path}\0${stamp}`;
    let diff = diffs.get(key);
    if (!diff) diffs.set(key, diff = read(path, stamp));
    return diff;
  };
  const stale = await Promise.all(
    task.stale.map(async (s) => ({
      ...s,
      files: await Promise.all(
        s.files.map(async (f) => ({ ...f, diff: await diffOf(f.path, f.stamp) }))
      )
    }))
  );
  return { ...task, stale };
}
export {
  withStaleDiffs
};
//# sourceMappingURL=stale-diffs-EFUNC3QQ.js.map

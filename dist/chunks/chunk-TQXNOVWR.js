import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitTrees,
  headCommit
} from "./chunk-5B34HZLY.js";
import {
  gitBuffer
} from "./chunk-G6ZCRMTX.js";
import {
  treeListing
} from "./chunk-DM27KG3S.js";
import {
  formatCover
} from "./chunk-566MBHHS.js";

// src/cli/git-since.ts
import { spawn } from "node:child_process";

// src/lint/since.ts
function sinceTracker(targets) {
  const waiting = /* @__PURE__ */ new Map();
  for (const { path, blob } of targets)
    waiting.set(path, (waiting.get(path) ?? /* @__PURE__ */ new Set()).add(blob));
  const found = /* @__PURE__ */ new Map();
  return {
    found,
    see({ commit, subject, changes }) {
      for (const { path, before } of changes) {
        const blobs = waiting.get(path);
        if (!blobs?.delete(before)) continue;
        found.set(formatCover({ path, blob: before }), { commit, subject });
        if (blobs.size === 0) waiting.delete(path);
      }
      return waiting.size === 0;
    }
  };
}

// src/cli/git-since.ts
var RawLogReader = class {
  partial = Buffer.alloc(0);
  state = "header";
  paths = 0;
  before = "";
  current = null;
  /** The commits completed by this chunk. */
  push(chunk) {
    const data = this.partial.length ? Buffer.concat([this.partial, chunk]) : chunk;
    const done = [];
    let start = 0;
    for (let nul = data.indexOf(0, start); nul !== -1; nul = data.indexOf(0, start)) {
      this.token(data.toString("utf8", start, nul), done);
      start = nul + 1;
    }
    this.partial = data.subarray(start);
    return done;
  }
  /** The last commit, once the stream has ended. */
  end() {
    const last = this.current;
    this.current = null;
    return last ? [last] : [];
  }
  token(raw, done) {
    if (this.state === "subject") {
      this.current.subject = raw;
      this.state = "entry";
      return;
    }
    if (this.state === "path") {
      this.current.changes.push({ path: raw, before: this.before });
      if (--this.paths === 0) this.state = "entry";
      return;
    }
    const t = raw.replace(/^\n+/, "");
    if (t.startsWith("")) {
      if (this.current) done.push(this.current);
      this.current = { commit: t.slice(1), subject: "", changes: [] };
      this.state = "subject";
    } else if (this.state === "entry" && t.startsWith(":")) {
      const [, , before = "", , status = ""] = t.slice(1).split(" ");
      this.before = before;
      this.paths = /^[RC]/.test(status) ? 2 : 1;
      this.state = "path";
    }
  }
};
function sinceFromGit(repoDir, head, targets) {
  const tracker = sinceTracker(targets);
  if (targets.length === 0) return Promise.resolve(tracker.found);
  return new Promise((resolve) => {
    const child = spawn(
      "git",
      [
        "-c",
        "log.showSignature=false",
        "log",
        "--raw",
        "--no-abbrev",
        "--no-renames",
        "--no-color",
        "-z",
        "--format=%x01%H%x00%s",
        "--end-of-options",
        head,
        "--"
      ],
      { cwd: repoDir, stdio: ["ignore", "pipe", "ignore"] }
    );
    const reader = new RawLogReader();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (child.exitCode === null && child.signalCode === null) child.kill();
      resolve(tracker.found);
    };
    const see = (commits) => {
      for (const c of commits) if (!finished && tracker.see(c)) finish();
    };
    child.stdout.on("data", (chunk) => see(reader.push(chunk)));
    child.stdout.on("end", () => {
      see(reader.end());
      finish();
    });
    child.on("error", finish);
  });
}

// src/cli/git-head.ts
async function repoTop(dir) {
  return (await gitBuffer(dir, ["rev-parse", "--show-toplevel"])).toString().trim();
}
async function readRepoHead(top, commit) {
  const at = commit ?? await headCommit(top);
  const trees = gitTrees(top);
  const root = await trees.listTree(await trees.rootTree(at), true);
  return { top, commit: at, tree: treeListing(root.entries) };
}
function headReader(top) {
  let held = null;
  return async () => {
    let commit;
    try {
      commit = await headCommit(top);
    } catch {
      return null;
    }
    if (held?.head.commit === commit) return held.head;
    const head = await readRepoHead(top, commit).catch(() => null);
    if (!head) return null;
    const known = /* @__PURE__ */ new Map();
    const since = async (targets) => {
      const wanted = targets.filter((t) => !known.has(formatCover(t)));
      if (wanted.length) {
        const found = await sinceFromGit(top, commit, wanted);
        for (const t of wanted) known.set(formatCover(t), found.get(formatCover(t)) ?? null);
      }
      const out = /* @__PURE__ */ new Map();
      for (const t of targets) {
        const s = known.get(formatCover(t));
        if (s) out.set(formatCover(t), s);
      }
      return out;
    };
    held = { head: { ...head, since }, known };
    return held.head;
  };
}

export {
  sinceFromGit,
  repoTop,
  readRepoHead,
  headReader
};
//# sourceMappingURL=chunk-TQXNOVWR.js.map

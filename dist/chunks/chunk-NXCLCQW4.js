import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mergeOfCommits
} from "./chunk-GTNLFIPQ.js";
import {
  GitError,
  gitBuffer,
  streamGit
} from "./chunk-G6ZCRMTX.js";

// src/merge-info/git.ts
import { existsSync } from "node:fs";

// src/merge-info/brought.ts
import { spawn } from "node:child_process";
var GRAPH_FORMAT = "%H%x00%P%x00%an%x00%B%x00";
var FIELDS = 5;
var GraphParser = class {
  commits = [];
  carry = "";
  fields = ["", "", "", ""];
  field = 0;
  push(chunk) {
    const tokens = (this.carry + chunk).split("\0");
    this.carry = tokens.pop();
    const f = this.fields;
    for (let i = 0; i < tokens.length; i++) {
      if (this.field < FIELDS - 1) {
        f[this.field++] = tokens[i];
        continue;
      }
      this.field = 0;
      const sha = f[0].charCodeAt(0) === 10 ? f[0].slice(1) : f[0];
      this.commits.push({
        sha,
        parents: f[1] === "" ? [] : f[1].split(" "),
        author: f[2],
        message: f[3]
      });
    }
  }
};
function broughtCommits(commits, tip) {
  const bySha = /* @__PURE__ */ new Map();
  commits.forEach((commit, order) => bySha.set(commit.sha, { commit, order }));
  const chain = [];
  for (let at = bySha.get(tip); at; at = bySha.get(at.commit.parents[0] ?? ""))
    chain.push(at.commit);
  const claimed = /* @__PURE__ */ new Set();
  const out = /* @__PURE__ */ new Map();
  for (let k = chain.length - 1; k >= 0; k--) {
    const head = chain[k];
    claimed.add(head.sha);
    if (head.parents.length < 2) continue;
    const found = [];
    const stack = head.parents.slice(1);
    for (let sha = stack.pop(); sha !== void 0; sha = stack.pop()) {
      const node = bySha.get(sha);
      if (!node || claimed.has(sha)) continue;
      claimed.add(sha);
      found.push(node);
      stack.push(...node.commit.parents);
    }
    found.sort((a, b) => b.order - a.order);
    out.set(
      head.sha,
      found.map(({ commit }) => ({ author: commit.author, message: commit.message }))
    );
  }
  return out;
}
function readBroughtCommits(repoDir, tip, depth, fail) {
  const args = ["log", "-z", `--format=${GRAPH_FORMAT}`, "--ignore-missing", "--end-of-options"];
  args.push(tip, ...depth !== void 0 ? [`^${tip}~${depth}`] : [], "--");
  const child = spawn("git", args, {
    cwd: repoDir,
    env: { ...process.env, GIT_FLUSH: "0" },
    stdio: ["ignore", "pipe", "pipe"]
  });
  const chunks = [];
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d) => chunks.push(d));
  child.stderr.setEncoding("utf8").on("data", (d) => stderr += d);
  const listed = new Promise((resolve, reject) => {
    child.on("error", (e) => reject(fail(`git log in ${repoDir} failed: ${e.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          fail(
            `git log of merged commits in ${repoDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`
          )
        );
    });
  });
  listed.catch(() => {
  });
  let parsed = null;
  const parse = () => {
    const parser = new GraphParser();
    for (const chunk of chunks.splice(0)) parser.push(chunk);
    const first = parser.commits[0]?.sha ?? null;
    return { tip: first, merges: first ? broughtCommits(parser.commits, first) : /* @__PURE__ */ new Map() };
  };
  return {
    result: () => parsed ??= listed.then(parse),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    }
  };
}
var SPECULATION = 32;
var speculative = (rev) => /^[A-Za-z0-9][\w./-]*$/.test(rev) && !rev.includes("..");
function mergedCommits(repoDir, rev, depth, fail) {
  let read = speculative(rev) ? readBroughtCommits(repoDir, rev, depth, fail) : null;
  let pinned = false;
  let tip;
  let records = 0;
  const drop = () => {
    read?.stop();
    read = null;
  };
  return {
    async of(sha, isMerge) {
      tip ??= sha;
      if (!isMerge) {
        if (!pinned && ++records >= SPECULATION) drop();
        return null;
      }
      if (read && !pinned && (await read.result().catch(() => null))?.tip !== tip) drop();
      read ??= readBroughtCommits(repoDir, tip, depth, fail);
      pinned = true;
      return (await read.result()).merges.get(sha) ?? [];
    },
    stop: () => read?.stop()
  };
}

// src/merge-info/git.ts
var RS = "";
var FORMAT = `${RS}%H%x00%P%x00%ct%x00%an%x00%B%x00`;
var STATUS = {
  A: "added",
  D: "removed",
  M: "modified",
  R: "renamed",
  C: "copied",
  T: "changed"
};
function parseRecord(record) {
  const tokens = record.split("\0");
  const [sha = "", parents = "", time = "", author = "", message = ""] = tokens;
  const files = /* @__PURE__ */ new Map();
  const statusOf = /* @__PURE__ */ new Map();
  for (let i = 5; i < tokens.length; i++) {
    let t = tokens[i];
    if (t.startsWith("\n")) t = t.slice(1);
    if (t === "") continue;
    if (t.startsWith(":")) {
      const code = t.slice(t.lastIndexOf(" ") + 1);
      const letter = code[0] ?? "M";
      if (letter === "R" || letter === "C") i += 2;
      else i += 1;
      statusOf.set(tokens[i] ?? "", STATUS[letter] ?? "modified");
      continue;
    }
    const tab1 = t.indexOf("	");
    const tab2 = t.indexOf("	", tab1 + 1);
    if (tab1 < 0 || tab2 < 0) continue;
    const a = t.slice(0, tab1);
    const d = t.slice(tab1 + 1, tab2);
    let path = t.slice(tab2 + 1);
    let previous;
    if (path === "") {
      previous = tokens[++i];
      path = tokens[++i] ?? "";
    }
    const change = {
      path,
      status: previous !== void 0 ? "renamed" : "modified",
      // Binary files show "-": no lines to count.
      additions: a === "-" ? 0 : Number(a),
      deletions: d === "-" ? 0 : Number(d)
    };
    if (previous !== void 0) change.previous_path = previous;
    files.set(path, change);
  }
  for (const [path, status] of statusOf) {
    const f = files.get(path);
    if (f) f.status = status;
  }
  const [base, ...merged] = parents.split(" ").filter((p) => p !== "");
  const head = author ? { message, author } : { message };
  const merge = mergeOfCommits(head, [], [...files.values()], merged.length > 0);
  merge.sha = sha;
  if (base) merge.base_sha = base;
  if (merged.length > 0) mergeParents.set(merge, merged);
  if (/^\d+$/.test(time)) commitTimes.set(merge, Number(time) * 1e3);
  return merge;
}
var commitTimes = /* @__PURE__ */ new WeakMap();
var commitTimeOf = (merge) => commitTimes.get(merge);
var mergeParents = /* @__PURE__ */ new WeakMap();
function withBroughtCommits(merge, brought) {
  const headMessage = merge.body ? `${merge.title}

${merge.body}` : merge.title;
  const rebuilt = mergeOfCommits(
    {
      message: merge.commits?.[0] ?? headMessage,
      ...merge.author ? { author: merge.author } : {}
    },
    brought,
    merge.files,
    true
  );
  return { ...merge, ...rebuilt };
}
function logArgs(opts) {
  const args = [
    "-c",
    "core.quotepath=false",
    "log",
    "--first-parent",
    "--diff-merges=first-parent",
    "-z",
    `--format=${FORMAT}`,
    "--numstat",
    // Renames as the GitHub API reports them (status renamed, the previous path), whatever a
    // user's diff.renames says: a covered file's cover follows its rename.
    "--find-renames"
  ];
  if (opts.status) args.push("--raw");
  if (opts.maxCount !== void 0) args.push(`--max-count=${opts.maxCount}`);
  args.push("--end-of-options", opts.rev ?? "HEAD", "--");
  return args;
}
function startHistory(repoDir, opts = {}) {
  if (!existsSync(repoDir)) throw new GitError(`${repoDir} does not exist; pass a git repository.`);
  const log = streamGit(repoDir, logArgs(opts), {
    // Into a pipe git flushes after every commit: one write, and one wake-up of this reader,
    // per commit. Fully buffered output comes in a few large writes.
    env: { ...process.env, GIT_FLUSH: "0" }
  });
  const merged = mergedCommits(repoDir, opts.rev ?? "HEAD", opts.maxCount, (m) => new GitError(m));
  const stop = () => {
    merged.stop();
    log.stop();
  };
  const complete = async (record) => {
    const merge = parseRecord(record);
    const isMerge = mergeParents.has(merge) && merge.base_sha !== void 0;
    const brought = await merged.of(merge.sha, isMerge);
    if (!brought) return merge;
    const rebuilt = withBroughtCommits(merge, brought);
    const time = commitTimes.get(merge);
    if (time !== void 0) commitTimes.set(rebuilt, time);
    return rebuilt;
  };
  async function* read() {
    let pending = "";
    try {
      for await (const chunk of log.chunks()) {
        pending += chunk;
        let start = pending.indexOf(RS);
        let next = pending.indexOf(RS, start + 1);
        while (start >= 0 && next >= 0) {
          yield await complete(pending.slice(start + 1, next));
          start = next;
          next = pending.indexOf(RS, start + 1);
        }
        pending = start >= 0 ? pending.slice(start) : pending;
      }
      const code = await log.closed;
      const stderr = log.stderr();
      if (code !== 0 && /bad revision 'HEAD'|does not have any commits yet/.test(stderr))
        throw new GitError(`${repoDir} has no commits yet; commit something first.`);
      if (code !== 0)
        throw new GitError(`git log in ${repoDir} failed (exit ${code}): ${stderr.trim()}`);
      if (pending.startsWith(RS)) yield await complete(pending.slice(1));
    } finally {
      stop();
    }
  }
  return { [Symbol.asyncIterator]: read, stop };
}
async function* readHistory(repoDir, opts = {}) {
  const history = startHistory(repoDir, opts);
  try {
    yield* history;
  } finally {
    history.stop();
  }
}
var git = async (repoDir, args) => (await gitBuffer(repoDir, args)).toString("utf8");
function splitPatches(diff) {
  const out = /* @__PURE__ */ new Map();
  const parts = diff.split(/^(?=diff --git )/m);
  for (const part of parts) {
    if (!part.startsWith("diff --git ")) continue;
    const plus = /^\+\+\+ b\/(.*)$/m.exec(part);
    const header = /^diff --git a\/.* b\/(.*)$/m.exec(part);
    const path = plus?.[1] ?? header?.[1];
    if (!path) continue;
    const hunk = part.indexOf("\n@@");
    out.set(path, hunk >= 0 ? part.slice(hunk + 1).replace(/\n$/, "") : "");
  }
  return out;
}
async function mergeInfoFromGit(repoDir, rev = "HEAD", opts = {}) {
  let merge;
  for await (const m of readHistory(repoDir, { rev, maxCount: 1, status: true })) merge = m;
  if (!merge) throw new GitError(`no commit ${rev} in ${repoDir}.`);
  if (opts.patches) {
    const diff = await git(repoDir, [
      "-c",
      "core.quotepath=false",
      "show",
      "--first-parent",
      "--diff-merges=first-parent",
      "--format=",
      "--patch",
      "--find-renames",
      "--end-of-options",
      merge.sha
    ]);
    const patches = splitPatches(diff);
    for (const f of merge.files) {
      const patch = patches.get(f.path);
      if (patch) f.patch = patch;
    }
  }
  return merge;
}
var PLAIN_DIFF = [
  "--no-color",
  "--no-ext-diff",
  "--no-relative",
  "--src-prefix=a/",
  "--dst-prefix=b/"
];
async function filesBetween(repoDir, base, head) {
  const range = [...PLAIN_DIFF, "--find-renames", "--end-of-options", base, head, "--"];
  const [stat, diff] = await Promise.all([
    git(repoDir, ["-c", "core.quotepath=false", "diff", "-z", "--raw", "--numstat", ...range]),
    git(repoDir, ["-c", "core.quotepath=false", "diff", "--patch", ...range])
  ]);
  const { files } = parseRecord(`${head}\0${base}\0\0\0\0${stat}`);
  const patches = splitPatches(diff);
  for (const f of files) {
    const patch = patches.get(f.path);
    if (patch) f.patch = patch;
  }
  return files;
}

export {
  parseRecord,
  commitTimeOf,
  startHistory,
  splitPatches,
  mergeInfoFromGit,
  PLAIN_DIFF,
  filesBetween
};
//# sourceMappingURL=chunk-NXCLCQW4.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/git/process.ts
import { spawn } from "node:child_process";
var GitError = class extends Error {
  name = "GitError";
};
function gitBuffer(repoDir, args) {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, { cwd: repoDir, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    let err = "";
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.setEncoding("utf8").on("data", (d) => err += d);
    child.on("error", reject);
    child.on(
      "close",
      (code) => code === 0 ? resolve(Buffer.concat(out)) : reject(new GitError(`git ${args[0]} in ${repoDir} failed: ${err.trim()}`))
    );
  });
}
function streamGit(repoDir, args, options = {}) {
  const child = spawn("git", args, {
    cwd: repoDir,
    ...options.env ? { env: options.env } : {},
    stdio: ["ignore", "pipe", "pipe"]
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (d) => stderr += d);
  const closed = new Promise((resolve) => {
    child.on("error", (e) => {
      stderr += e.message;
      resolve(-1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
  const queue = [];
  let ended = false;
  let wake = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => {
    queue.push(chunk);
    notify();
  });
  child.stdout.on("end", () => {
    ended = true;
    notify();
  });
  void closed.then(() => {
    ended = true;
    notify();
  });
  async function* chunks() {
    for (let read = 0; ; ) {
      if (read === queue.length) {
        if (ended) return;
        await new Promise((resolve) => wake = resolve);
        continue;
      }
      const chunk = queue[read];
      queue[read++] = "";
      yield chunk;
    }
  }
  return {
    chunks,
    closed,
    stderr: () => stderr,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    }
  };
}

export {
  GitError,
  gitBuffer,
  streamGit
};
//# sourceMappingURL=chunk-G6ZCRMTX.js.map

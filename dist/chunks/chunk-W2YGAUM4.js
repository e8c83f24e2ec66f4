import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitBuffer,
  streamGit
} from "./chunk-G6ZCRMTX.js";

// src/git/renames.ts
var quiet = (run) => run.then(
  (b) => b.toString("utf8"),
  () => null
);
function gitRenameHistory(repoDir, head) {
  return {
    async removedBy(path) {
      const out = await quiet(
        gitBuffer(repoDir, [
          "-c",
          "core.quotepath=false",
          "log",
          "-1",
          "--format=%H",
          "--no-renames",
          "--diff-filter=D",
          "--end-of-options",
          head,
          "--",
          `:(literal)${path}`
        ])
      );
      const sha = out?.trim() ?? "";
      return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
    },
    async renamedTo(commit, path) {
      const out = await quiet(
        gitBuffer(repoDir, [
          "-c",
          "core.quotepath=false",
          "diff-tree",
          "-r",
          "-M",
          "-z",
          "--no-commit-id",
          "--name-status",
          "--end-of-options",
          commit
        ])
      );
      if (out === null) return null;
      const fields = out.split("\0");
      for (let i = 0; i < fields.length - 1; ) {
        const status = fields[i];
        if (/^[RC]\d*$/.test(status)) {
          if (status.startsWith("R") && fields[i + 1] === path) return fields[i + 2] ?? null;
          i += 3;
        } else i += 2;
      }
      return null;
    }
  };
}

// src/git/references.ts
var PROSE = /\.(?:md|mdx|markdown|rst|adoc|txt)$/i;
var codePathspecs = (wikiPath) => [".", `:(exclude,literal)${wikiPath}`];
var proseHeader = (line) => PROSE.test(line);
async function eachLine(repoDir, args, take) {
  const git = streamGit(repoDir, args);
  let rest = "";
  try {
    for await (const chunk of git.chunks()) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) if (take(line)) return;
    }
    if (rest !== "") take(rest);
  } finally {
    git.stop();
    await git.closed;
  }
}
var SHA = /^[0-9a-f]{40,64}$/;
var safe = (run, fallback) => run.catch(() => fallback);
async function pagesLastWritten(repoDir, head, wikiPath, files) {
  const wanted = new Set(files);
  const out = /* @__PURE__ */ new Map();
  if (wanted.size === 0) return out;
  let written = { commit: "", at: 0 };
  const args = ["-c", "core.quotepath=false", "log", "-z", "--name-only", "--no-renames"];
  await eachLine(
    repoDir,
    [...args, "--format=%x01%H %ct", "--end-of-options", head, "--", `:(literal)${wikiPath}`],
    (line) => {
      for (const field of line.split("\0")) {
        if (field.startsWith("")) {
          const [commit = "", time = "0"] = field.slice(1).split(" ");
          written = { commit, at: Number(time) * 1e3 };
        } else if (wanted.delete(field)) out.set(field, written);
      }
      return wanted.size === 0;
    }
  ).catch(() => void 0);
  return out;
}
async function namesAt(repoDir, wikiPath, names, commits) {
  const out = new Map(commits.map((c) => [c, /* @__PURE__ */ new Set()]));
  const grep = ["grep", "-I", "-o", "-w", "-F", "-z", "--no-color"];
  await eachLine(
    repoDir,
    [...grep, ...names.flatMap((n) => ["-e", n]), ...commits, "--", ...codePathspecs(wikiPath)],
    (line) => {
      const nul = line.indexOf("\0");
      const colon = line.indexOf(":");
      if (nul > colon && colon > 0 && !PROSE.test(line.slice(colon + 1, nul)))
        out.get(line.slice(0, colon))?.add(line.slice(nul + 1));
      return false;
    }
  );
  return out;
}
var mergeBase = (repoDir, commits) => commits.length === 1 ? Promise.resolve(commits[0]) : safe(
  gitBuffer(repoDir, ["merge-base", "--octopus", ...commits]).then(
    (b) => b.toString().trim()
  ),
  ""
);
var REMOVED_DIFF_BYTES = 64 << 20;
var WORD = /[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*/g;
function* wordsOf(line) {
  for (const [word] of line.matchAll(WORD)) {
    yield word;
    if (word.includes("-")) yield* word.split("-");
  }
}
async function removedWords(repoDir, head, wikiPath, since) {
  const out = /* @__PURE__ */ new Set();
  const base = await mergeBase(repoDir, since);
  if (!SHA.test(base)) return out;
  let inHunk = false;
  let prose = false;
  let read = 0;
  const diff = ["diff", "--no-color", "--no-ext-diff", "--no-renames", "-U0"];
  await eachLine(
    repoDir,
    [...diff, "--end-of-options", base, head, "--", ...codePathspecs(wikiPath)],
    (line) => {
      read += line.length + 1;
      if (line.startsWith("diff --git ")) [inHunk, prose] = [false, proseHeader(line)];
      else if (line.startsWith("@@")) inHunk = !prose;
      else if (inHunk && line.startsWith("-"))
        for (const word of wordsOf(line.slice(1))) out.add(word);
      return read > REMOVED_DIFF_BYTES;
    }
  );
  return out;
}
async function removedNames(repoDir, head, wikiPath, names, since) {
  const out = /* @__PURE__ */ new Map();
  const base = await mergeBase(repoDir, since);
  const waiting = new Set(names);
  let current = null;
  let inHunk = false;
  let prose = false;
  const log = ["log", "--no-color", "--no-renames", "--no-ext-diff", "-U0"];
  const range = [head, ...SHA.test(base) ? [`^${base}`] : []];
  await eachLine(
    repoDir,
    [
      ...log,
      // A plain alternation: git finds the commits, the word boundaries are checked here.
      `-G(${names.join("|")})`,
      "--format=%x01%H%x00%s",
      "--end-of-options",
      ...range,
      "--",
      ...codePathspecs(wikiPath)
    ],
    (line) => {
      if (line.startsWith("")) {
        const [commit = "", subject = ""] = line.slice(1).split("\0");
        current = { commit, subject };
        inHunk = false;
      } else if (line.startsWith("diff --git ")) [inHunk, prose] = [false, proseHeader(line)];
      else if (line.startsWith("@@")) inHunk = !prose;
      else if (inHunk && current && line.startsWith("-")) {
        for (const word of wordsOf(line.slice(1))) if (waiting.delete(word)) out.set(word, current);
      }
      return waiting.size === 0;
    }
  );
  return out;
}
function gitReferenceHistory(repoDir, head, wikiPath, renames = gitRenameHistory(repoDir, head)) {
  return {
    lastWritten: async (files) => new Map(
      [...await pagesLastWritten(repoDir, head, wikiPath, files)].map(([f, w]) => [
        f,
        w.commit
      ])
    ),
    pathsAt: (commit) => safe(
      gitBuffer(repoDir, ["ls-tree", "-r", "-z", "--name-only", "--end-of-options", commit]).then(
        (b) => b.toString("utf8").split("\0").filter(Boolean)
      ),
      []
    ),
    removedWords: (since) => safe(removedWords(repoDir, head, wikiPath, since), /* @__PURE__ */ new Set()),
    namesAt: (names, commits) => safe(namesAt(repoDir, wikiPath, names, commits), /* @__PURE__ */ new Map()),
    removedNames: (names, since) => safe(
      removedNames(repoDir, head, wikiPath, names, since),
      /* @__PURE__ */ new Map()
    ),
    renames
  };
}

export {
  gitRenameHistory,
  pagesLastWritten,
  gitReferenceHistory
};
//# sourceMappingURL=chunk-W2YGAUM4.js.map

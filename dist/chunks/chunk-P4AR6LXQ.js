import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  toolError
} from "./chunk-HTMWZKFP.js";
import {
  coverPathProblem
} from "./chunk-566MBHHS.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

// src/tools/covers.ts
var quoted = (paths) => paths.map((p) => `"${p}"`).join(", ");
function kept(before, never) {
  const dropped = [];
  const covers = before.filter((c) => {
    const why = never(c.path);
    if (why) dropped.push(`"${c.path}", which is ${why}`);
    return why === null;
  });
  return { covers, dropped };
}
async function coverVerdict(path, record, old, never) {
  const problem = coverPathProblem(path);
  if (problem) return { refused: problem };
  const why = never(path);
  if (why) return { refused: `"${path}" is ${why}, which is never covered; leave it out` };
  if (!record.lookup)
    return old ? { cover: old } : {
      refused: `"${path}" cannot be stamped in this run (the repository's files cannot be looked up); leave it out`
    };
  const seen = await record.evidence(path, old?.blob);
  if (!seen.seen)
    return old ? { cover: old, kept: seen.next } : {
      refused: `"${path}" is no cover of the page yet, and a new cover needs the whole file seen in this run: ${seen.next}; or leave it out`
    };
  const blob = await record.blobOf(path);
  if (blob === null)
    return {
      refused: `"${path}" does not exist at the commit this run reads; leave it out (or name the file as the changed files spell it)`
    };
  return { cover: { path, blob } };
}
async function coverVerdicts(record, before, declared, never) {
  const old = new Map(before.map((c) => [c.path, c]));
  const out = /* @__PURE__ */ new Map();
  for (const path of new Set(declared))
    out.set(path, await coverVerdict(path, record, old.get(path), never));
  return out;
}
async function coversForWrite(record, before, declared, never, dropRefused = false) {
  if (declared === void 0) return kept(before, never);
  const verdicts = await coverVerdicts(record, before, declared, never);
  const problems = [...verdicts.values()].flatMap((v) => "refused" in v ? [v.refused] : []);
  if (problems.length && !dropRefused) return `"covers": ${problems.join("; ")}`;
  const covers = [...verdicts.values()].flatMap((v) => "cover" in v ? [v.cover] : []);
  return {
    covers: covers.sort((a, b) => compareCodePoints(a.path, b.path)),
    dropped: [],
    unstamped: [...verdicts.values()].flatMap((v) => "kept" in v && v.kept ? [v.kept] : []),
    ...problems.length ? { refused: problems } : {}
  };
}
function writtenWithoutCovers(done, refused) {
  return toolError(
    `${done} Its "covers" were written without what was refused: ${refused.join("; ")}. The page is saved: do not write it again for this; a file that can be read may be added to its covers with update_page once this run has shown it whole.`
  );
}
function coversNote(written) {
  const list = written.covers.length ? `covers ${quoted(written.covers.map((c) => c.path))}` : "covers no file";
  const dropped = written.dropped.length ? `; left out of its covers (never covered): ${written.dropped.join("; ")}` : "";
  const unstamped = written.unstamped?.length ? `; kept at their old stamp, since this run did not show their whole change: ${written.unstamped.join("; ")}` : "";
  return `${list}${dropped}${unstamped}`;
}
function neverCoveredBy(policy) {
  const { wikiPath } = policy;
  return (path) => {
    if (policy.isSecretPath(path)) return "withheld by policy (secret-paths)";
    if (wikiPath && (path === wikiPath || path.startsWith(`${wikiPath}/`)))
      return `in the wiki folder "${wikiPath}/" (link pages as [[slug]] instead)`;
    const rule = policy.generated?.(path);
    return rule ? `generated (${rule})` : null;
  };
}

export {
  coversForWrite,
  writtenWithoutCovers,
  coversNote,
  neverCoveredBy
};
//# sourceMappingURL=chunk-P4AR6LXQ.js.map

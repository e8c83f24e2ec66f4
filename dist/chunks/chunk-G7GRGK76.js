import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  mergeOfCommits
} from "./chunk-GTNLFIPQ.js";
import {
  normaliseMessage
} from "./chunk-COHMVWIB.js";

// src/merge-info/push.ts
var PAYLOAD_COMMIT_LIMIT = 2048;
var ZERO = /^0+$/;
function mergeFromPushPayload(payload, ctx) {
  const commits = payload.commits ?? [];
  const head = payload.head_commit ?? commits[commits.length - 1];
  const sha = payload.after ?? head?.id;
  const files = /* @__PURE__ */ new Map();
  for (const c of commits) {
    const mark = (paths, status) => {
      for (const path of paths ?? []) files.set(path, { path, status, additions: 0, deletions: 0 });
    };
    mark(c.added, "added");
    mark(c.modified, "modified");
    mark(c.removed, "removed");
  }
  const asCommit = (c) => {
    const author = c.author?.username || c.author?.name;
    return author ? { message: c.message, author } : { message: c.message };
  };
  const headAt = commits.map((c) => c.id).lastIndexOf(head?.id ?? "");
  const brought = commits.filter((_, i) => i !== headAt).map(asCommit);
  const merge = mergeOfCommits(head ? asCommit(head) : { message: "" }, brought, [
    ...files.values()
  ]);
  if (commits.length === 0) delete merge.commits;
  if (sha && !ZERO.test(sha)) {
    merge.sha = sha;
    merge.url = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/commit/${sha}`;
  }
  if (payload.before && !ZERO.test(payload.before)) merge.base_sha = payload.before;
  const complete = commits.length > 0 && commits.length < PAYLOAD_COMMIT_LIMIT && commits.every(
    (c) => Array.isArray(c.added) && Array.isArray(c.modified) && Array.isArray(c.removed)
  );
  return { merge, complete };
}
var fromPayloadOnly = /* @__PURE__ */ new WeakSet();
var isPayloadOnly = (merge) => fromPayloadOnly.has(merge);
function withPushFiles(payload, merge, ctx, options) {
  return enrich(payload, merge, ctx, options.pullRequest);
}
async function enrich(payload, base, ctx, pullRequest = true) {
  const after = payload.after ?? base.sha;
  if (!after) throw new Error('The push event has no "after" commit; nothing to read.');
  const fromCheckout = await checkoutFiles(payload, base, after, ctx);
  if (fromCheckout && (!pullRequest || ctx.checkout?.only)) return fromCheckout;
  const octokit = await ctx.github();
  const [{ readCommit }, { compareRange }, { withPullRequest }] = await Promise.all([
    import("./commits-BCQIXTDB.js"),
    import("./compare-6I4ZTGLB.js"),
    import("./commit-3LPBYO2N.js")
  ]);
  const { owner, repo } = ctx;
  const merge = fromCheckout ?? { ...base };
  if (fromCheckout) {
  } else if (!payload.before || ZERO.test(payload.before)) {
    const commit = await readCommit(octokit, { owner, repo }, after);
    merge.files = commit.files;
    merge.commits = [normaliseMessage(commit.message)];
    if (commit.parent) merge.base_sha = commit.parent;
  } else {
    const range = await compareRange(octokit, { owner, repo }, payload.before, after);
    if (range.files.length >= 300)
      ctx.warnings.push(
        `The compare API lists at most 300 files; this push changed at least ${range.files.length}, and Tier 1 saw only those.`
      );
    merge.files = range.files;
    if (range.messages.length > 0) merge.commits = range.messages.map(normaliseMessage);
  }
  if (!pullRequest) return merge;
  return withPullRequest(octokit, ctx, after, merge, (w) => ctx.warnings.push(w));
}
async function checkoutFiles(payload, base, after, ctx) {
  if (!ctx.checkout) return null;
  const before = payload.before && !ZERO.test(payload.before) ? payload.before : void 0;
  const files = await ctx.checkout.files(after, before);
  return files ? { ...base, files } : null;
}
async function mergeFromPush(payload, ctx) {
  if (payload.deleted)
    return { noop: true, reason: `Branch ${payload.ref ?? ""} was deleted; nothing to ingest.` };
  const main = payload.repository?.default_branch;
  if (payload.ref && main && payload.ref !== `refs/heads/${main}`)
    return {
      noop: true,
      reason: `The push to ${payload.ref} is not to the default branch (${main}); wiki-ingest ingests merges to ${main} only. Limit the workflow with "on: push: branches: [${main}]".`
    };
  const fromPayload = mergeFromPushPayload(payload, ctx);
  if (!ctx.needsFileList(fromPayload.merge, fromPayload.complete)) {
    fromPayloadOnly.add(fromPayload.merge);
    return fromPayload.merge;
  }
  return enrich(payload, fromPayload.merge, ctx);
}

export {
  isPayloadOnly,
  withPushFiles,
  mergeFromPush
};
//# sourceMappingURL=chunk-G7GRGK76.js.map

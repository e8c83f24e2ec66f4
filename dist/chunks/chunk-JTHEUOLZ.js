import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";
import {
  listCommitsFrom,
  readCommit
} from "./chunk-W75CVDYS.js";

// src/github/path-history.ts
async function commitsChangingPath(client, repo, from, path, max) {
  const listed = await listCommitsFrom(client, repo, {
    from,
    path,
    per_page: Math.max(1, Math.min(max, 100))
  });
  return listed.map((c) => ({
    sha: c.sha,
    subject: c.message.split("\n")[0] ?? "",
    ...c.date ? { date: c.date } : {}
  }));
}
async function blobShaAt(client, repo, ref, path) {
  return unlessMissing(async () => {
    const { data } = await client.rest.repos.getContent({ ...repo, path, ref });
    return !Array.isArray(data) && data.type === "file" ? data.sha : null;
  }, null);
}
async function renamedIn(client, repo, commit, path) {
  const read = await readCommit(client, repo, commit);
  return read.files.find((f) => f.status === "renamed" && f.previous_path === path)?.path ?? null;
}

export {
  commitsChangingPath,
  blobShaAt,
  renamedIn
};
//# sourceMappingURL=chunk-JTHEUOLZ.js.map

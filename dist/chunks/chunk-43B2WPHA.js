import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/github/path-history.ts
async function commitsChangingPath(client, repo, from, path, max) {
  const { data } = await client.rest.repos.listCommits({
    ...repo,
    sha: from,
    path,
    per_page: Math.max(1, Math.min(max, 100))
  });
  return data.map((c) => ({ sha: c.sha, subject: c.commit.message.split("\n")[0] ?? "" }));
}
async function blobShaAt(client, repo, ref, path) {
  try {
    const { data } = await client.rest.repos.getContent({ ...repo, path, ref });
    return !Array.isArray(data) && data.type === "file" ? data.sha : null;
  } catch (e) {
    if (e.status === 404) return null;
    throw e;
  }
}

export {
  commitsChangingPath,
  blobShaAt
};
//# sourceMappingURL=chunk-43B2WPHA.js.map

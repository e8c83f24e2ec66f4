import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";

// src/github/ledger-ref.ts
function ledgerRefName(wikiPath) {
  const encoded = [...Buffer.from(wikiPath, "utf8")].map(
    (b) => /[A-Za-z0-9-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `_${b.toString(16).toUpperCase().padStart(2, "0")}`
  ).join("");
  return `refs/wiki-ingest/ledger/${encoded}`;
}
var short = (ref) => ref.replace(/^refs\//, "");
var status = (e) => e.status;
async function refCommit(client, repo, ref) {
  return unlessMissing(async () => {
    const { data } = await client.rest.git.getRef({ ...repo, ref: short(ref) });
    return data.object.sha;
  }, null);
}
async function fileAtCommit(client, repo, commit, file) {
  const { data } = await client.rest.git.getTree({ ...repo, tree_sha: commit });
  const entry = data.tree.find((e) => e.path === file && e.type === "blob");
  if (!entry?.sha) return "";
  const blob = (await client.rest.git.getBlob({ ...repo, file_sha: entry.sha })).data;
  return Buffer.from(blob.content, blob.encoding === "base64" ? "base64" : "utf8").toString("utf8");
}
async function writeFileToRef(client, repo, write) {
  const tree = (await client.rest.git.createTree({
    ...repo,
    tree: [{ path: write.file, mode: "100644", type: "blob", content: write.text }]
  })).data.sha;
  const commit = (await client.rest.git.createCommit({
    ...repo,
    message: write.message,
    tree,
    parents: write.parent ? [write.parent] : []
  })).data.sha;
  try {
    if (write.parent === null)
      await client.rest.git.createRef({ ...repo, ref: write.ref, sha: commit });
    else
      await client.rest.git.updateRef({
        ...repo,
        ref: short(write.ref),
        sha: commit,
        force: false
      });
    return commit;
  } catch (e) {
    if (status(e) === 422) return "conflict";
    throw e;
  }
}

export {
  ledgerRefName,
  refCommit,
  fileAtCommit,
  writeFileToRef
};
//# sourceMappingURL=chunk-UFXPTZ66.js.map

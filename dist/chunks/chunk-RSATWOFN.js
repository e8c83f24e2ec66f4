import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  unlessMissing
} from "./chunk-HXD2XRL6.js";

// src/github/ref.ts
var headsRef = (branch) => `heads/${branch}`;
async function branchHead(client, repo, branch) {
  const { data } = await client.rest.git.getRef({ ...repo, ref: headsRef(branch) });
  return data.object.sha;
}
async function branchExists(client, repo, branch) {
  return await unlessMissing(() => branchHead(client, repo, branch), null) !== null;
}
async function createBranch(client, repo, branch, sha) {
  await client.rest.git.createRef({ ...repo, ref: `refs/${headsRef(branch)}`, sha });
}
async function fastForwardBranch(client, repo, branch, sha) {
  await client.rest.git.updateRef({ ...repo, ref: headsRef(branch), sha, force: false });
}
async function isBranchProtected(client, repo, branch) {
  const { data } = await client.rest.repos.getBranch({ ...repo, branch });
  return data.protected;
}

export {
  branchHead,
  branchExists,
  createBranch,
  fastForwardBranch,
  isBranchProtected
};
//# sourceMappingURL=chunk-RSATWOFN.js.map

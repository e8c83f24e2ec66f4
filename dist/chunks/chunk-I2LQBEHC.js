import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/github/ref.ts
var headsRef = (branch) => `heads/${branch}`;
async function branchHead(client, repo, branch) {
  const { data } = await client.rest.git.getRef({ ...repo, ref: headsRef(branch) });
  return data.object.sha;
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
  createBranch,
  fastForwardBranch,
  isBranchProtected
};
//# sourceMappingURL=chunk-I2LQBEHC.js.map

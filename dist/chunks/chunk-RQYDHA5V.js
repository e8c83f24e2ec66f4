import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fromApiFile
} from "./chunk-W75CVDYS.js";

// src/github/pulls.ts
async function pullRequestFiles(client, repo, number) {
  const files = await client.paginate(client.rest.pulls.listFiles, {
    ...repo,
    pull_number: number,
    per_page: 100
  });
  return files.map(fromApiFile);
}
async function openPullRequest(client, repo, branch, base) {
  const { data } = await client.rest.pulls.list({
    ...repo,
    state: "open",
    head: `${repo.owner}:${branch}`,
    base
  });
  const pr = data[0];
  return pr ? { number: pr.number, url: pr.html_url, body: pr.body } : null;
}
async function createPullRequest(client, repo, pr) {
  const { data } = await client.rest.pulls.create({
    ...repo,
    head: pr.branch,
    base: pr.base,
    title: pr.title,
    body: pr.body
  });
  return { number: data.number, url: data.html_url };
}
async function setPullRequestBody(client, repo, number, body) {
  await client.rest.pulls.update({ ...repo, pull_number: number, body });
}

export {
  pullRequestFiles,
  openPullRequest,
  createPullRequest,
  setPullRequestBody
};
//# sourceMappingURL=chunk-RQYDHA5V.js.map

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fromApiFile
} from "./chunk-W75CVDYS.js";

// src/github/compare.ts
async function compareRange(client, repo, base, head, maxPages = 10) {
  const messages = [];
  let files = [];
  for (let page = 1; page <= maxPages; page++) {
    const { data } = await client.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${base}...${head}`,
      per_page: 100,
      page
    });
    if (page === 1) files = (data.files ?? []).map(fromApiFile);
    messages.push(...data.commits.map((c) => c.commit.message));
    if (data.commits.length < 100 || messages.length >= data.total_commits) break;
  }
  return { files, messages };
}
async function contains(client, repo, head, base) {
  const { data } = await client.rest.repos.compareCommitsWithBasehead({
    ...repo,
    basehead: `${base}...${head}`
  });
  return data.status === "ahead" || data.status === "identical";
}

export {
  compareRange,
  contains
};
//# sourceMappingURL=chunk-B4X4OIYH.js.map

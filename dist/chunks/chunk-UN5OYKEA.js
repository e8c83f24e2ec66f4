import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  filesAt
} from "./chunk-QBKOAGD5.js";
import {
  readRepoHead,
  repoTop
} from "./chunk-TQXNOVWR.js";
import {
  CO_CHANGE_DEFAULTS,
  coChangeCovers
} from "./chunk-OX4NBEDK.js";
import {
  pastChanges
} from "./chunk-H5ILJIEG.js";
import {
  generatedAt
} from "./chunk-GJDZ3LQV.js";
import {
  gitTrees
} from "./chunk-5B34HZLY.js";
import {
  MAX_ADOPTED_COVERS,
  namedFiles,
  proposeCovers
} from "./chunk-CERFHT6C.js";
import {
  GitError
} from "./chunk-G6ZCRMTX.js";
import {
  coverablePath
} from "./chunk-B6XFU4U5.js";
import {
  restampExactly
} from "./chunk-5TS6HNGQ.js";

// src/cli/adopt-covers.ts
var coverSources = (_repo) => [namedFiles];
async function headOf(repo) {
  try {
    return await readRepoHead(await repoTop(repo));
  } catch {
    return null;
  }
}
async function localCoverProposals(repo, config, pages) {
  const head = await headOf(repo);
  if (!head)
    return {
      covers: /* @__PURE__ */ new Map(),
      note: "no covers were proposed: the folder is in no git repository with a commit, and a cover is stamped with the blob HEAD holds. Commit the repository, then run `wiki-ingest lint --fix --adopt-covers`."
    };
  const generated = await generatedAt(gitTrees(head.top), head.tree, config.ignorePaths);
  const covers = await proposeCovers(pages, coverSources(head.top), {
    wikiPath: config.wikiPath,
    listing: head.tree,
    coverable: coverablePath(config, generated),
    cap: MAX_ADOPTED_COVERS
  });
  return { covers };
}

// src/cli/co-change.ts
async function coChangeProposal(repo, config, pages) {
  const history = await pastChanges(repo, "HEAD");
  if (history === null) throw new GitError(`${repo} has no commit to learn covers from.`);
  const head = new Map((await filesAt(repo, "HEAD")).map((f) => [f.path, f.blob]));
  const learned = coChangeCovers(history, pages, {
    wikiPath: config.wikiPath,
    head,
    coverable: coverablePath(config)
  });
  const has = new Map(pages.map((p) => [p.slug, new Set(p.covers.map((c) => c.path))]));
  return {
    covers: learned.filter((c) => !has.get(c.slug)?.has(c.path)),
    commits: history.length
  };
}
function proposalLines(p, written) {
  if (p.covers.length === 0)
    return [
      `no covers learned from ${p.commits} past commits (a page needs a source file changed with it in 2 commits and in a fifth of that file's, or of its last ${CO_CHANGE_DEFAULTS.recent}).`
    ];
  return [
    `${written ? "covers written" : "proposed covers"}, learned from ${p.commits} past commits (a source file changed with the page in 2 or more commits and in at least a fifth of its own, or of its last ${CO_CHANGE_DEFAULTS.recent}):`,
    ...p.covers.map(
      (c) => `  ${c.slug} covers ${c.path} (changed together in ${c.together} of its ${c.recent ? "last " : ""}${c.commits} commits)`
    ),
    ...written ? [] : ["write them with --co-change-covers (review the list first)."]
  ];
}
function withLearnedCovers(pages, p) {
  const refused = [];
  const out = pages.map((page) => {
    const add = p.covers.filter((c) => c.slug === page.slug);
    if (add.length === 0) return page;
    const next = restampExactly(page, [...page.covers, ...add]);
    if (next === null || page.locked) {
      refused.push(
        `[[${page.slug}]]: its learned covers (${add.map((c) => c.path).join(", ")}) were not written: ${page.locked ? "the page is locked" : "its front-matter cannot take them without rewriting other lines"}; add them by hand`
      );
      return page;
    }
    return next;
  });
  return { pages: out, refused };
}

export {
  coverSources,
  localCoverProposals,
  coChangeProposal,
  proposalLines,
  withLearnedCovers
};
//# sourceMappingURL=chunk-UN5OYKEA.js.map

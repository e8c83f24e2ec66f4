import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  filesAt
} from "./chunk-QBKOAGD5.js";
import {
  readRepoHead,
  repoTop
} from "./chunk-R5OEPLEW.js";
import {
  gitTrees
} from "./chunk-2MJ6UVPB.js";
import {
  generatedAt
} from "./chunk-GJDZ3LQV.js";
import {
  MAX_ADOPTED_COVERS,
  namedFiles,
  proposeCovers
} from "./chunk-CERFHT6C.js";
import {
  kindName,
  testPath
} from "./chunk-6IAWMQK4.js";
import {
  readHistory
} from "./chunk-DDYA4DOJ.js";
import {
  coverablePath
} from "./chunk-B6XFU4U5.js";
import {
  restampExactly
} from "./chunk-5TS6HNGQ.js";
import {
  compareCodePoints
} from "./chunk-P2XLVFBX.js";

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

// src/wiki/co-change.ts
var CO_CHANGE_DEFAULTS = { minTogether: 2, minShare: 0.2, maxFiles: 40, perPage: 8 };
var NOT_SOURCE = /\.(?:md|mdx|markdown|rst|adoc|txt|png|jpe?g|gif|svg|ico|webp)$/i;
var TOOLING = /(?:^|\/)\.[^/]+\//;
var sourceFile = (path) => !NOT_SOURCE.test(path) && !TOOLING.test(path) && !testPath(path) && !kindName(path);
function coChangeCovers(history, pages, options) {
  const o = { ...CO_CHANGE_DEFAULTS, ...options };
  const slugOf = new Map(pages.map((p) => [`${o.wikiPath}/${p.file}`, p.slug]));
  const fileCommits = /* @__PURE__ */ new Map();
  const pairs = /* @__PURE__ */ new Map();
  for (const { paths } of history) {
    if (paths.length > o.maxFiles) continue;
    const slugs = paths.flatMap((p) => slugOf.get(p) ?? []);
    const sources = paths.filter(
      (p) => o.head.has(p) && sourceFile(p) && (o.coverable?.(p) ?? true)
    );
    for (const s of sources) fileCommits.set(s, (fileCommits.get(s) ?? 0) + 1);
    for (const slug of slugs) {
      const counts = pairs.get(slug) ?? /* @__PURE__ */ new Map();
      for (const s of sources) counts.set(s, (counts.get(s) ?? 0) + 1);
      pairs.set(slug, counts);
    }
  }
  const out = [];
  for (const [slug, counts] of pairs) {
    const kept = [...counts].map(([path, together]) => ({ path, together, commits: fileCommits.get(path) })).filter((c) => c.together >= o.minTogether && c.together >= o.minShare * c.commits).sort(
      (a, b) => b.together / b.commits - a.together / a.commits || b.together - a.together || compareCodePoints(a.path, b.path)
    ).slice(0, o.perPage);
    for (const c of kept) out.push({ slug, ...c, blob: o.head.get(c.path) });
  }
  return out.sort((a, b) => compareCodePoints(a.slug, b.slug) || b.together - a.together);
}

// src/cli/co-change.ts
var HISTORY_COMMITS = 5e3;
async function coChangeProposal(repo, config, pages) {
  const history = [];
  for await (const m of readHistory(repo, { maxCount: HISTORY_COMMITS }))
    history.push({
      paths: m.files.flatMap((f) => [f.path, ...f.previous_path ? [f.previous_path] : []])
    });
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
      `no covers learned from ${p.commits} past commits (a page needs a source file changed with it in 2 commits and in a fifth of that file's).`
    ];
  return [
    `${written ? "covers written" : "proposed covers"}, learned from ${p.commits} past commits (a source file changed with the page in 2 or more commits and in at least a fifth of its own):`,
    ...p.covers.map(
      (c) => `  ${c.slug} covers ${c.path} (changed together in ${c.together} of its ${c.commits} commits)`
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
//# sourceMappingURL=chunk-RIDIJCSH.js.map

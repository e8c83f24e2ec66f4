import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  blobShaAt
} from "./chunk-JTHEUOLZ.js";
import {
  publisherFor
} from "./chunk-OZOPYQNG.js";
import "./chunk-RNMJPFJ4.js";
import "./chunk-7LO3LBM3.js";
import "./chunk-EUVW3UGZ.js";
import {
  blobSha,
  entryOnPath,
  gitHubTrees,
  treeSourceIndex,
  wikiAtBranch
} from "./chunk-XMPSZJ4H.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import {
  readFileAt
} from "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-FHLLNFKR.js";
import {
  PublishOutcomeError
} from "./chunk-L7CTDTY7.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-OUTC5JET.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import {
  parsePage
} from "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import {
  looksBinary
} from "./chunk-BZVW5XM7.js";
import "./chunk-B4X4OIYH.js";
import "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";

// src/github/actions-cache.ts
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/github/blob-store.ts
function packBlobs(blobs) {
  const parts = [];
  for (const [sha, bytes] of blobs)
    parts.push(Buffer.from(`${sha} ${bytes.length}
`), bytes, Buffer.from("\n"));
  return Buffer.concat(parts);
}
function unpackBlobs(pack) {
  const out = /* @__PURE__ */ new Map();
  let at = 0;
  while (at < pack.length) {
    const eol = pack.indexOf(10, at);
    if (eol < 0 || eol - at > 64) break;
    const header = /^([0-9a-f]{40}) (\d+)$/.exec(pack.subarray(at, eol).toString("latin1"));
    if (!header) break;
    const start = eol + 1;
    const end = start + Number(header[2]);
    if (end >= pack.length || pack[end] !== 10) break;
    out.set(header[1], pack.subarray(start, end));
    at = end + 1;
  }
  return out;
}

// src/github/actions-cache.ts
var PACK = "blobs.pack";
var FOLDER = "wiki-ingest-blobs";
function cacheKeyPrefix(repository, wikiPath) {
  const scope = createHash("sha256").update(`${repository}\0${wikiPath}`).digest("hex");
  return `wiki-ingest-blobs-v1-${scope.slice(0, 16)}-`;
}
async function actionsBlobStore(o) {
  if (o.env && !o.env.ACTIONS_RESULTS_URL && !o.env.ACTIONS_CACHE_URL) return null;
  const service = o.service ?? await import("./cache-FAOFRSIW.js");
  if (!service.isFeatureAvailable()) return null;
  const prefix = cacheKeyPrefix(o.repository, o.wikiPath);
  const dir = join(o.tempDir ?? tmpdir(), FOLDER);
  const emptied = () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  };
  const failed = (what) => (e) => {
    o.warn?.(`The Actions cache of wiki pages was not ${what}: ${e.message ?? e}`);
    return void 0;
  };
  return {
    async restore(tree) {
      emptied();
      const key = await service.restoreCache([dir], prefix + tree, [prefix]).catch(failed("restored"));
      if (key === void 0) return { blobs: /* @__PURE__ */ new Map(), exact: false };
      let pack;
      try {
        pack = readFileSync(join(dir, PACK));
      } catch {
        return { blobs: /* @__PURE__ */ new Map(), exact: false };
      }
      return { blobs: unpackBlobs(pack), exact: key === prefix + tree };
    },
    async save(tree, blobs) {
      emptied();
      writeFileSync(join(dir, PACK), packBlobs(blobs));
      await service.saveCache([dir], prefix + tree).catch(failed("saved"));
    }
  };
}

// src/wiki/parse-cache.ts
var PageParseCache = class {
  parsed = /* @__PURE__ */ new Map();
  /** Pages parsed, and pages served from the cache (for tests and the bench). */
  counts = { parsed: 0, reused: 0 };
  /** A parser for one tree listing: `shaOf(path)` names the blob a wiki path holds. */
  parserFor(shaOf) {
    return (path, text) => {
      const sha = shaOf(path);
      const key = sha === void 0 ? void 0 : `${sha}\0${path}`;
      const known = key === void 0 ? void 0 : this.parsed.get(key);
      if (known) {
        this.counts.reused++;
        return known;
      }
      const result = parsePage(path, text);
      this.counts.parsed++;
      if (key !== void 0) this.parsed.set(key, result);
      return result;
    };
  }
};

// src/workspace/github.ts
function contentsReader(github, repo, ref, served) {
  return async (path) => {
    const file = await readFileAt(await github(), repo, path, ref);
    if (file.kind !== "file")
      return file.kind === "missing" ? file : { kind: "too-large", bytes: file.size };
    served?.set(path, blobSha(file.bytes));
    if (looksBinary(file.bytes)) return { kind: "binary" };
    return { kind: "text", text: file.bytes.toString("utf8") };
  };
}
function gitHubWorkspace(options) {
  const { config } = options;
  const served = /* @__PURE__ */ new Map();
  const servedAt = (sha) => {
    const key = sha ?? "";
    if (!served.has(key)) served.set(key, /* @__PURE__ */ new Map());
    return served.get(key);
  };
  const repo = { owner: options.owner, repo: options.repo };
  const repoUrl = `${options.serverUrl}/${repo.owner}/${repo.repo}`;
  const publisher = publisherFor(config.publishMode, {
    ...repo,
    github: options.github,
    branch: options.defaultBranch,
    prBranch: config.prBranch,
    wikiPath: config.wikiPath,
    repoUrl
  });
  const pages = new PageParseCache();
  return {
    // A mode that builds on a branch of its own (the rolling pull request) reads the wiki there
    // when it exists; otherwise the default branch's head, where a person or a previous run may
    // have committed since the merge.
    async loadWiki() {
      const github = await options.github();
      const at = (branch) => wikiAtBranch(github, {
        ...repo,
        branch,
        wikiPath: config.wikiPath,
        mapFile: config.mapFile,
        ...options.checkout ? { checkout: options.checkout } : {},
        pages
      });
      const onBranch = publisher.buildsOn ? await at(publisher.buildsOn) : null;
      const snapshot = onBranch ?? await at(options.defaultBranch);
      if (!snapshot)
        throw new Error(
          `Branch "${options.defaultBranch}" was not found in ${repo.owner}/${repo.repo}; the wiki is read from its head. Check the repository's default branch.`
        );
      return snapshot;
    },
    readSource: (merge) => contentsReader(options.github, repo, merge.sha, servedAt(merge.sha)),
    blobAt: (merge) => async (path) => servedAt(merge.sha).get(path) ?? blobShaAt(await options.github(), repo, merge.sha ?? options.defaultBranch, path),
    async fileAt(commit, path) {
      const trees = gitHubTrees(await options.github(), repo);
      const entry = await entryOnPath(trees, commit, path);
      if (!entry) return null;
      const through = entry.at === path ? {} : { through: entry.at };
      const plain = (entry.mode === "100644" || entry.mode === "100755") && entry.at === path;
      const bytes = plain ? (await trees.readBlobs([entry.sha])).get(entry.sha) ?? new Uint8Array() : new Uint8Array();
      return { mode: entry.mode, sha: entry.sha, bytes, ...through };
    },
    async blobText(sha) {
      const trees = gitHubTrees(await options.github(), repo);
      const bytes = (await trees.readBlobs([sha]).catch(() => /* @__PURE__ */ new Map())).get(sha);
      return bytes ? bytes.toString("utf8") : null;
    },
    sourceIndex: (merge) => {
      const index = options.github().then(
        (github) => treeSourceIndex(gitHubTrees(github, repo), merge.sha ?? options.defaultBranch)
      );
      return {
        list: async () => (await index).list(),
        read: async (shas) => (await index).read(shas)
      };
    },
    publishRefusal: async () => await publisher.refusal?.() ?? null,
    publish: (out, merge, base) => linked(publisher.publish(out, merge, base), repoUrl)
  };
}
async function questionWiki(github, o) {
  const warnings = [];
  const store = await actionsBlobStore({
    repository: `${o.owner}/${o.repo}`,
    wikiPath: o.wikiPath,
    ...o.env.RUNNER_TEMP ? { tempDir: o.env.RUNNER_TEMP } : {},
    warn: (w) => warnings.push(w),
    env: o.env,
    ...o.cache ? { service: o.cache } : {}
  });
  const snapshot = await wikiAtBranch(github, {
    owner: o.owner,
    repo: o.repo,
    branch: o.branch,
    wikiPath: o.wikiPath,
    ...o.mapFile ? { mapFile: o.mapFile } : {},
    ...o.env.GITHUB_WORKSPACE ? { checkout: o.env.GITHUB_WORKSPACE } : {},
    ...store ? { store } : {}
  });
  snapshot?.wiki.warnings.push(...warnings);
  return snapshot;
}
async function linked(published, repoUrl) {
  const filesUrl = (sha2) => `${repoUrl}/blob/${sha2}/`;
  const result = await published.catch((e) => {
    if (e instanceof PublishOutcomeError && e.publish?.commit_sha)
      Object.assign(e.publish, { files_url: filesUrl(e.publish.commit_sha) });
    throw e;
  });
  const sha = result.publish.commit_sha;
  if (sha) {
    result.publish.files_url = filesUrl(sha);
    result.publish.commit_url = `${repoUrl}/commit/${sha}`;
  }
  return { publish: result.publish, ...result.diffs?.length ? { diffs: result.diffs } : {} };
}
export {
  contentsReader,
  gitHubWorkspace,
  questionWiki
};
//# sourceMappingURL=github-GWANU56L.js.map

// Tier 3's workspace in the action: the wiki from the branch head's tree (never the checkout),
// read_source through the contents API at the merged commit, and publishing through the
// publisher of the config's publish mode (chosen by publish/mode.ts, built by
// publish/registry.ts). Also the wiki a `/wiki` question reads.
import type { Config } from '../config.js';
import { actionsBlobStore, type CacheService } from '../github/actions-cache.js';
import type { GitHub, RestClient } from '../github/client.js';
import { readFileAt } from '../github/content.js';
import { blobSha } from '../github/checkout-cache.js';
import { blobShaAt } from '../github/path-history.js';
import type { RepoRef } from '../github/repo.js';
import { gitHubTrees, wikiAtBranch } from '../github/wiki-tree.js';
import type { Publication } from '../publish/publisher.js';
import { publisherFor } from '../publish/registry.js';
import { PublishOutcomeError } from '../publish/types.js';
import type { Published, Workspace } from '../ports.js';
import { looksBinary, type SourceFile, type SourceReader } from '../tools/source-reader.js';
import { PageParseCache } from '../wiki/parse-cache.js';
import { entryOnPath, treeSourceIndex } from '../wiki/tree.js';
import type { WikiSnapshot } from '../wiki/types.js';

export interface GitHubWorkspaceOptions extends RepoRef {
  config: Config;
  serverUrl: string;
  /** The branch wiki commits go to (the repository's default branch). */
  defaultBranch: string;
  /** The workflow's checkout, if any: a cache of blob bytes, never the source of the wiki. */
  checkout?: string;
  github: () => Promise<GitHub>;
}

/**
 * read_source in the action: the contents API at the merged commit. The blob sha of each file it
 * serves goes into `served`, so stamping a page's covers with it costs no second request.
 */
export function contentsReader(
  github: () => Promise<RestClient>,
  repo: RepoRef,
  ref: string | undefined,
  served?: Map<string, string>,
): SourceReader {
  return async (path): Promise<SourceFile> => {
    const file = await readFileAt(await github(), repo, path, ref);
    if (file.kind !== 'file')
      return file.kind === 'missing' ? file : { kind: 'too-large', bytes: file.size };
    served?.set(path, blobSha(file.bytes));
    if (looksBinary(file.bytes)) return { kind: 'binary' };
    return { kind: 'text', text: file.bytes.toString('utf8') };
  };
}

export function gitHubWorkspace(options: GitHubWorkspaceOptions): Workspace {
  const { config } = options;
  // Blob shas of the files read_source served, by commit (the default branch's head: '').
  const served = new Map<string, Map<string, string>>();
  const servedAt = (sha: string | undefined): Map<string, string> => {
    const key = sha ?? '';
    if (!served.has(key)) served.set(key, new Map());
    return served.get(key)!;
  };
  const repo: RepoRef = { owner: options.owner, repo: options.repo };
  const repoUrl = `${options.serverUrl}/${repo.owner}/${repo.repo}`;
  const publisher = publisherFor(config.publishMode, {
    ...repo,
    github: options.github,
    branch: options.defaultBranch,
    prBranch: config.prBranch,
    wikiPath: config.wikiPath,
    repoUrl,
  });
  const pages = new PageParseCache();
  return {
    // A mode that builds on a branch of its own (the rolling pull request) reads the wiki there
    // when it exists; otherwise the default branch's head, where a person or a previous run may
    // have committed since the merge.
    async loadWiki() {
      const github = await options.github();
      const at = (branch: string) =>
        wikiAtBranch(github, {
          ...repo,
          branch,
          wikiPath: config.wikiPath,
          mapFile: config.mapFile,
          ...(options.checkout ? { checkout: options.checkout } : {}),
          pages,
        });
      const onBranch = publisher.buildsOn ? await at(publisher.buildsOn) : null;
      const snapshot = onBranch ?? (await at(options.defaultBranch));
      if (!snapshot)
        throw new Error(
          `Branch "${options.defaultBranch}" was not found in ${repo.owner}/${repo.repo}; the wiki is read from its head. Check the repository's default branch.`,
        );
      return snapshot;
    },
    readSource: (merge) => contentsReader(options.github, repo, merge.sha, servedAt(merge.sha)),
    blobAt: (merge) => async (path) =>
      servedAt(merge.sha).get(path) ??
      blobShaAt(await options.github(), repo, merge.sha ?? options.defaultBranch, path),
    async fileAt(commit, path) {
      const trees = gitHubTrees(await options.github(), repo);
      // A link or a file on the way counts as what is there: nothing is written through it.
      const entry = await entryOnPath(trees, commit, path);
      if (!entry) return null;
      const through = entry.at === path ? {} : { through: entry.at };
      // A link or a folder is refused by its mode, before its content is read.
      const plain = (entry.mode === '100644' || entry.mode === '100755') && entry.at === path;
      const bytes = plain
        ? ((await trees.readBlobs([entry.sha])).get(entry.sha) ?? new Uint8Array())
        : new Uint8Array();
      return { mode: entry.mode, sha: entry.sha, bytes, ...through };
    },
    async blobText(sha) {
      const trees = gitHubTrees(await options.github(), repo);
      const bytes = (await trees.readBlobs([sha]).catch(() => new Map<string, Buffer>())).get(sha);
      return bytes ? bytes.toString('utf8') : null;
    },
    sourceIndex: (merge) => {
      const index = options
        .github()
        .then((github) =>
          treeSourceIndex(gitHubTrees(github, repo), merge.sha ?? options.defaultBranch),
        );
      return {
        list: async () => (await index).list(),
        read: async (shas) => (await index).read(shas),
      };
    },
    publishRefusal: async () => (await publisher.refusal?.()) ?? null,
    publish: (out, merge, base) => linked(publisher.publish(out, merge, base), repoUrl),
  };
}

/**
 * The wiki a `/wiki` question reads: the default branch's head, its pages taken from the checkout
 * when there is one and from the Actions cache when an earlier question kept them (each question
 * is a workflow run of its own), the rest read in bulk; null when the branch does not exist.
 */
export async function questionWiki(
  github: GitHub,
  o: RepoRef & {
    branch: string;
    wikiPath: string;
    mapFile?: string;
    env: NodeJS.ProcessEnv;
    /** The cache service (tests); @actions/cache when absent. */
    cache?: CacheService;
  },
): Promise<WikiSnapshot | null> {
  const warnings: string[] = [];
  const store = await actionsBlobStore({
    repository: `${o.owner}/${o.repo}`,
    wikiPath: o.wikiPath,
    ...(o.env.RUNNER_TEMP ? { tempDir: o.env.RUNNER_TEMP } : {}),
    warn: (w) => warnings.push(w),
    env: o.env,
    ...(o.cache ? { service: o.cache } : {}),
  });
  const snapshot = await wikiAtBranch(github, {
    owner: o.owner,
    repo: o.repo,
    branch: o.branch,
    wikiPath: o.wikiPath,
    ...(o.mapFile ? { mapFile: o.mapFile } : {}),
    ...(o.env.GITHUB_WORKSPACE ? { checkout: o.env.GITHUB_WORKSPACE } : {}),
    ...(store ? { store } : {}),
  });
  snapshot?.wiki.warnings.push(...warnings);
  return snapshot;
}

/** What was published, with links to the commit it made (if any) and its files. */
async function linked(published: Promise<Publication>, repoUrl: string): Promise<Published> {
  const filesUrl = (sha: string) => `${repoUrl}/blob/${sha}/`;
  const result = await published.catch((e: unknown) => {
    if (e instanceof PublishOutcomeError && e.publish?.commit_sha)
      Object.assign(e.publish, { files_url: filesUrl(e.publish.commit_sha) });
    throw e;
  });
  const sha = result.publish.commit_sha;
  if (sha) {
    result.publish.files_url = filesUrl(sha);
    result.publish.commit_url = `${repoUrl}/commit/${sha}`;
  }
  return { publish: result.publish, ...(result.diffs?.length ? { diffs: result.diffs } : {}) };
}

// Tier 3's workspace over the workflow's checkout (checkout-source.ts says when it holds the
// merge): the CLI's local workspace, or the API's with the sources read from git.
import type { Config } from '../config.js';
import { gitBlobAt, gitSourceReader } from '../git/source.js';
import { gitTrees, headCommit } from '../git/tree.js';
import type { GeneratedFiles } from '../paths/generated.js';
import { packageManifest, packageNames } from '../paths/names.js';
import type { Workspace } from '../ports.js';
import { treeSourceIndex } from '../wiki/tree.js';
import { generatedAtCommit, localWorkspace } from './local.js';

/**
 * Tier 3's workspace over a checkout that holds the merge. A dry run: the CLI's local workspace
 * (the wiki at `commit`, the event's commit — never whatever HEAD the workflow checked out — and
 * the dry-run publisher). Otherwise the API workspace, which still reads the wiki at the branch
 * head and publishes, with the sources read from git.
 */
export function checkoutWorkspace(
  dir: string,
  config: Config,
  api: () => Promise<Workspace>,
  commit?: string,
): () => Promise<Workspace> {
  if (config.publishMode === 'dry-run')
    return () =>
      Promise.resolve(localWorkspace(dir, config, { dryRun: true, ...(commit ? { commit } : {}) }));
  const trees = gitTrees(dir);
  return async () => ({
    ...(await api()),
    readSource: (m) => gitSourceReader(dir, m.sha ?? 'HEAD'),
    blobAt: (m) => gitBlobAt(dir, m.sha ?? 'HEAD'),
    sourceIndex: (m) => treeSourceIndex(trees, m.sha ?? 'HEAD'),
    generatedFiles: (m, ignore) => generatedAtCommit(trees, m.sha ?? 'HEAD', ignore),
  });
}

/**
 * Which files are generated, decided with the .gitattributes files (root and nested) of the
 * checkout's HEAD: free, no API call. Null when `dir` holds no git repository.
 */
export async function generatedAtCheckout(
  dir: string,
  ignorePaths: readonly string[],
): Promise<GeneratedFiles | null> {
  const head = await headCommit(dir).catch(() => null);
  if (head === null) return null;
  return generatedAtCommit(gitTrees(dir), head, ignorePaths);
}

/** Package manifests read at most: a monorepo's packages, never a vendored tree's thousands. */
const MAX_MANIFESTS = 500;

/**
 * The checkout's files at HEAD and its packages' names (package.json `name` by folder, the root's
 * left out), for mode: impact: free, no API call. Null when `dir` holds no git repository.
 */
export async function repositoryAtCheckout(
  dir: string,
): Promise<{ tree: string[]; packages: Map<string, string> } | null> {
  const head = await headCommit(dir).catch(() => null);
  if (head === null) return null;
  const trees = gitTrees(dir);
  const { files } = await treeSourceIndex(trees, head).list();
  const manifests = files.filter((f) => packageManifest(f.path)).slice(0, MAX_MANIFESTS);
  const blobs = await trees.readBlobs(manifests.map((m) => m.sha));
  return {
    tree: files.map((f) => f.path),
    packages: packageNames(
      manifests.map((m) => ({ path: m.path, text: blobs.get(m.sha)?.toString('utf8') ?? '' })),
    ),
  };
}

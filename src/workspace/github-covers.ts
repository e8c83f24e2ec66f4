// covered-changes in the action: the covers index a Tier 1 skip is checked against, read from the
// end of the map file at the merged commit in one request (no Octokit: the skip path stays light);
// and, when the push payload alone named the merge's files and one of them is covered, the file
// list in one request more — the payload cannot tell a rename from a deletion, nor say how many
// lines changed. At most two GitHub API calls on a skip.
import type { Config } from '../config.js';
import { proxied, readRawFile, type RawFile } from '../github/raw-file.js';
import type { EventContext } from '../merge-info/context.js';
import { isPayloadOnly, withPushFiles, type PushPayload } from '../merge-info/push.js';
import type { CoversRead } from '../ports.js';
import type { MergeInfo } from '../types.js';
import { parseCoversIndex } from '../wiki/covers-index.js';
import { isGeneratedMap } from '../wiki/map-file.js';

export interface GitHubCoversOptions {
  config: Pick<Config, 'wikiPath' | 'mapFile' | 'githubToken' | 'maxRetries' | 'coveredChanges'>;
  ctx: EventContext;
  /** GITHUB_API_URL. */
  apiUrl: string;
  /** The push event's payload, to read the file list of a merge it alone named. */
  push?: PushPayload;
  /** The branch head, for a merge without a sha. */
  branch: string;
  /** The proxy settings (HTTPS_PROXY, NO_PROXY). */
  env: NodeJS.ProcessEnv;
  /** The workflow's checkout, when it holds the merge: the map read from git (checkout.ts). */
  readFile?: (path: string, ref: string) => Promise<RawFile>;
}

const leading = (path: string): string => path.replace(/^(\.\/)+/, '');

/** Behind a proxy: the same read through Octokit, which honours the runner's proxy settings. */
async function throughClient(ctx: EventContext, path: string, ref: string): Promise<RawFile> {
  const { readFileAt } = await import('../github/content.js');
  const file = await readFileAt(
    await ctx.github(),
    { owner: ctx.owner, repo: ctx.repo },
    path,
    ref,
  );
  if (file.kind === 'missing') return file;
  if (file.kind === 'too-large')
    throw new Error(`${path} is over the contents API's 1 MB, read through the proxy`);
  return { kind: 'file', text: file.bytes.toString('utf8') };
}

export function gitHubCovers(o: GitHubCoversOptions): (merge: MergeInfo) => Promise<CoversRead> {
  const { config, ctx } = o;
  return async (merge) => {
    const path = `${config.wikiPath}/${config.mapFile}`;
    const ref = merge.sha ?? o.branch;
    if (!o.readFile && !config.githubToken)
      throw new Error('github-token is empty; pass "github-token: ${{ github.token }}"');
    const file = o.readFile
      ? await o.readFile(path, ref)
      : proxied(o.apiUrl, o.env)
        ? await throughClient(ctx, path, ref)
        : await readRawFile({
            apiUrl: o.apiUrl,
            token: config.githubToken,
            owner: ctx.owner,
            repo: ctx.repo,
            path,
            ref,
            retries: config.maxRetries,
          });
    const at = `at ${ref.slice(0, 12)}`;
    if (file.kind === 'missing')
      return { index: null, missing: `${path} does not exist ${at}`, merge };
    if (!isGeneratedMap(file.text))
      return { index: null, missing: `${path} ${at} is not a map wiki-ingest generated`, merge };
    const index = parseCoversIndex(file.text);
    if (!index)
      return {
        index: null,
        missing: `${path} ${at} was generated before maps carried the covers index`,
        merge,
      };
    if (!o.push || !isPayloadOnly(merge)) return { index, merge };
    const covered = merge.files.filter((f) => index.has(leading(f.path)));
    // A .gitattributes the merge changes may make covered files generated: only its diff (the
    // file list, one request) says which rules it adds.
    const attributes = merge.files.some((f) => /(^|\/)\.gitattributes$/.test(leading(f.path)));
    if (attributes && index.size > 0)
      return { index, merge: await withPushFiles(o.push, merge, ctx, { pullRequest: false }) };
    if (covered.length === 0) return { index, merge };
    // note keeps the skip: the paths name the pages, unless a covered file is gone (renamed or
    // deleted — only the file list tells which). triage sends it on: read as a merge going on is.
    const goesOn = config.coveredChanges === 'triage';
    if (!goesOn && covered.every((f) => f.status === 'modified')) return { index, merge };
    return { index, merge: await withPushFiles(o.push, merge, ctx, { pullRequest: goesOn }) };
  };
}

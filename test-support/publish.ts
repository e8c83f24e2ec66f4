// Publishing as one call for tests that drive a publisher directly: a mode, the action's client
// and the files, through the same registry the action's workspace takes its publisher from.
import type { RestClient } from '../src/github/client.js';
import { publisherFor } from '../src/publish/registry.js';
import { type ActionPublishMode, type FileWrite } from '../src/types.js';
import { type Publication } from '../src/publish/publisher.js';
import { type WikiBase } from '../src/publish/wiki-guard.js';
import type { MergeInfo } from '../src/types.js';

export interface PublishCase {
  owner: string;
  repo: string;
  mode: ActionPublishMode;
  /** The default branch. */
  branch: string;
  prBranch: string;
  merge: Pick<MergeInfo, 'sha' | 'title' | 'pr'>;
  files: FileWrite[];
  before: Record<string, string | null>;
  /** The wiki the files were computed from, and its folder (default `wiki`). */
  wikiBase?: WikiBase;
  repoUrl?: string;
  sleep?: (ms: number) => Promise<void>;
}

export function publish(client: RestClient, c: PublishCase): Promise<Publication> {
  const publisher = publisherFor(c.mode, {
    owner: c.owner,
    repo: c.repo,
    github: async () => client,
    branch: c.branch,
    prBranch: c.prBranch,
    wikiPath: c.wikiBase?.wikiPath ?? 'wiki',
    ...(c.repoUrl ? { repoUrl: c.repoUrl } : {}),
    ...(c.sleep ? { sleep: c.sleep } : {}),
  });
  return publisher.publish({ files: c.files, before: c.before }, c.merge, c.wikiBase);
}

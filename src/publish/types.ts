// What a publisher receives: the final content of every file the run writes, nothing else.
import type { Octokit } from '@octokit/rest';

export interface FileWrite {
  /** Repository-relative path, `/`-separated. */
  path: string;
  content: string;
  action: 'create' | 'update';
}

type Rest = Octokit['rest'];

/** The few Octokit endpoints publishing uses; any Octokit (or getOctokit) instance fits. */
export interface PublishClient {
  rest: {
    git: Pick<
      Rest['git'],
      'getRef' | 'getCommit' | 'createTree' | 'createCommit' | 'updateRef' | 'createRef'
    >;
    pulls: Pick<Rest['pulls'], 'list' | 'create' | 'update'>;
    /** What changed on the branch since the changeset's base (see wiki-guard.ts). */
    repos: Pick<Rest['repos'], 'compareCommitsWithBasehead'>;
  };
}

export interface RepoRef {
  owner: string;
  repo: string;
}

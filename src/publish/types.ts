// What a publisher receives: the final content of every file the run writes, nothing else.
import type { GitHub } from '../github/client.js';

export type { RepoRef } from '../github/repo.js';

export interface FileWrite {
  /** Repository-relative path, `/`-separated. */
  path: string;
  content: string;
  action: 'create' | 'update';
}

/** Publishing calls the REST API through the one GitHub client (github/client.ts). */
export type PublishClient = Pick<GitHub, 'rest'>;

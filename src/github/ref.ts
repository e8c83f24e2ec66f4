// Branch refs as the Git Data API spells them (`heads/<branch>`), read in one place.
import type { GitHub } from './client.js';
import type { RepoRef } from './repo.js';

export const headsRef = (branch: string): string => `heads/${branch}`;

/** The commit a branch points at. Throws the API's error (status 404 when it does not exist). */
export async function branchHead(
  client: Pick<GitHub, 'rest'>,
  repo: RepoRef,
  branch: string,
): Promise<string> {
  const { data } = await client.rest.git.getRef({ ...repo, ref: headsRef(branch) });
  return data.object.sha;
}

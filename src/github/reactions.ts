// Who gave a comment a 👍, and whether a person may write to the repository: what
// `ask-archive: reactions` needs to honour a writer's 👍 on a /wiki answer (GitHub starts no
// workflow for a reaction, so a scheduled run asks). One listing per liked answer, one permission
// call per person who liked it.
import type { GitHub } from './client.js';
import type { RepoRef } from './repo.js';
import { unlessMissing } from './missing.js';

type Client = Pick<GitHub, 'rest' | 'paginate'>;

/** The people (and bots) who reacted 👍 to issue comment `commentId`. */
export async function upVoters(
  client: Client,
  repo: RepoRef,
  commentId: number,
): Promise<{ login: string; type: string }[]> {
  const reactions = await client.paginate(client.rest.reactions.listForIssueComment, {
    ...repo,
    comment_id: commentId,
    content: '+1',
    per_page: 100,
  });
  return reactions.map((r) => ({ login: r.user?.login ?? '', type: r.user?.type ?? '' }));
}

/** Whether `login` has write access (write, maintain or admin); a 404 (no such user) is no. */
export async function canWrite(
  client: Pick<GitHub, 'rest'>,
  repo: RepoRef,
  login: string,
): Promise<boolean> {
  const level = await unlessMissing(
    async () =>
      (await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login })).data
        .permission,
    'none',
  );
  return level === 'admin' || level === 'write';
}

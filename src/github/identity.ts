// The account the run's token acts as: what "our" comment means. A workflow's GITHUB_TOKEN and a
// GitHub App's token are installation tokens, for which REST's `GET /user` answers 403 ("Resource
// not accessible by integration"); GraphQL's `viewer` answers every kind of token — the bot
// (`github-actions[bot]`, `<app-slug>[bot]`) or a personal token's owner. Looked up once a run.
import type { GitHub } from './client.js';

type Client = Pick<GitHub, 'graphql'>;

const VIEWER = 'query { viewer { login } }';

const known = new WeakMap<object, Promise<string>>();

/** The login the token's comments are written as; one GraphQL call per client (per run). */
export function tokenLogin(client: Client): Promise<string> {
  let login = known.get(client);
  if (!login) {
    login = client.graphql<{ viewer: { login: string } }>(VIEWER).then(
      (a) => a.viewer.login,
      (e: unknown) => {
        throw new Error(
          `Looking up the account github-token acts as (GraphQL viewer) failed: ${(e as Error).message}. Its own /wiki answers are told from others' by it.`,
        );
      },
    );
    known.set(client, login);
  }
  return login;
}

/**
 * Whether two logins name one account: REST names a bot `name[bot]`, GraphQL's author fields
 * `name`; logins are case-insensitive. `type`, when the answer says it (REST's `user.type`), keeps
 * a person named like an App's bot from passing for it: a User is never a `[bot]` account, nor a
 * Bot a person's.
 */
export const sameAccount = (a: string, b: string, type?: string): boolean => {
  const bare = (s: string) => s.toLowerCase().replace(/\[bot\]$/, '');
  if (type === 'User' && /\[bot\]$/i.test(b)) return false;
  if (type === 'Bot' && !/\[bot\]$/i.test(b)) return false;
  return a !== '' && bare(a) === bare(b);
};

// Who "we" are: the account the run's token acts as, asked once a run through GraphQL's viewer,
// which answers installation tokens (the workflow's GITHUB_TOKEN, an App's) where REST's GET /user
// is refused — the fake answers both as GitHub does.
import { createGitHub } from '../../src/github/client.js';
import { sameAccount, tokenLogin } from '../../src/github/identity.js';
import { ROUTES } from '../../test-support/github/git-backed-github.js';
import { hubPerTest } from '../../test-support/github/hub-per-test.js';

describe('tokenLogin', () => {
  const fake = hubPerTest();

  it('asks GraphQL viewer once per client; GET /user is refused for an installation token', async () => {
    const github = createGitHub('ghs_installation', { retries: 0, fetch: fake.hub.fetch });
    await expect(github.rest.users.getAuthenticated()).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration') as unknown,
    });
    expect(await tokenLogin(github)).toBe('github-actions[bot]');
    expect(await tokenLogin(github)).toBe('github-actions[bot]');
    expect(fake.hub.callsTo(ROUTES.graphql)).toHaveLength(1);
    // An App's installation token acts as its bot.
    fake.hub.viewerLogin = 'wiki-docs-app[bot]';
    const app = createGitHub('ghs_app', { retries: 0, fetch: fake.hub.fetch });
    expect(await tokenLogin(app)).toBe('wiki-docs-app[bot]');
  });

  it('says what failed when the look-up does', async () => {
    const github = createGitHub('ghs_x', { retries: 0, fetch: fake.hub.fetch });
    fake.hub.fault(ROUTES.graphql, { status: 502 });
    await expect(tokenLogin(github)).rejects.toThrow(
      /^Looking up the account github-token acts as \(GraphQL viewer\) failed: /,
    );
  });
});

describe('sameAccount', () => {
  it.each(['github-actions[bot]', 'github-actions', 'GitHub-Actions[bot]'])(
    '%j and "github-actions[bot]": true',
    (name) => {
      expect(sameAccount(name, 'github-actions[bot]')).toBe(true);
    },
  );
  it('"other-app[bot]" and "github-actions[bot]": false', () => {
    expect(sameAccount('other-app[bot]', 'github-actions[bot]')).toBe(false);
  });
  it('"ada" and "ada": true', () => {
    expect(sameAccount('ada', 'ada')).toBe(true);
  });
  it('"" and "": false', () => {
    expect(sameAccount('', '')).toBe(false);
  });
  it('a person named like the App is not its bot, nor a bot a person, when the type is known', () => {
    expect(sameAccount('wiki-docs-app', 'wiki-docs-app[bot]', 'User')).toBe(false);
    expect(sameAccount('wiki-docs-app[bot]', 'wiki-docs-app[bot]', 'Bot')).toBe(true);
    expect(sameAccount('ada[bot]', 'ada', 'Bot')).toBe(false);
    expect(sameAccount('ada', 'ada', 'User')).toBe(true);
  });
});

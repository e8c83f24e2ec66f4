// What publishing reports after an error is what exists on GitHub: the action's Octokit on the
// git-backed fake, with faults injected before or after a call takes effect.
import { createGitHub } from '../../src/github/client.js';
import { PublishOutcomeError } from '../../src/publish/types.js';
import { publish } from '../../test-support/publish.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';

const input = {
  owner: 'o',
  repo: 'r',
  mode: 'commit' as const,
  branch: 'main',
  prBranch: 'wiki-ingest/updates',
  merge: { sha: 'abc123def4567890', title: 'feat: x', pr: 7 },
  files: [{ path: 'wiki/x.md', content: '# X\n', action: 'create' as const }],
  before: {},
  repoUrl: 'https://github.com/o/r',
  sleep: async () => {},
};

let hub: GitBackedGitHub;
const client = () => createGitHub('test-token', { retries: 0, fetch: hub.fetch });

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: { 'wiki/log.md': '# Log\n' } });
});
afterEach(() => hub.remove());

describe('publish after an updateRef error', () => {
  it('a dropped connection after the ref moved: reported as written', async () => {
    hub.fault(ROUTES.updateRef, { when: 'after', network: true });
    const out = await publish(client(), input);
    expect(out.publish.commit_sha).toBe(await hub.head());
    expect(await hub.readFile('wiki/x.md')).toBe('# X\n');
  });

  it('the ref moved, then a person pushed on top before it was read back: still written', async () => {
    hub.fault(ROUTES.updateRef, { when: 'after', status: 502 });
    // The person's commit lands on ours just before the publisher reads the branch back.
    hub.fault(ROUTES.getRef, {
      when: 'before',
      match: () => hub.callsTo(ROUTES.updateRef).length > 0,
      run: async () => void (await hub.commit({ write: { 'src/a.ts': 'a\n' } })),
    });
    const out = await publish(client(), input);
    const head = (await hub.head())!;
    expect(out.publish.commit_sha).not.toBe(head);
    expect((await hub.git.commit(head))!.parents).toEqual([out.publish.commit_sha]);
  });

  it('the ref did not move (502 before effect): the error, nothing written', async () => {
    const before = await hub.head();
    hub.fault(ROUTES.updateRef, { when: 'before', status: 502 });
    await expect(publish(client(), input)).rejects.toMatchObject({ status: 502 });
    expect(await hub.head()).toBe(before);
  });

  it('the branch cannot be read back either: unknown, naming the commit and its link', async () => {
    hub.fault(ROUTES.updateRef, { when: 'after', status: 504 });
    hub.fault(ROUTES.getRef, {
      status: 503,
      match: () => hub.callsTo(ROUTES.updateRef).length > 0,
    });
    const err = (await publish(client(), input).catch((e: unknown) => e)) as PublishOutcomeError;
    expect(err).toBeInstanceOf(PublishOutcomeError);
    expect(err.outcome).toBe('unknown');
    const sha = (await hub.head())!;
    expect(err.message).toContain(`https://github.com/o/r/commit/${sha}`);
    expect(err.message).toMatch(/HTTP 504.*HTTP 503.*whether the commit is on "main" is unknown/);
  });
});

describe('publish in pull-request mode after the branch commit', () => {
  const pr = { ...input, mode: 'pull-request' as const };

  it('an open pull request whose description cannot be updated: the PR and the commit are named', async () => {
    await publish(client(), pr);
    hub.fault(ROUTES.updatePull, {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const err = (await publish(client(), pr).catch((e: unknown) => e)) as PublishOutcomeError;
    expect(err.outcome).toBe('partial');
    const branch = (await hub.head('wiki-ingest/updates'))!;
    const url = hub.pulls.find((p) => p.state === 'open')!;
    expect(err.publish).toEqual({
      mode: 'pull-request',
      commit_sha: branch,
      pull_request_url: `https://github.com/o/r/pull/${url.number}`,
    });
    expect(err.message).toContain(
      `is in the open pull request https://github.com/o/r/pull/${url.number}`,
    );
    expect(err.message).toContain('pull-requests: write');
  });
});

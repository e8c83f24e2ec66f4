// The one GitHub client: getOctokit with the retry and throttling plugins, on an injected fetch.
import { createGitHub } from '../../src/github/client.js';
import { decodeContent } from '../../src/github/content.js';
import { branchHead, headsRef } from '../../src/github/ref.js';
import { FakeGitHub } from '../../test-support/github/fake-github.js';

const repo = { owner: 'o', repo: 'r' };

describe('createGitHub', () => {
  it('names the input and the fix when the token is empty', () => {
    expect(() => createGitHub('', { retries: 0 })).toThrow(/Input "github-token" is empty/);
  });

  it('with retries off, a 5xx fails after one request (tests never wait on a backoff)', async () => {
    const gh = new FakeGitHub().on('GET', '/repos/:owner/:repo/git/ref/:ref', () => ({
      status: 502,
      body: { message: 'Bad Gateway' },
    }));
    const client = createGitHub('t0ken', { retries: 0, fetch: gh.fetch });
    await expect(branchHead(client, repo, 'main')).rejects.toMatchObject({ status: 502 });
    expect(gh.calls).toHaveLength(1);
  });

  it('reads a branch head through the heads/ ref', async () => {
    const gh = new FakeGitHub().on('GET', '/repos/:owner/:repo/git/ref/:ref', (req) => ({
      body: { object: { sha: req.params.ref === 'heads/main' ? 'abc' : 'wrong' } },
    }));
    const client = createGitHub('t0ken', { retries: 0, fetch: gh.fetch });
    expect(await branchHead(client, repo, 'main')).toBe('abc');
    expect(headsRef('wiki-ingest/updates')).toBe('heads/wiki-ingest/updates');
  });
});

describe('decodeContent', () => {
  it('decodes base64, passes utf-8 through and has no bytes for an oversized file', () => {
    expect(
      decodeContent({
        content: Buffer.from('héllo').toString('base64'),
        encoding: 'base64',
      })?.toString(),
    ).toBe('héllo');
    expect(decodeContent({ content: 'plain', encoding: 'utf-8' })?.toString()).toBe('plain');
    expect(decodeContent({ content: '', encoding: 'none' })).toBeNull();
    expect(decodeContent({})).toBeNull();
  });
});

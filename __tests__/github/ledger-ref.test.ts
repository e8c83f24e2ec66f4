// The ledger's ref moves by compare-and-swap over the GitHub API: a write on the commit this run
// read lands; a write after another run moved the ref is a conflict, and the other run's commit
// stays (a forced update would drop its records).
import { createGitHub } from '../../src/github/client.js';
import { gitHubLedger } from '../../src/workspace/github-ledger.js';
import { hubPerTest } from '../../test-support/github/hub-per-test.js';

describe('the ledger ref', () => {
  const fake = hubPerTest();

  it('a write on a ref that moved under it is a conflict; the other run’s records stay', async () => {
    const github = async () => createGitHub('ghs_x', { retries: 0, fetch: fake.hub.fetch });
    const mine = gitHubLedger({ repo: { owner: 'o', repo: 'r' }, wikiPath: 'wiki', github });
    const theirs = gitHubLedger({ repo: { owner: 'o', repo: 'r' }, wikiPath: 'wiki', github });
    const first = await mine.write('{"kind":"start"}\n', null);
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    // Both runs read `first`; the other run writes first.
    const other = await theirs.write('{"kind":"start"}\n{"kind":"spend","run":"other"}\n', first);
    expect(other).toMatch(/^[0-9a-f]{40}$/);
    expect(await mine.write('{"kind":"start"}\n{"kind":"spend","run":"me"}\n', first)).toBe(
      'conflict',
    );
    expect(await mine.head()).toBe(other);
    expect(await mine.read(other as string)).toContain('"run":"other"');
    // A second first write (null parent) on an existing ref is a conflict too.
    expect(await mine.write('{"kind":"start"}\n', null)).toBe('conflict');
    expect(await mine.head()).toBe(other);
  });
});

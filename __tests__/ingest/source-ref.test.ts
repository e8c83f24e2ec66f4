// A merge is named in `sources` in one form whoever saw it: `commit <sha>`; an older run's commit
// URL names the same merge, so it is not named twice.
import { sourceKey, sourceRef } from '../../src/log/entry.js';

const SHA = 'a2f2'.padEnd(40, '0');

describe('sources: one form of a merge', () => {
  it('names a merge by its commit, whether a push or a pull request brought it', () => {
    expect(sourceRef({ sha: SHA, title: 't' })).toBe(`commit ${SHA}`);
    expect(sourceRef({ sha: SHA, title: 't', pr: 7, url: 'https://github.com/o/r/pull/7' })).toBe(
      `commit ${SHA}`,
    );
    expect(sourceRef({ title: 't', pr: 7 })).toBe('#7');
  });

  it('reads the commit URL an older run wrote as the same source', () => {
    expect(sourceKey(`https://github.com/o/r/commit/${SHA}`)).toBe(
      sourceRef({ sha: SHA, title: 't' }),
    );
    expect(sourceKey('https://github.com/o/r/pull/7')).toBe('https://github.com/o/r/pull/7');
  });
});

// The one place a run's publish mode is chosen.
import { parseConfig } from '../../src/config/parse.js';
import { archiveBranch, localPublishMode, publishConfig } from '../../src/publish/mode.js';

const config = (mode: string) => parseConfig({ 'publish-mode': mode });

describe('publishConfig', () => {
  it.each(['commit', 'pull-request', 'dry-run'])(
    'a merge publishes as publish-mode %s says',
    (m) => {
      expect(publishConfig(config(m), 'merge').publishMode).toBe(m);
    },
  );

  it.each([
    ['commit', 'pull-request'],
    ['pull-request', 'pull-request'],
    ['dry-run', 'dry-run'],
  ])('lint-fix under publish-mode %s publishes as %s (never a direct commit)', (m, want) => {
    const chosen = publishConfig(config(m), 'lint-fix');
    expect(chosen.publishMode).toBe(want);
    expect(chosen.prBranch).toBe(config(m).prBranch);
  });

  it.each(['commit', 'dry-run'])(
    'an archive under publish-mode %s gets its own pull request',
    (m) => {
      const chosen = publishConfig(config(m), 'archive', archiveBranch(42));
      expect(chosen.publishMode).toBe('pull-request');
      expect(chosen.prBranch).toBe('wiki-ingest/archive/42');
    },
  );

  it('an init batch publishes as publish-mode says', () => {
    expect(publishConfig(config('commit'), 'init-batch').publishMode).toBe('commit');
  });

  it('a kind that publishes on its own pull request must be given its branch', () => {
    expect(() => publishConfig(config('commit'), 'archive')).toThrow(/pull request of its own/);
  });

  it('the CLI writes the working tree, or nothing under --dry-run', () => {
    expect(localPublishMode(false)).toBe('working-tree');
    expect(localPublishMode(undefined)).toBe('working-tree');
    expect(localPublishMode(true)).toBe('dry-run');
  });
});

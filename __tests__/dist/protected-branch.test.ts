// A protected default branch refuses the workflow token's commits: the bundle says so and how to
// publish instead before any model is asked, so a run that cannot land costs nothing.
import { runAction } from '../../test-support/bundle/action.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';

const lines = (n: number): string => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');

describe('dist/index.js on a protected default branch', () => {
  it('refuses publish-mode commit before any Messages API request, and is silent on a Tier 1 skip', async () => {
    const hub = await GitBackedGitHub.create({ files: { 'wiki/index.md': '# Wiki\n' } });
    hub.protectedBranches.add('main');
    const server = await hub.listen();
    const llm = await startFakeMessagesApi({ replies: [] });
    try {
      const before = (await hub.head())!;
      await hub.commit({ message: 'feat(api): tokens', write: { 'src/api/tokens.ts': lines(80) } });
      const run = await runAction(
        'push',
        await hub.pushEvent(before),
        { 'anthropic-api-key': 'sk-ant-secret' },
        server.url,
        { ANTHROPIC_BASE_URL: llm.url, GITHUB_WORKSPACE: await hub.checkout() },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::.*main is protected.*publish-mode: pull-request/);
      expect(run.outputs.decision).toBe('failed');
      expect(run.summary).toContain('publish-mode: pull-request');
      expect(llm.requests).toHaveLength(0);
      expect(hub.callsTo(ROUTES.getBranch)).toHaveLength(1);

      // A Tier 1 skip makes no network call at all, protected branch or not.
      const skipBase = (await hub.head())!;
      await hub.commit({ message: 'docs: typo', write: { 'README.md': 'x\n' } });
      const calls = hub.calls.length;
      const skipped = await runAction('push', await hub.pushEvent(skipBase), {}, server.url, {
        ANTHROPIC_BASE_URL: llm.url,
      });
      expect(skipped.code).toBe(0);
      expect(skipped.outputs.decision).toBe('skip');
      expect(hub.calls).toHaveLength(calls);
      // No empty secret is registered (@github/local-action would mask every output with it).
      expect(skipped.stdout).not.toMatch(/^::add-mask::$/m);
    } finally {
      await llm.close();
      await server.close();
      hub.remove();
    }
  });
});

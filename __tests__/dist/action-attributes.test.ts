// A merged .gitattributes that makes covered files generated would blind the wiki: from then on no
// change to them reaches a model or is checked against their pages. Through the bundled action on
// the git-backed fake GitHub: a `chore:` that only adds such a rule is not skipped (covered-changes),
// Tier 2 sees the rule and the pages beside the attribute file's own diff, and the summary names
// the rule and the pages; a merge whose changed files are all generated pays no model at all.
import { runAction } from '../../test-support/bundle/action.js';
import { coveredRepoFiles } from '../../test-support/covered-repo.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { text } from '../../test-support/replies.js';

let hub: GitBackedGitHub;
let server: { url: string; close: () => Promise<void> };
let llm: FakeMessagesApi;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: coveredRepoFiles() });
  server = await hub.listen();
});
afterEach(async () => {
  await server.close();
  await llm.close();
  hub.remove();
});

async function pushRun(change: Parameters<GitBackedGitHub['merge']>[0]) {
  const before = (await hub.head())!;
  await hub.merge(change);
  return runAction(
    'push',
    await hub.pushEvent(before),
    { 'anthropic-api-key': 'sk-ant-attributes', 'max-retries': '0' },
    server.url,
    { ANTHROPIC_BASE_URL: llm.url },
  );
}

describe('a .gitattributes change that makes covered files generated', () => {
  it('goes on to Tier 2, which sees the rule and the pages, and the summary names them', async () => {
    llm = await startFakeMessagesApi({
      replies: [text('{"reason":"Only attributes change.","decision":"skip","likely_type":null}')],
    });
    const run = await pushRun({
      title: 'chore: mark src generated',
      write: { '.gitattributes': '*.png binary\nsrc/** linguist-generated\n' },
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    // Tier 1 would skip a chore; the rule it adds hides covered files, so Tier 2 decides.
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '2' });
    expect(llm.requests).toHaveLength(1);
    const asked = JSON.stringify(llm.accepted[0]!.body);
    expect(asked).toContain('[its change hides covered files: .gitattributes');
    expect(asked).toContain('src/** linguist-generated');
    expect(asked).toContain('+src/** linguist-generated');
    expect(asked).toContain('api/tokens');
    // The summary names the rule, the hidden files and the pages, and the fix.
    const summary = run.summary.replace(/&quot;/g, '"');
    expect(summary).toContain(
      '.gitattributes "src/** linguist-generated" (added by this merge) makes 2 covered files generated — src/config.ts, src/tokens.ts —',
    );
    expect(summary).toMatch(/pages api\/tokens, guide\/setup cover/);
    expect(summary).toContain('If those files are not generated, remove the rule');
  });

  it('a merge whose changed files are all generated pays no model', async () => {
    llm = await startFakeMessagesApi({ replies: [] });
    await hub.commit({ write: { '.gitattributes': 'gen/** linguist-generated\n' } });
    const run = await pushRun({
      title: 'feat: regenerate the client',
      write: {
        'gen/client.ts': Array.from({ length: 60 }, (_, i) => `export const c${i} = ${i};`).join(
          '\n',
        ),
      },
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '1' });
    expect(run.outputs.reason).toMatch(
      /^every changed file is generated \(\.gitattributes "gen\/\*\* linguist-generated"\): nothing a model could read/,
    );
    expect(llm.requests).toHaveLength(0);
  });
});

// dist/index.js with `mode: lint` and `lint-fix: true` on a schedule: after the lint, the free
// repairs (a renamed file's cover moved, related filled, the map regenerated) and one Tier 3 run
// over the stale page, through the one pipeline, as one commit on the rolling pull request —
// never on the default branch.
import { runAction } from '../../test-support/bundle/action.js';
import { blobOf, CONFIG_TS, coveredRepoFiles, TOKENS_TS } from '../../test-support/covered-repo.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import { toolCall } from '../../test-support/replies.js';

const CONFIG_V2 = 'export const config = { retries: 5 };\n';
let hub: GitBackedGitHub;
let server: { url: string; close: () => Promise<void> };
let llm: FakeMessagesApi;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: coveredRepoFiles() });
  await hub.merge({
    title: 'refactor: move tokens',
    rename: { 'src/tokens.ts': 'src/auth/tokens.ts' },
  });
  await hub.merge({ title: 'fix: five retries', write: { 'src/config.ts': CONFIG_V2 } });
  server = await hub.listen();
});
afterEach(async () => {
  await server.close();
  await llm.close();
  hub.remove();
});

const schedule = (inputs: Record<string, string> = {}) =>
  runAction(
    'schedule',
    { schedule: '17 3 * * 1' },
    {
      mode: 'lint',
      'lint-fix': 'true',
      'anthropic-api-key': 'sk-ant-fix',
      'max-retries': '0',
      ...inputs,
    },
    server.url,
    { GITHUB_REF: 'refs/heads/main', GITHUB_RUN_ID: '9', ANTHROPIC_BASE_URL: llm.url },
  );

describe('dist/index.js, mode: lint with lint-fix', () => {
  it('repairs for free, checks the stale page with one Tier 3 run, and proposes both on the rolling pull request', async () => {
    llm = await startFakeMessagesApi({
      replies: [
        toolCall('read_pages', { slugs: ['guide/setup'] }),
        toolCall('read_source', { path: 'src/config.ts' }),
        toolCall('confirm_page', { slug: 'guide/setup' }),
        toolCall('finish', { summary: 'Setup is still right about the config.' }),
      ],
    });
    const main = (await hub.head())!;
    const run = await schedule();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The lint ran first, on the branch as it was: the renamed file named.
    expect(run.outputs['lint-errors']).toBe('1');
    expect(run.summary).toContain('renamed it to src/auth/tokens.ts');
    // The lint's line and the repair's, each one line: setup stale, tokens' file gone.
    expect(run.summary).toContain(
      '<p><b>Freshness:</b> 0 of 2 covered pages current (0%); 1 stale cover, 1 covering a file gone at HEAD.</p>',
    );
    expect(run.summary).toContain(
      '<p><b>Freshness</b> before this run: 1 of 2 covered pages current (50%); 1 stale cover.</p>',
    );

    // One Tier 3 run, told the stale page and its changed file, fenced.
    expect(llm.accepted).toHaveLength(4);
    const first = JSON.stringify(llm.accepted[0]!.body!.messages);
    expect(first).toContain("This run is the wiki's scheduled repair, not a merge.");
    expect(first).toContain('- guide/setup');
    // The change itself since the page was checked, not two blob ids; a changed fact asks for
    // replace_text.
    expect(first).toContain('  - src/config.ts');
    expect(first).not.toContain(blobOf(CONFIG_TS).slice(0, 12));
    expect(first).toContain(
      JSON.stringify(
        '<untrusted kind="diff" path="src/config.ts">\n@@ -1,1 +1,1 @@\n-export const config = { retries: 3 };\n+export const config = { retries: 5 };\n</untrusted>',
      ).slice(1, -1),
    );
    expect(first).toContain('correct that fact with replace_text');

    // Never a direct commit: the default branch is where it was; one commit on the rolling branch.
    expect(await hub.head()).toBe(main);
    expect(hub.callsTo(ROUTES.createPull)).toHaveLength(1);
    const branch = 'wiki-ingest/updates';
    expect(run.outputs['pull-request-url']).toMatch(/\/pull\/\d+$/);
    expect(run.outputs['commit-sha']).toBe(await hub.head(branch));
    const tokens = (await hub.readFile('wiki/api/tokens.md', branch))!;
    expect(tokens).toContain(`  - src/auth/tokens.ts@${blobOf(TOKENS_TS)}`);
    expect(tokens).toContain('related: [guide/setup]');
    const setup = (await hub.readFile('wiki/guide/setup.md', branch))!;
    expect(setup).toContain(`  - src/config.ts@${blobOf(CONFIG_V2)}`);
    expect(await hub.readFile('wiki/index.md', branch)).toContain(
      '["src/auth/tokens.ts","api/tokens"]',
    );
    // No log entry: the pull request says what the run did.
    expect(await hub.readFile('wiki/log.md', branch)).toBe('# Wiki log\n');
    expect(run.stdout).toMatch(/::notice::wiki-ingest lint-fix process \(Tier 3\)/);
  });

  it('with no stale page, publishes the free repairs alone and calls no model', async () => {
    llm = await startFakeMessagesApi({ replies: [] });
    // A person re-stamps the setup page: only the rename is left to repair.
    const setup = (await hub.readFile('wiki/guide/setup.md'))!;
    await hub.commit({
      message: 'docs(wiki): setup checked',
      write: { 'wiki/guide/setup.md': setup.replace(blobOf(CONFIG_TS), blobOf(CONFIG_V2)) },
    });
    const main = (await hub.head())!;
    const run = await schedule();
    expect(run.code).toBe(0);
    expect(llm.requests).toHaveLength(0);
    expect(await hub.head()).toBe(main);
    expect(run.outputs.reason).toMatch(
      /^lint-fix: 2 free repairs; no stale page to check; no model was called\./,
    );
    expect(await hub.readFile('wiki/api/tokens.md', 'wiki-ingest/updates')).toContain(
      'src/auth/tokens.ts@',
    );
  });
});

describe('dist/index.js, mode: lint with lint-fix under max-pages-changed', () => {
  it('checks the page written longest ago first and names the one left for the next run', async () => {
    // A scene of its own: the file's scene is closed first.
    await server.close();
    hub.remove();
    hub = await GitBackedGitHub.create({ files: coveredRepoFiles() });
    // api/tokens is written again later (its front-matter touched): guide/setup is the older page.
    const tokens = coveredRepoFiles()['wiki/api/tokens.md']!;
    await hub.commit({
      message: 'docs(wiki): tokens reworded',
      write: { 'wiki/api/tokens.md': tokens.replace('How tokens are made', 'How tokens come') },
      author: { name: 'A Person', email: 'person@example.com', date: '2099-01-01T00:00:00Z' },
    });
    await hub.merge({
      title: 'fix: both change',
      write: { 'src/config.ts': CONFIG_V2, 'src/tokens.ts': 'export const token0 = () => 9;\n' },
    });
    server = await hub.listen();
    llm = await startFakeMessagesApi({
      replies: [
        toolCall('read_pages', { slugs: ['guide/setup'] }),
        toolCall('read_source', { path: 'src/config.ts' }),
        toolCall('confirm_page', { slug: 'guide/setup' }),
        toolCall('finish', { summary: 'Setup still holds.' }),
      ],
    });
    const run = await schedule({ 'max-pages-changed': '1' });
    expect(run.code).toBe(0);
    const first = JSON.stringify(llm.accepted[0]!.body!.messages);
    const listed = /<untrusted kind=\\"stale-pages\\">([\s\S]*?)<\/untrusted>/.exec(first)![1]!;
    expect(listed).toContain('- guide/setup');
    expect(listed).not.toContain('- api/tokens');
    expect(run.summary).toMatch(
      /Left for the next run \(1 past max-pages-changed, 1\), oldest stamp first: \\?\[\\?\[api\/tokens\\?\]\\?\]/,
    );
  });
});

// The bundled action end to end through Tier 3: a push that passes Tier 1, triage, the agent
// against the fake Messages API, and publishing against the git-backed fake GitHub
// (GITHUB_API_URL): the wiki read from the branch head's tree, one commit through the Git Data API.
import { runAction } from '../../test-support/bundle/action.js';
import {
  GitBackedGitHub,
  isLedgerCall,
  ROUTES,
  wikiWrites,
} from '../../test-support/github/git-backed-github.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import {
  ingestTokenRotation,
  ROTATION_SOURCE,
  rotationMerge,
} from '../../test-support/token-rotation.js';

const TITLE = 'feat(api): token rotation <script>';
const PAGES = ['wiki/api/token-rotation.md', 'wiki/api/tokens.md', 'wiki/index.md', 'wiki/log.md'];

let hub: GitBackedGitHub;
let merged: { sha: string; number: number };
let event: Awaited<ReturnType<GitBackedGitHub['pushEvent']>>;

beforeEach(async () => {
  ({ hub, merged, event } = await rotationMerge(TITLE));
});
afterEach(() => hub.remove());

/** Runs the bundled action on the push with both fakes listening; closes them afterwards. */
async function ingestRun(
  inputs: Record<string, string> = {},
  opts: { minCacheableTokens?: number } = {},
) {
  const server = await hub.listen();
  const llm = await startFakeMessagesApi({ replies: ingestTokenRotation(), ...opts });
  try {
    const run = await runAction(
      'push',
      event,
      { 'anthropic-api-key': 'sk-ant-e2e', 'max-retries': '0', ...inputs },
      server.url,
      { ANTHROPIC_BASE_URL: llm.url },
    );
    return { run, llm };
  } finally {
    await server.close();
    await llm.close();
  }
}

const bodyOf = <T>(route: string, i = 0) => hub.callsTo(route)[i]!.body as T;

describe('dist/index.js through Tier 3', () => {
  it('publishes one commit through the Git Data API and reports it', async () => {
    const { run, llm } = await ingestRun({}, { minCacheableTokens: 1 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const head = (await hub.head())!;
    expect(run.outputs).toMatchObject({
      decision: 'process',
      tier: '3',
      'likely-type': 'feature',
      'commit-sha': head,
      'pages-changed': JSON.stringify(PAGES),
    });
    expect(run.outputs['pull-request-url']).toBeUndefined();

    // The write path: one tree on base_tree, one commit on the head, one non-forced fast-forward.
    expect(wikiWrites(hub).map((c) => c.route)).toEqual([
      ROUTES.createTree,
      ROUTES.createCommit,
      ROUTES.updateRef,
    ]);
    // Then the ledger, at a ref of its own: its first commit, and the ref created.
    expect(
      hub.calls.filter((c) => c.method !== 'GET' && isLedgerCall(c)).map((c) => c.route),
    ).toEqual([ROUTES.createTree, ROUTES.createCommit, ROUTES.createRef]);
    const ledger = (await hub.readFile('ledger.jsonl', 'refs/wiki-ingest/ledger/wiki'))!
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string; sha?: string; decision?: string });
    // One spend record per model call (Tier 2 and every Tier 3 turn), then how the run ended.
    expect(ledger.map((r) => r.kind)).toEqual([
      'start',
      ...llm.accepted.map(() => 'spend'),
      'wiki-commit',
      'merge',
    ]);
    expect(ledger.at(-2)).toMatchObject({ kind: 'wiki-commit', sha: head });
    expect(ledger.at(-1)).toMatchObject({
      kind: 'merge',
      sha: merged.sha,
      decision: 'process',
      tier: 3,
    });
    const tree = bodyOf<{
      base_tree: string;
      tree: Array<{ path: string; mode: string; content: string }>;
    }>(ROUTES.createTree);
    expect(tree.base_tree).toBe((await hub.git.commit(merged.sha))!.tree);
    expect(tree.tree.map((t) => t.path)).toEqual(PAGES);
    expect(tree.tree.every((t) => t.mode === '100644')).toBe(true);
    expect(await hub.readFile('wiki/api/tokens.md')).toContain(
      'Automatic, see [[api/token-rotation]].',
    );
    expect(await hub.readFile('wiki/log.md')).toMatch(
      /## \[\d{4}-\d{2}-\d{2}\] ingest \| feat\(api\): token rotation \\<script\\>/,
    );
    const commit = (await hub.git.commit(head))!;
    expect(commit.parents).toEqual([merged.sha]);
    expect(commit.message.trimEnd().split('\n').pop()).toBe(`Wiki-Ingest-Source: ${merged.sha}`);
    expect(bodyOf(ROUTES.updateRef)).toEqual({ sha: head, force: false });
    // The root .gitattributes (which files are generated) was read once before triage, and
    // read_source went through the contents API at the merged commit, once: the blob sha the
    // page's covers entry is stamped with comes from the bytes it read.
    expect(hub.callsTo(ROUTES.getContent).map((c) => c.path)).toEqual([
      expect.stringMatching(/contents\/\.gitattributes$/),
      expect.stringMatching(/contents\/src(%2F|\/)api(%2F|\/)tokens\.ts$/),
    ]);
    expect(JSON.stringify(llm.accepted[2]!.body!.messages)).toContain(
      'export function rotate39() {}',
    );
    const blob = (await hub.git.files(merged.sha)).get('src/api/tokens.ts')!.sha;
    const stamped = await Promise.all(PAGES.slice(0, 2).map((p) => hub.readFile(p)));
    expect(stamped.some((text) => text?.includes(`src/api/tokens.ts@${blob}`))).toBe(true);

    // The summary: decision path, tokens by kind, iterations with cache share, linked pages, escaped.
    expect(run.summary).toContain('wiki-ingest: process (Tier 3)');
    expect(run.summary).toContain('Tokens by kind');
    expect(run.summary).toMatch(/Tier 3: 4 iterations, cache-read share \d+\.\d%/);
    expect(run.summary).toContain(
      `href="https://github.com/o/r/blob/${head}/wiki/api/token-rotation.md"`,
    );
    expect(run.summary).not.toContain('<script>');
    expect(run.summary).not.toContain('sk-ant-e2e');
    expect(Buffer.byteLength(run.summary)).toBeLessThan(1024 * 1024);
  });

  it('pull-request mode: creates the rolling branch and one PR', async () => {
    const { run } = await ingestRun({ 'publish-mode': 'pull-request' });
    expect(run.code).toBe(0);
    const pull = hub.pulls.find((p) => p.state === 'open')!;
    expect(run.outputs['pull-request-url']).toBe(`https://github.com/o/r/pull/${pull.number}`);
    expect(bodyOf(ROUTES.createRef)).toEqual({
      ref: 'refs/heads/wiki-ingest/updates',
      sha: merged.sha,
    });
    expect(pull).toMatchObject({ head: { ref: 'wiki-ingest/updates' }, base: { ref: 'main' } });
    expect(run.outputs['commit-sha']).toBe(await hub.head('wiki-ingest/updates'));
    expect(await hub.head()).toBe(merged.sha);
  });

  it('pull-request mode on an existing rolling branch builds on its wiki and updates the one PR', async () => {
    await hub.git.casRef('refs/heads/wiki-ingest/updates', merged.sha, undefined);
    await hub.commit({
      branch: 'wiki-ingest/updates',
      write: {
        'wiki/earlier.md': '# Earlier\n\nA page an earlier run proposed.\n',
        'wiki/log.md': '# Wiki log\n\n## [2026-12-01] ingest | an earlier merge\n',
      },
    });
    const first = await ingestRun({ 'publish-mode': 'pull-request' });
    expect(first.run.code).toBe(0);
    const log = (await hub.readFile('wiki/log.md', 'wiki-ingest/updates'))!;
    expect(log).toContain('## [2026-12-01] ingest | an earlier merge');
    expect(log.match(/^## \[/gm)).toHaveLength(2);
    expect(await hub.readFile('wiki/index.md', 'wiki-ingest/updates')).toContain(
      '[earlier](earlier.md)',
    );
    expect(hub.callsTo(ROUTES.createRef).filter((c) => !isLedgerCall(c))).toEqual([]);

    // The next merge's run finds the one open PR and appends its line (a re-run of the same
    // merge would be already-ingested: the rolling branch's log.md names it).
    const next = await hub.merge({
      title: 'feat(api): rotate tokens on a schedule',
      write: { 'src/api/schedule.ts': ROTATION_SOURCE },
    });
    event = await hub.pushEvent(merged.sha, next.sha);
    const again = await ingestRun({ 'publish-mode': 'pull-request' });
    expect(again.run.code).toBe(0);
    expect(hub.pulls.filter((p) => p.state === 'open')).toHaveLength(1);
    expect(hub.callsTo(ROUTES.updatePull)).toHaveLength(1);
    expect(again.run.outputs['pull-request-url']).toBe(first.run.outputs['pull-request-url']);
  });

  it('builds on a wiki-ingest commit made on the branch after the merge', async () => {
    await hub.commit({
      message: 'docs(wiki): ingest #0',
      write: { 'wiki/log.md': '# Wiki log\n\n## [2026-12-01] ingest | the previous merge\n' },
    });
    const { run } = await ingestRun();
    expect(run.code).toBe(0);
    const log = (await hub.readFile('wiki/log.md'))!;
    expect(log).toContain('## [2026-12-01] ingest | the previous merge');
    expect(log.match(/^## \[/gm)).toHaveLength(2);
  });

  it.each([
    ['while the agent was reading (first attempt)', ROUTES.getContent, 0],
    ['after a 422 (the rebuild)', ROUTES.updateRef, 1],
  ])('publishes nothing when the wiki on main changed %s', async (_, route, commitsBuilt) => {
    let pushed = '';
    hub.fault(route, {
      run: async () =>
        void (pushed = await hub.commit({
          write: { 'src/other.ts': 'x\n', 'wiki/log.md': '# Mine\n' },
        })),
    });
    const { run } = await ingestRun();
    expect(run.code).not.toBe(0);
    expect(run.outputs.reason).toMatch(/^Publishing failed \(commit\): The wiki on "main" changed/);
    expect(run.outputs['commit-sha']).toBeUndefined();
    expect(await hub.head()).toBe(pushed);
    expect(await hub.readFile('wiki/log.md')).toBe('# Mine\n');
    // Nothing is built on a head whose wiki moved: only an attempt before the 422 made a commit.
    expect(hub.callsTo(ROUTES.createCommit).filter((c) => !isLedgerCall(c))).toHaveLength(
      commitsBuilt,
    );
    expect(run.summary).toContain('wiki/log.md (modified)');
    expect(run.summary).not.toContain('src/other.ts');
    expect(run.summary).toMatch(
      /Nothing was published and nothing on (&quot;|")main(&quot;|") was overwritten/,
    );
    expect(run.summary).toContain('Re-run');
  });

  it('dry-run: no write call, the diffs folded in the summary', async () => {
    const { run } = await ingestRun({ 'publish-mode': 'dry-run' });
    expect(run.code).toBe(0);
    expect(hub.writeCalls).toEqual([]);
    expect(await hub.head()).toBe(merged.sha);
    expect(run.outputs['commit-sha']).toBeUndefined();
    expect(run.summary).toContain('<details><summary>Dry run: 4 file(s) would change</summary>');
    expect(run.summary).toContain('+++ b/wiki/api/token-rotation.md');
  });
});

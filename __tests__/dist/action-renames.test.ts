// Covers that tell the truth, through the bundled action on the git-backed fake GitHub: a chore
// rename of a covered file moves the cover with no model call and leaves lint clean; a 2-line fix
// to a covered file reaches Tier 2 (covered-changes: triage) or names the page (note), for at
// most two GitHub API calls more than the same skip on an uncovered file. A merged .gitattributes
// that makes covered files generated would blind the wiki (from then on no change to them reaches
// a model): a `chore:` that only adds such a rule goes on to Tier 2, which sees the rule and the
// pages beside the attribute file's diff, and the summary names them; a merge whose changed files
// are all generated pays no model at all.
import { runAction } from '../../test-support/bundle/action.js';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import {
  blobOf,
  coveredRepoFiles,
  TOKENS_FIXED,
  TOKENS_PAGE,
  TOKENS_TS,
} from '../../test-support/covered-repo.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import {
  GitBackedGitHub,
  ROUTES,
  wikiWrites,
} from '../../test-support/github/git-backed-github.js';
import { text } from '../../test-support/replies.js';

let hub: GitBackedGitHub;
let server: { url: string; close: () => Promise<void> };
let llm: FakeMessagesApi;

beforeEach(async () => {
  hub = await GitBackedGitHub.create({ files: coveredRepoFiles() });
  server = await hub.listen();
  llm = await startFakeMessagesApi({ replies: [] });
});
afterEach(async () => {
  await server.close();
  await llm.close();
  hub.remove();
});

/** The bundled action on the push of `change` (a squash-merged pull request). */
async function pushRun(
  change: Parameters<GitBackedGitHub['merge']>[0],
  inputs: Record<string, string> = {},
) {
  const before = (await hub.head())!;
  const merged = await hub.merge(change);
  const calls = hub.calls.length;
  const run = await runAction(
    'push',
    await hub.pushEvent(before),
    { 'anthropic-api-key': 'sk-ant-covers', 'max-retries': '0', ...inputs },
    server.url,
    { ANTHROPIC_BASE_URL: llm.url },
  );
  return { run, merged, calls: hub.calls.slice(calls) };
}

/** `wiki-ingest lint --json` on a clone of the branch head. */
async function lintAtHead() {
  const dir = await hub.checkout();
  const r = await runNode([CLI, 'lint', '--repo', dir, '--json', '--fail-on', 'error'], cleanEnv());
  return { code: r.code, report: JSON.parse(r.stdout) as { counts: Record<string, number> } };
}

describe('a chore: rename of a covered file', () => {
  it('moves the cover to the new path with its stamp, in a skip-only commit, with no model call; lint is clean', async () => {
    const { run, merged } = await pushRun({
      title: 'chore: move tokens',
      rename: { 'src/tokens.ts': 'src/auth/tokens.ts' },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '1', rule: 'trivial-type' });
    expect(run.outputs.reason).toContain(
      'It renames covered files without changing them — src/tokens.ts (api/tokens) — so their covers move with the next wiki commit.',
    );
    expect(llm.requests).toHaveLength(0);

    // One wiki commit: the page's covers line, the map's covers index and the skip entry.
    expect(wikiWrites(hub).map((c) => c.route)).toEqual([
      ROUTES.createTree,
      ROUTES.createCommit,
      ROUTES.updateRef,
    ]);
    const head = (await hub.head())!;
    expect(run.outputs['commit-sha']).toBe(head);
    const commit = (await hub.git.commit(head))!;
    expect(commit.parents).toEqual([merged.sha]);
    expect(commit.message.trimEnd().split('\n').pop()).toBe(`Wiki-Ingest-Source: ${merged.sha}`);
    const page = (await hub.readFile('wiki/api/tokens.md'))!;
    expect(page).toBe(
      TOKENS_PAGE.replace(
        `src/tokens.ts@${blobOf(TOKENS_TS)}`,
        `src/auth/tokens.ts@${blobOf(TOKENS_TS)}`,
      ),
    );
    expect(await hub.readFile('wiki/index.md')).toContain('["src/auth/tokens.ts","api/tokens"]');
    const log = (await hub.readFile('wiki/log.md'))!;
    // Titled by its pull request (read with the file list: the payload cannot tell a rename).
    expect(log).toContain(`- \`${merged.sha}\` chore: move tokens · Tier 1 trivial-type`);
    expect(log).toContain(
      '  - Covers moved: [[api/tokens]] `src/tokens.ts` → `src/auth/tokens.ts`',
    );
    expect(log).toContain('- Skipped by: trivial-type 1');
    // The ledger records the skip with the commit that logged it.
    const ledger = (await hub.readFile('ledger.jsonl', 'refs/wiki-ingest/ledger/wiki'))!;
    expect(ledger).toContain(`"sha":"${merged.sha}"`);
    expect(ledger).toMatch(
      new RegExp(`"kind":"merge"[^\\n]*"sha":"${merged.sha}"[^\\n]*"decision":"skip"`),
    );

    const lint = await lintAtHead();
    expect(lint.code).toBe(0);
    expect(lint.report.counts).toMatchObject({ 'missing-source': 0, stale: 0, 'index-drift': 0 });

    // The wiki commit's own push is a self-commit: no read at all.
    const calls = hub.calls.length;
    const again = await runAction('push', await hub.pushEvent(merged.sha), {}, server.url);
    expect(again.outputs).toMatchObject({ decision: 'skip', rule: 'self-commit' });
    expect(hub.calls).toHaveLength(calls);
  });

  it('a deleted covered file is dropped from covers and the page said stale in the skip entry', async () => {
    const { run, merged } = await pushRun(
      { title: 'chore: drop tokens', remove: ['src/tokens.ts'] },
      { 'covered-changes': 'note' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'skip', rule: 'trivial-type' });
    expect(llm.requests).toHaveLength(0);
    expect(await hub.readFile('wiki/api/tokens.md')).toBe(
      TOKENS_PAGE.replace(`covers:\n  - src/tokens.ts@${blobOf(TOKENS_TS)}\n`, ''),
    );
    expect(await hub.readFile('wiki/log.md')).toContain(`- \`${merged.sha}\` chore: drop tokens`);
    expect(await hub.readFile('wiki/log.md')).toContain(
      '  - Stale: [[api/tokens]] covers `src/tokens.ts` (deleted; dropped from covers)',
    );
    expect((await lintAtHead()).report.counts['missing-source']).toBe(0);
  });
});

describe('covered-changes', () => {
  const fix = { title: 'fix: off by one', write: { 'src/tokens.ts': TOKENS_FIXED } };

  it('triage (the default): a 2-line fix to a covered file reaches Tier 2, which is told the page', async () => {
    llm.enqueue(
      text(
        '{"reason":"A constant changed; api/tokens still holds.","decision":"skip","likely_type":null}',
      ),
    );
    const { run } = await pushRun(fix);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '2' });
    expect(llm.accepted).toHaveLength(1);
    const sent = JSON.stringify(llm.accepted[0]!.body);
    expect(sent).toContain('covered-changes: small-diff would skip it');
    expect(sent).toContain('api/tokens');
    expect(run.summary).toContain('covered-changes: small-diff would skip it');
  });

  it('note: the skip stands and names the page in the reason, the notice and the summary', async () => {
    const { run } = await pushRun(fix, { 'covered-changes': 'note' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '1', rule: 'small-diff' });
    const named =
      'It changes 1 covered file — src/tokens.ts (api/tokens): those pages may now be stale (covered-changes: note).';
    expect(run.outputs.reason).toContain(named);
    expect(run.stdout).toContain(`::notice::wiki-ingest skip (Tier 1): small-diff:`);
    expect(run.stdout).toContain(named);
    expect(run.summary).toContain('src/tokens.ts (api/tokens)');
    expect(llm.requests).toHaveLength(0);
    // Nothing is written: the skip is logged, Stale line and all, with the next wiki commit.
    expect(wikiWrites(hub)).toEqual([]);
  });

  it('a note skip costs at most two GitHub API calls more than the same skip on an uncovered file', async () => {
    const covered = await pushRun(fix, { 'covered-changes': 'note' });
    const uncovered = await pushRun(
      { title: 'fix: off by one', write: { 'src/other.ts': 'export const other = 2;\n' } },
      { 'covered-changes': 'note' },
    );
    const marker = await pushRun(
      { title: 'fix: off by one [skip wiki]', write: { 'src/tokens.ts': TOKENS_TS } },
      { 'covered-changes': 'note' },
    );
    for (const r of [covered, uncovered, marker]) expect(r.run.outputs.decision).toBe('skip');
    const routes = (r: typeof covered) => r.calls.map((c) => c.route);
    expect(routes(covered).length).toBeLessThanOrEqual(routes(uncovered).length + 2);
    // The one read covered-changes adds: the map file at the merged commit.
    const reads = covered.calls.filter((c) => c.route === ROUTES.getContent);
    expect(reads.map((c) => c.params.path)).toEqual(['wiki/index.md']);
    // A rule covered-changes never overrules reads nothing for it.
    expect(routes(marker)).toEqual([]);
  });

  it('a docs: merge the payload alone decides reads only the covers index', async () => {
    const { run, calls } = await pushRun(
      { title: 'docs: typo', write: { 'docs/setup.md': '# Setup\n\nInstall it, then run it.\n' } },
      { 'covered-changes': 'note' },
    );
    expect(run.outputs).toMatchObject({ decision: 'skip', rule: 'trivial-type' });
    expect(run.outputs.reason).toContain('docs/setup.md (guide/setup)');
    expect(calls.map((c) => c.route)).toEqual([ROUTES.getContent]);
  });
});

describe('a .gitattributes change that makes covered files generated', () => {
  it('goes on to Tier 2, which sees the rule and the pages, and the summary names them', async () => {
    llm.enqueue(text('{"reason":"Only attributes change.","decision":"skip","likely_type":null}'));
    const { run } = await pushRun({
      title: 'chore: mark src generated',
      write: { '.gitattributes': '*.png binary\nsrc/** linguist-generated\n' },
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    // Tier 1 would skip a chore; the rule it adds hides covered files, so Tier 2 decides.
    expect(run.outputs).toMatchObject({ decision: 'skip', tier: '2' });
    expect(llm.requests).toHaveLength(1);
    const asked = JSON.stringify(llm.accepted[0]!.body);
    expect(asked).toContain('[its change hides covered files: .gitattributes');
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
    await hub.commit({ write: { '.gitattributes': 'gen/** linguist-generated\n' } });
    const { run } = await pushRun({
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

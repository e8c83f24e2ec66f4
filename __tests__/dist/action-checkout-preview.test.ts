// A checkout is a source: the bundled action given a GITHUB_WORKSPACE that holds the merge, in
// publish-mode dry-run, previews a push through Tiers 1–3 with the GitHub API unreachable — the
// merge, the wiki and the sources read from git, the ledger not read — and writes the summary.
import { runAction, type Run } from '../../test-support/bundle/action.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { startFakeMessagesApi } from '../../test-support/fake-messages-api.js';
import { ingestTokenRotation, rotationMerge } from '../../test-support/token-rotation.js';

/** Nothing listens there: any GitHub API call fails to connect. */
const UNREACHABLE = 'http://127.0.0.1:9';

let hub: GitBackedGitHub;
let run: Run;
let prompts: string;

beforeAll(async () => {
  const scene = await rotationMerge('feat(api): token rotation');
  hub = scene.hub;
  const llm = await startFakeMessagesApi({ replies: ingestTokenRotation() });
  try {
    run = await runAction(
      'push',
      scene.event,
      { 'anthropic-api-key': 'sk-ant-e2e', 'max-retries': '0', 'publish-mode': 'dry-run' },
      UNREACHABLE,
      { ANTHROPIC_BASE_URL: llm.url, GITHUB_WORKSPACE: await hub.checkout(scene.merged.sha) },
    );
    prompts = JSON.stringify(llm.accepted.map((r) => r.body));
  } finally {
    await llm.close();
  }
});
afterAll(() => hub.remove());

describe('dist/index.js in dry-run from a checkout', () => {
  it('runs Tiers 1–3 with no GitHub API call and writes the summary', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'process', tier: '3' });
    expect(run.outputs['commit-sha']).toBeUndefined();
    // The fake GitHub never listened: a call would have failed the run. Nothing was asked of it.
    expect(hub.calls).toEqual([]);
    expect(run.summary).toContain('wiki-ingest: process (Tier 3)');
    expect(run.summary).toContain('<tr><td>2</td><td>process</td>');
    // The merge's diff and read_source came from git; the would-be pages are in the diffs.
    expect(prompts).toContain('+export function rotate39() {}');
    // read_source's answer (a line of the file, not of the diff): served from the checkout.
    expect(prompts).toContain('\\nexport function rotate20() {}');
    expect(run.summary).toContain('wiki/api/token-rotation.md');
    expect(run.summary).toContain('Automatic, see [[api/token-rotation]].');
    expect(run.summary).toContain('the ledger read was skipped');
  });
});

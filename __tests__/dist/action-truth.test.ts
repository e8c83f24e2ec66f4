// The bundled action (dist/index.js, spawned as the runner runs it) tells what a run did, not what
// the agent claims: its edit and its confirm are refused and it finishes claiming both. The job
// summary leads with "no page changed", lists both refusals and the pages left stale, and quotes
// the finish text as the agent's words; the notice, the outputs and log.md say the same.
import { runPushOnHub } from '../../test-support/bundle/hub-run.js';
import { mergedHub } from '../../test-support/github/merged-hub.js';
import type { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { CLAIM, FILES, MERGE, REFUSED, TRIAGE } from '../../test-support/truthful-run.js';

let hub: GitBackedGitHub;
afterEach(() => hub?.remove());

it('leads the summary, the notice, the outputs and log.md with what the run did', async () => {
  const made = await mergedHub(FILES, MERGE);
  hub = made.hub;
  const { run } = await runPushOnHub(hub, made.event, [TRIAGE, ...REFUSED]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const outcome =
    'no page changed; 2 tool calls refused (replace_text 1, confirm_page 1); 2 covering pages left stale (api/limits, guides/quotas).';
  expect(run.outputs).toMatchObject({ decision: 'process', tier: '3', reason: outcome });
  expect(JSON.parse(run.outputs['stale-pages']!)).toEqual([
    { slug: 'api/limits', path: 'src/api/limits.ts' },
    { slug: 'guides/quotas', path: 'src/api/limits.ts' },
  ]);
  expect(run.stdout).toContain(`::notice::wiki-ingest process (Tier 3): ${outcome}`);
  expect(run.summary).toMatch(/^<h2>[^<]*<\/h2>\n<p><b>Outcome:<\/b> no page changed; /);
  expect(run.summary).toMatch(/<li>replace_text api\/limits: [^<]*would add a section heading/);
  expect(run.summary).toMatch(/<li>confirm_page guides\/quotas: [^<]*was not read in this run/);
  expect(run.summary).toContain(
    '<b>The agent says:</b> “api/limits: documented that an account holds at most 10 tokens.',
  );
  expect(run.summary).not.toContain('<b>Reason:</b>');
  const log = (await hub.readFile('wiki/log.md'))!;
  expect(log).toContain('- Outcome: no page changed\n');
  expect(log).toMatch(/- Refused: 2 tool calls refused \(replace_text 1, confirm_page 1\): /);
  expect(log).toContain('- Left stale: [[guides/quotas]] covers `src/api/limits.ts`');
  expect(log).toContain(`- The agent says: ${CLAIM}`);
  expect(await hub.readFile('wiki/api/limits.md')).toBe(FILES['wiki/api/limits.md']);
});

// A person's page keeps its words: the bundled action (dist/index.js, spawned the way the runner
// runs it) ingests a merge that changes one fact described in a 40-line page a person wrote. The
// agent corrects that fact with replace_text, and the commit it publishes changes one line of the
// page's text — the front-matter gains only the merge in `sources` — and the job summary says so.
import { runPushOnHub } from '../../test-support/bundle/hub-run.js';
import { mergedHub } from '../../test-support/github/merged-hub.js';
import { GitBackedGitHub } from '../../test-support/github/git-backed-github.js';
import { text, toolCall } from '../../test-support/replies.js';
import { unifiedDiff } from '../../src/publish/unified-diff.js';

/** Forty lines of a person's prose, the fact on line 21, front-matter as a person would write it. */
const FRONT =
  '---\ntitle: Token limits\ndescription: How many tokens an account may hold.\ntype: entity\n---\n';
const BODY = [
  '# Token limits',
  '',
  'Tokens are cheap to create, but each one is a door into the account.',
  'We keep their number small on purpose — fewer doors, fewer surprises.',
  '',
  ...Array.from(
    { length: 14 },
    (_, i) => `Note ${i + 1}: a line written by hand, with *its own* phrasing.`,
  ),
  '',
  '## Limits',
  '',
  'Each account holds at most 5 tokens.',
  'Ask support, politely, if that is not enough.',
  '',
  ...Array.from({ length: 13 }, (_, i) => `Detail ${i + 1}: kept exactly as its author wrote it.`),
  '',
  'Last reviewed by the platform team.',
];
const PAGE = `${FRONT}${BODY.join('\n')}\n`;

let hub: GitBackedGitHub;
afterEach(() => hub?.remove());

it('publishes a one-fact change to a 40-line page a person wrote as one changed line', async () => {
  expect(BODY).toHaveLength(40);
  const {
    hub: made,
    merged,
    event,
  } = await mergedHub(
    {
      'src/api/limits.ts': 'export const MAX_TOKENS = 5;\n',
      'wiki/api/limits.md': PAGE,
      'wiki/log.md': '# Wiki log\n',
    },
    {
      title: 'fix(api): raise the token limit to 10',
      write: { 'src/api/limits.ts': 'export const MAX_TOKENS = 10;\n' },
    },
  );
  hub = made;
  const { run } = await runPushOnHub(hub, event, [
    text(
      '{"reason":"src/api/limits.ts raises MAX_TOKENS; api/limits states the limit.","decision":"process","likely_type":"entity"}',
    ),
    toolCall('read_section', { slug: 'api/limits', heading: 'Limits' }),
    toolCall('replace_text', {
      slug: 'api/limits',
      old: 'Each account holds at most 5 tokens.',
      new: 'Each account holds at most 10 tokens.',
    }),
    toolCall('finish', { summary: 'api/limits: the token limit is now 10.' }),
  ]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ decision: 'process', tier: '3' });

  const after = (await hub.readFile('wiki/api/limits.md'))!;
  // The published diff of the page: one changed line of text, and the merge added to `sources`.
  const changed = unifiedDiff('wiki/api/limits.md', PAGE, after)
    .split('\n')
    .filter((l) => /^[-+](?![-+]{2} )/.test(l));
  expect(changed).toEqual([
    '+sources:',
    `+  - commit ${merged.sha}`,
    '-Each account holds at most 5 tokens.',
    '+Each account holds at most 10 tokens.',
  ]);
  // Every other byte of the body is the person's.
  expect(after.slice(after.indexOf('\n---\n') + 5)).toBe(
    `${BODY.join('\n')}\n`.replace('at most 5 tokens', 'at most 10 tokens'),
  );
  // The job summary states the lines kept, changed and added.
  expect(run.summary).toContain('(updated: 39 lines kept · 1 changed · 0 added)');
});

// A merge whose changed file two pages cover, and the agent turns the tests of a truthful run
// play over it: one where the agent's edit and confirm are both refused and it finishes claiming
// both (told once, before its finish is accepted, that both pages are still unstamped); one where
// it corrects one page and leaves the other. The CLI, the bundled action and the in-process runs
// share these, so each asserts the same claims about what the run did.
import { blobId } from '../src/wiki/blob-id.js';
import { text, toolCall, type Script } from './replies.js';

/** The limits file before the merge: both pages were last checked against this version. */
const LIMITS_BEFORE = 'export const MAX_TOKENS = 5;\n';
const STAMP = blobId(Buffer.from(LIMITS_BEFORE));

/** The page a person wrote about the limit the merge raises. */
export const LIMITS_PAGE = [
  '---',
  'title: Token limits',
  'description: How many tokens an account may hold.',
  'type: entity',
  'covers:',
  `  - src/api/limits.ts@${STAMP}`,
  '---',
  '# Token limits',
  '',
  'Tokens are cheap to create.',
  '',
  '## Limits',
  '',
  'Each account holds at most 5 tokens.',
  '',
].join('\n');

/** A second page covering the same file; nothing in it is about the number. */
export const QUOTAS_PAGE = [
  '---',
  'title: Quotas',
  'description: Where the account quotas are set.',
  'type: guide',
  'covers:',
  `  - src/api/limits.ts@${STAMP}`,
  '---',
  '# Quotas',
  '',
  '## Where',
  '',
  'Quotas live in src/api/limits.ts.',
  '',
].join('\n');

/** The repository before the merge: the merge's diff is the whole change since the pages' stamp. */
export const FILES: Record<string, string> = {
  'src/api/limits.ts': LIMITS_BEFORE,
  'wiki/api/limits.md': LIMITS_PAGE,
  'wiki/guides/quotas.md': QUOTAS_PAGE,
  'wiki/log.md': '# Wiki log\n',
};

/** The merge: the limit raised. */
export const MERGE = {
  title: 'fix(api): raise the token limit to 10',
  write: { 'src/api/limits.ts': 'export const MAX_TOKENS = 10;\n' },
};

/** Tier 2's answer, for a run that calls it. */
export const TRIAGE = text(
  '{"reason":"src/api/limits.ts raises MAX_TOKENS; api/limits states it.","decision":"process","likely_type":"entity"}',
);

/** What the agent claims when it finishes, whatever it did. */
export const CLAIM =
  'api/limits: documented that an account holds at most 10 tokens. guides/quotas re-checked: still true.';

/**
 * The agent's edit would add a section heading and its confirm names a page it never read: both
 * refused. It finishes claiming both; held once (both pages still unstamped), it finishes again.
 */
export const REFUSED: Script[] = [
  toolCall('read_section', { slug: 'api/limits', heading: 'Limits' }),
  {
    content: [
      {
        type: 'tool_use',
        name: 'replace_text',
        input: {
          slug: 'api/limits',
          old: 'Each account holds at most 5 tokens.',
          new: 'Each account holds at most 10 tokens.\n\n## Raising it\n\nAsk support.',
        },
      },
      { type: 'tool_use', name: 'confirm_page', input: { slug: 'guides/quotas' } },
    ],
  },
  toolCall('finish', { summary: CLAIM }),
  toolCall('finish', { summary: CLAIM }),
];

/** The agent corrects api/limits and leaves guides/quotas; held once, it finishes anyway. */
export const ONE_OF_TWO: Script[] = [
  toolCall('read_section', { slug: 'api/limits', heading: 'Limits' }),
  toolCall('replace_text', {
    slug: 'api/limits',
    old: 'Each account holds at most 5 tokens.',
    new: 'Each account holds at most 10 tokens.',
  }),
  toolCall('finish', { summary: CLAIM }),
  toolCall('finish', { summary: CLAIM }),
];

/** The first words of the reminder a held finish answers with. */
export const REMINDER = 'finish was not accepted yet (this reminder comes once)';

// An answer worth saving (`/wiki save`, or a writer's 👍) and the model's script that archives it:
// Tier 2's JSON decision, then the ingest agent's page and finish.
import { text, toolCall, type Script } from './replies.js';

/** A long answer citing two pages, as the ask model writes it. */
export const ANSWER =
  'Tokens rotate on demand [[api/tokens]]: the old token keeps working for a grace period of 24 hours so clients can switch, ' +
  'and a retried rotation request with the same Idempotency-Key returns the same new token instead of minting a second one ' +
  '[[concepts/idempotency]]. Rotation therefore never locks a tenant out, and a client that lost the response can safely retry.';

/** Tier 2's answer: archive or skip, with its reason and target. */
export const tier2 = (
  decision: string,
  target = 'new',
  reason = 'It explains the grace period and retries.',
): Script => text(JSON.stringify({ decision, reason, target }));

/** Tier 3's calls: a concept page on token rotation (`related` as given), then finish. */
export const archivePage = (related: string[] = []): Script[] => [
  toolCall('create_page', {
    slug: 'concepts/token-rotation',
    type: 'concept',
    title: 'Token rotation',
    description: 'How a rotation keeps the old token for 24 hours and is safe to retry.',
    tags: ['api'],
    related,
    body: '# Token rotation\n\nA rotated token keeps working for 24 hours; a retried rotation with the same key returns the same token.\n',
  }),
  toolCall('finish', { summary: 'Archived the answer on token rotation.' }),
];

/** The whole script of an archived answer: Tier 2 says archive, Tier 3 writes the page. */
export const archiving = (related: string[] = []): Script[] => [
  tier2('archive'),
  ...archivePage(related),
];

// The deep lint's scripted model and its scenario: two pages covering the same file that state
// incompatible token lifetimes, a third linking both, and a fake Messages API answering each
// deep-pass request by its focus page (as a real model would, from the request alone).
import type { Script } from './fake-messages-api.js';
import { coveringPage } from './lint-pages.js';
import { text } from './replies.js';

export const TOKENS_SOURCE = 'export const TTL_DAYS = 30;\n';

/** The wiki: `api/tokens` and `guides/auth` cover src/api/tokens.ts and disagree. */
export function contradictingWiki(): Record<string, string> {
  const covers = { 'src/api/tokens.ts': TOKENS_SOURCE };
  return {
    'wiki/api/tokens.md': coveringPage(
      'Tokens',
      covers,
      'API tokens are scoped to one tenant.\n\nTokens expire after 30 days and are rotated by the owner.\n\nSee [[guides/auth]] and [[overview]].',
    ),
    'wiki/guides/auth.md': coveringPage(
      'Authentication',
      covers,
      'Send the token in the Authorization header; it names the tenant.\n\nTokens never expire unless revoked by an admin.\n\nSee [[api/tokens]] and [[overview]].',
    ),
    'wiki/overview.md': coveringPage(
      'Overview',
      {},
      'Every request carries a token for one tenant; see [[api/tokens]] and [[guides/auth]].',
    ),
  };
}

/** What the model answers for each focus page. */
export const DEEP_ANSWERS: Record<string, unknown> = {
  'api/tokens': {
    contradictions: [
      {
        page: 'guides/auth',
        quote: 'Tokens expire after 30 days and are rotated by the owner.',
        other_quote: 'Tokens never expire unless revoked by an admin.',
      },
      { page: 'overview', quote: 'API tokens are scoped to one tenant.', other_quote: 'invented' },
    ],
    concepts: ['tenant'],
  },
  'guides/auth': {
    contradictions: [
      {
        page: 'api/tokens',
        quote: 'Tokens never expire unless revoked by an admin.',
        other_quote: 'Tokens expire after 30 days and are rotated by the owner.',
      },
    ],
    concepts: [],
  },
  overview: { contradictions: [], concepts: ['request'] },
};

/** The focus page a deep-pass request names. */
export function focusOf(body: { messages?: unknown }): string | null {
  const messages = body.messages as { content: string }[] | undefined;
  return /^Focus page: (\S+?)\./.exec(messages?.[0]?.content ?? '')?.[1] ?? null;
}

/**
 * A reply function for the fake: each request answered by its focus page's scripted answer, as
 * structured output returns it (the JSON object alone).
 */
export const deepReplies =
  (answers: Record<string, unknown> = DEEP_ANSWERS) =>
  (body: { messages?: unknown }): Script =>
    text(JSON.stringify(answers[focusOf(body) ?? ''] ?? { contradictions: [], concepts: [] }));

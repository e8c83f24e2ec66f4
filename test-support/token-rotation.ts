// The merge the end-to-end tests tell most: token rotation lands in `src/api/tokens.ts`, and the
// agent documents it with a new page and an updated Rotation section of the tokens page. One
// telling, so the bundled action's runs (through Tier 3, the wiki read from the branch head)
// script the same agent.
import type { Script } from './fake-messages-api.js';
import { toolCall } from './replies.js';

/** The tokens page before the merge: front-matter, a title and a Rotation section. */
export const TOKENS_PAGE =
  '---\ntitle: Tokens\ndescription: API tokens.\ntype: entity\n---\n# Tokens\n\n## Rotation\n\nManual.\n';

/**
 * The agent documents the merge: one new page and a read of the section it will replace (one
 * turn), the updated section, then it finishes.
 */
export const documentTokenRotation = (): Script[] => [
  {
    content: [
      {
        type: 'tool_use',
        name: 'create_page',
        input: {
          slug: 'api/token-rotation',
          type: 'feature',
          title: 'Token rotation',
          description: 'Automatic token rotation.',
          tags: ['api'],
          related: ['api/tokens'],
          body: '# Token rotation\n\nSee [[api/tokens]].\n',
        },
      },
      {
        type: 'tool_use',
        name: 'read_section',
        input: { slug: 'api/tokens', heading: 'Rotation' },
      },
    ],
  },
  toolCall('update_page', {
    slug: 'api/tokens',
    section: 'Rotation',
    body: 'Automatic, see [[api/token-rotation]].',
  }),
  toolCall('finish', { summary: 'Documented token rotation.' }),
];

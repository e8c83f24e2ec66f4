// The merge the end-to-end tests tell most: token rotation lands in `src/api/tokens.ts`, and the
// agent documents it with a new page and an updated Rotation section of the tokens page. One
// telling, so the bundled action's runs (through Tier 3, the wiki read from the branch head)
// script the same agent.
import type { Script } from './fake-messages-api.js';
import { mergedHub } from './github/merged-hub.js';
import { text, toolCall } from './replies.js';

/** The tokens page before the merge: front-matter, a title and a Rotation section. */
export const TOKENS_PAGE =
  '---\ntitle: Tokens\ndescription: API tokens.\ntype: entity\n---\n# Tokens\n\n## Rotation\n\nManual.\n';

/** The merged tokens source: 40 functions, so Tier 1 lets the merge through. */
export const ROTATION_SOURCE = Array.from(
  { length: 40 },
  (_, i) => `export function rotate${i}() {}`,
).join('\n');

/** The repository before the merge: the tokens source, its page and an empty log.md. */
export const TOKENS_REPO: Record<string, string> = {
  'src/api/tokens.ts': 'export function rotate() {}\n',
  'wiki/api/tokens.md': TOKENS_PAGE,
  'wiki/log.md': '# Wiki log\n',
};

/** A git-backed hub holding `files`, the merge that lands ROTATION_SOURCE in it, and its push. */
export const rotationMerge = (title = 'feat(api): token rotation', files = TOKENS_REPO) =>
  mergedHub(files, { title, write: { 'src/api/tokens.ts': ROTATION_SOURCE } });

/**
 * The agent calls `first` (one call or several) and reads the tokens page's Rotation section in
 * one turn, replaces that section with `body`, then finishes with `summary`.
 */
export function rewriteRotation(
  first:
    | { name: string; input: Record<string, unknown> }
    | { name: string; input: Record<string, unknown> }[],
  body: string,
  summary: string,
): Script[] {
  const calls = [
    ...(Array.isArray(first) ? first : [first]),
    { name: 'read_section', input: { slug: 'api/tokens', heading: 'Rotation' } },
  ];
  return [
    {
      content: calls.map(({ name, input }) => ({ type: 'tool_use', name, input: input as never })),
    },
    toolCall('update_page', { slug: 'api/tokens', section: 'Rotation', body }),
    toolCall('finish', { summary }),
  ];
}

/**
 * The agent documents the merge: one new page and a read of the section it will replace (one
 * turn), the updated section, then it finishes.
 */
export const documentTokenRotation = (): Script[] =>
  rewriteRotation(
    [
      // A new page covers a file seen whole: read first, in the same turn.
      { name: 'read_source', input: { path: 'src/api/tokens.ts' } },
      {
        name: 'create_page',
        input: {
          slug: 'api/token-rotation',
          type: 'feature',
          title: 'Token rotation',
          description: 'Automatic token rotation.',
          tags: ['api'],
          related: ['api/tokens'],
          body: '# Token rotation\n\nSee [[api/tokens]].\n',
          // The file the agent read whole.
          covers: ['src/api/tokens.ts'],
        },
      },
    ],
    'Automatic, see [[api/token-rotation]].',
    'Documented token rotation.',
  );

/** Triage lets the merge through; the agent reads the source, then documents it. */
export const ingestTokenRotation = (): Script[] => [
  text('{"decision":"process","reason":"New API behaviour.","likely_type":"feature"}'),
  toolCall('read_source', { path: 'src/api/tokens.ts' }),
  ...documentTokenRotation(),
];

/** The agent reads the tokens source and the Rotation section, then makes rotation automatic. */
export const rotationFromSource = (): Script[] =>
  rewriteRotation(
    { name: 'read_source', input: { path: 'src/api/tokens.ts' } },
    'Automatic; see `rotate0`.',
    'Rotation is automatic.',
  );

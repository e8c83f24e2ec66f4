// Covers that tell the truth, through the bundled action on the git-backed fake GitHub: a
// repository whose build output is marked generated (.gitattributes `dist/** linguist-generated`),
// with a source map and a CHANGELOG. The agent reads five files and declares two; the page covers
// exactly those two, stamped at the merged commit; a file it declares without reading it is refused
// (a tool error, the run goes on); no request body carries the source map's text, nor the bundle's.
import { runPushOnHub } from '../../test-support/bundle/hub-run.js';
import { mergedHub } from '../../test-support/github/merged-hub.js';
import { GitBackedGitHub, ROUTES } from '../../test-support/github/git-backed-github.js';
import type { Script } from '../../test-support/fake-messages-api.js';
import { text, toolCall } from '../../test-support/replies.js';

/** The page as an older version left it: covering the bundle it read, a generated file. */
const TOKENS_PAGE = `---\ntitle: Tokens\ndescription: API tokens.\ntype: entity\ncovers:\n  - dist/index.js@${'0'.repeat(40)}\n---\n# Tokens\n\n## Rotation\n\nManual.\n`;
const lines = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => `export const ${name}${i} = () => ${i};`).join('\n') + '\n';
/** One source-map line of ~40,000 characters, as a bundler writes it; its text must reach no model. */
const SOURCE_MAP = `{"version":3,"sources":["../src/api/tokens.ts"],"mappings":"${'SECRETMAPPING;'.repeat(2900)}"}`;
const BUNDLE = 'var BUNDLEDCODE=1;\n//# sourceMappingURL=index.js.map\n';

const READ = ['src/api/tokens.ts', 'src/api/scopes.ts', 'src/util.ts', 'README.md', 'CHANGELOG.md'];

const script = (): Script[] => [
  text('{"reason":"src/api/tokens.ts adds rotation.","decision":"process","likely_type":"entity"}'),
  {
    content: [
      ...READ.map((path) => ({ type: 'tool_use' as const, name: 'read_source', input: { path } })),
      { type: 'tool_use', name: 'read_source', input: { path: 'dist/index.js.map' } },
      {
        type: 'tool_use',
        name: 'read_section',
        input: { slug: 'api/tokens', heading: 'Rotation' },
      },
    ],
  },
  // Declares a file it never read: refused, nothing written, the run goes on.
  toolCall('update_page', {
    slug: 'api/tokens',
    section: 'Rotation',
    body: 'Tokens rotate daily (`rotate0`), within their scopes.',
    covers: ['src/api/tokens.ts', 'src/api/scopes.ts', 'src/api/keys.ts'],
  }),
  toolCall('update_page', {
    slug: 'api/tokens',
    section: 'Rotation',
    body: 'Tokens rotate daily (`rotate0`), within their scopes.',
    covers: ['src/api/tokens.ts', 'src/api/scopes.ts'],
  }),
  toolCall('finish', { summary: 'Rotation is automatic.' }),
];

let hub: GitBackedGitHub;
afterEach(() => hub?.remove());

describe('dist/index.js: declared covers and generated files', () => {
  it('covers exactly the two files declared of five read; refuses an unread one; shows no generated file to any model', async () => {
    const {
      hub: made,
      merged,
      event,
    } = await mergedHub(
      {
        '.gitattributes': '# build output\ndist/** linguist-generated\n',
        'README.md': '# r\n\nAn API.\n',
        'CHANGELOG.md': '# Changelog\n',
        'src/api/tokens.ts': 'export const rotate = () => 0;\n',
        'src/api/scopes.ts': lines('scope', 3),
        'src/api/keys.ts': lines('key', 2),
        'src/util.ts': lines('util', 2),
        'dist/index.js': 'var a=0;\n',
        'dist/index.js.map': '{}\n',
        'wiki/api/tokens.md': TOKENS_PAGE,
        'wiki/log.md': '# Wiki log\n',
      },
      {
        title: 'feat(api): token rotation',
        write: {
          'src/api/tokens.ts': lines('rotate', 40),
          'CHANGELOG.md': '# Changelog\n\n## Unreleased\n\n- Token rotation.\n',
          'dist/index.js': BUNDLE,
          'dist/index.js.map': SOURCE_MAP,
        },
      },
    );
    hub = made;
    const { run, llm } = await runPushOnHub(hub, event, script());
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.outputs).toMatchObject({ decision: 'process', tier: '3' });

    // The page covers exactly the two files declared, each stamped with its blob at the merged commit.
    const files = await hub.git.files(merged.sha);
    const page = (await hub.readFile('wiki/api/tokens.md'))!;
    const covers = page.slice(page.indexOf('covers:'), page.indexOf('\n---', 4));
    expect(covers).toBe(
      `covers:\n  - src/api/scopes.ts@${files.get('src/api/scopes.ts')!.sha}\n  - src/api/tokens.ts@${files.get('src/api/tokens.ts')!.sha}`,
    );
    expect(page).toContain('Tokens rotate daily');

    // The unread file was refused with its fix, and the agent's next turn went on.
    const results = llm.accepted.map((r) => JSON.stringify(r.body?.messages ?? []));
    const refusal = results.find((r) => r.includes('src/api/keys.ts\\" was not read'));
    expect(refusal).toBeDefined();
    expect(refusal).toContain(
      'a new cover needs the whole file seen in this run: \\"src/api/keys.ts\\" was not read in this run: read it whole with read_source',
    );
    expect(llm.accepted).toHaveLength(script().length);
    // read_source refused the source map without reading it.
    expect(results.at(-1)).toContain(
      'dist/index.js.map\\" is generated (ignore-paths \\"**/*.map\\"): generated files are never shown',
    );

    // No request body carries the source map's text or the bundle's: not triage's, not the agent's.
    for (const r of llm.accepted) {
      expect(r.raw).not.toContain('SECRETMAPPING');
      expect(r.raw).not.toContain('BUNDLEDCODE');
    }
    // Both are listed by name and counts, after the source files, with the rule that said so.
    const first = JSON.stringify(llm.accepted[1]!.body!.messages);
    const at = (path: string) => first.indexOf(`modified ${path} (`);
    expect(Math.max(at('CHANGELOG.md'), at('src/api/tokens.ts'))).toBeLessThan(
      Math.min(at('dist/index.js'), at('dist/index.js.map')),
    );
    expect(at('CHANGELOG.md')).toBeGreaterThan(-1);
    // A page covering a generated file is not named as one to check first.
    expect(first).not.toContain('Pages covering the changed files');
    expect(first).toContain(
      'modified dist/index.js (+2 -1) [generated: .gitattributes \\"dist/** linguist-generated\\"; never shown]',
    );
    expect(first).toContain('[generated: ignore-paths \\"**/*.map\\"; never shown]');

    // .gitattributes was read once, through the contents API at the merged commit; the map never.
    const contents = hub.callsTo(ROUTES.getContent).map((c) => decodeURIComponent(c.path));
    expect(contents.filter((p) => p.includes('.gitattributes'))).toHaveLength(1);
    expect(contents.some((p) => p.endsWith('index.js.map'))).toBe(false);

    // The summary's files table names the rule that made each generated file so.
    expect(run.summary).toContain(
      'generated by .gitattributes &quot;dist/** linguist-generated&quot;, never shown',
    );
    expect(run.summary).toContain('generated by ignore-paths &quot;**/*.map&quot;, never shown');
  });
});

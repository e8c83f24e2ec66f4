// The bundled action end to end through Tier 3: a push that passes Tier 1, triage, the agent
// against the fake Messages API, and publishing against the fake GitHub API (GITHUB_API_URL).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../support/action.js';
import { apiFile, FakeGitData, FakeGitHub } from '../support/fake-github.js';
import { startFakeMessagesApi, type Script } from '../../test-support/fake-messages-api.js';

const SHA = 'd'.repeat(40);
const HEAD = 'e'.repeat(40);

const headCommit = {
  id: SHA,
  message: 'feat(api): token rotation <script>',
  author: { name: 'Ann', username: 'ann' },
  added: [],
  removed: [],
  modified: ['src/api/tokens.ts'],
};

const push = {
  ref: 'refs/heads/main',
  before: 'a'.repeat(40),
  after: SHA,
  repository: { default_branch: 'main' },
  head_commit: headCommit,
  commits: [headCommit],
};

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-ws-'));
  mkdirSync(join(dir, 'wiki/api'), { recursive: true });
  writeFileSync(
    join(dir, 'wiki/api/tokens.md'),
    '---\ntitle: Tokens\ndescription: API tokens.\ntype: entity\n---\n# Tokens\n\n## Rotation\n\nManual.\n',
  );
  writeFileSync(join(dir, 'wiki/log.md'), '# Wiki log\n');
  return dir;
}

const tool = (name: string, input: Record<string, unknown>): Script => ({
  content: [{ type: 'tool_use', name, input: input as never }],
});

const replies = (): Script[] => [
  { content: [{ type: 'text', text: '{"decision":"process","reason":"New API behaviour.","likely_type":"feature"}' }] },
  tool('read_source', { path: 'src/api/tokens.ts' }),
  tool('create_page', {
    slug: 'api/token-rotation',
    type: 'feature',
    title: 'Token rotation',
    description: 'Automatic token rotation.',
    tags: ['api'],
    related: ['api/tokens'],
    body: '# Token rotation\n\nSee [[api/tokens]].\n',
  }),
  tool('update_page', { slug: 'api/tokens', section: 'Rotation', body: 'Automatic, see [[api/token-rotation]].' }),
  tool('finish', { summary: 'Documented token rotation.' }),
];

function github(publish: (gh: FakeGitHub) => FakeGitHub): FakeGitHub {
  const gh = new FakeGitHub()
    .on('GET', '/repos/:owner/:repo/compare/:basehead', () => ({
      body: {
        files: [apiFile('src/api/tokens.ts', 40, 2)],
        commits: [{ sha: SHA, commit: { message: 'feat(api): token rotation <script>' } }],
        total_commits: 1,
      },
    }))
    .on('GET', '/repos/:owner/:repo/commits/:sha/pulls', () => ({ body: [] }))
    .on('GET', '/repos/:owner/:repo/contents/:path', (req) =>
      // Octokit sends the path URL-encoded (`src%2Fapi%2Ftokens.ts`); the fake decodes params.
      req.params.path === 'src/api/tokens.ts'
        ? { body: { type: 'file', encoding: 'base64', size: 28, content: Buffer.from('export function rotate() {}\n').toString('base64') } }
        : { status: 404, body: { message: 'Not Found' } },
    );
  return publish(gh);
}

/** Git Data API routes; refs arrive URL-encoded (`heads%2Fmain`), the fake decodes params. */
const gitData = (gh: FakeGitHub, branches: Set<string> = new Set(['main'])) =>
  gh
    .on('GET', '/repos/:owner/:repo/git/ref/:ref', (req) =>
      branches.has(req.params.ref!.replace(/^heads\//, ''))
        ? { body: { object: { sha: HEAD } } }
        : { status: 404, body: { message: 'Not Found' } },
    )
    .on('GET', `/repos/:owner/:repo/git/commits/${HEAD}`, () => ({
      body: { sha: HEAD, tree: { sha: 'tree0' } },
    }))
    .on('POST', '/repos/:owner/:repo/git/trees', () => ({ status: 201, body: { sha: 'tree1' } }))
    .on('POST', '/repos/:owner/:repo/git/commits', () => ({
      status: 201,
      body: { sha: 'f'.repeat(40) },
    }))
    .on('PATCH', '/repos/:owner/:repo/git/refs/:ref', () => ({ body: {} }))
    .on('POST', '/repos/:owner/:repo/git/refs', (req) => {
      branches.add(String((req.body as { ref: string }).ref).replace(/^refs\/heads\//, ''));
      return { status: 201, body: {} };
    });

/** Runs the bundled action on the push with both fakes listening; closes them afterwards. */
async function ingestRun(
  gh: FakeGitHub,
  inputs: Record<string, string>,
  opts: { minCacheableTokens?: number; env?: NodeJS.ProcessEnv } = {},
) {
  const server = await gh.listen();
  const { env, ...fakeOptions } = opts;
  const llm = await startFakeMessagesApi({ replies: replies(), ...fakeOptions });
  try {
    const run = await runAction('push', push, { 'anthropic-api-key': 'sk-ant-e2e', ...inputs }, server.url, {
      ANTHROPIC_BASE_URL: llm.url,
      GITHUB_WORKSPACE: workspace(),
      ...env,
    });
    return { run, llm };
  } finally {
    await server.close();
    await llm.close();
  }
}

describe('dist/index.js through Tier 3', () => {
  it('publishes one commit through the Git Data API and reports it', async () => {
    const gh = github(gitData);
    const { run, llm } = await ingestRun(gh, {}, { minCacheableTokens: 1 });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({
        decision: 'process',
        tier: '3',
        'likely-type': 'feature',
        'commit-sha': 'f'.repeat(40),
        'pages-changed': JSON.stringify([
          'wiki/api/token-rotation.md',
          'wiki/api/tokens.md',
          'wiki/index.md',
          'wiki/log.md',
        ]),
      });
      expect(run.outputs['pull-request-url']).toBeUndefined();

      // The exact write path: read the ref, its commit, one tree on base_tree, one commit, one fast-forward.
      const writes = gh.calls
        .filter((c) => c.path.includes('/git/'))
        .map((c) => `${c.method} ${c.path}`);
      expect(writes).toEqual([
        'GET /repos/o/r/git/ref/heads%2Fmain',
        `GET /repos/o/r/git/commits/${HEAD}`,
        'POST /repos/o/r/git/trees',
        'POST /repos/o/r/git/commits',
        'PATCH /repos/o/r/git/refs/heads%2Fmain',
      ]);
      const [, , tree, commit, ref] = gh.calls.filter((c) => c.path.includes('/git/'));
      const treeBody = tree!.body as { base_tree: string; tree: Array<{ path: string; mode: string; content: string }> };
      expect(treeBody.base_tree).toBe('tree0');
      expect(treeBody.tree.map((t) => t.path)).toEqual([
        'wiki/api/token-rotation.md',
        'wiki/api/tokens.md',
        'wiki/index.md',
        'wiki/log.md',
      ]);
      expect(treeBody.tree.every((t) => t.mode === '100644')).toBe(true);
      expect(treeBody.tree[1]!.content).toContain('Automatic, see [[api/token-rotation]].');
      expect(treeBody.tree[3]!.content).toMatch(/## \[\d{4}-\d{2}-\d{2}\] ingest \| feat\(api\): token rotation \\<script\\>/);
      const commitBody = commit!.body as { message: string; parents: string[]; tree: string };
      expect(commitBody.parents).toEqual([HEAD]);
      expect(commitBody.tree).toBe('tree1');
      expect(commitBody.message.trimEnd().split('\n').pop()).toBe(`Wiki-Ingest-Source: ${SHA}`);
      expect(ref!.body).toEqual({ sha: 'f'.repeat(40), force: false });
      // read_source went through the contents API at the merged commit.
      const contents = gh.callsTo('GET', '/repos/o/r/contents/');
      expect(contents.map((c) => c.url.searchParams.get('ref'))).toEqual([SHA]);
      expect(JSON.stringify(llm.accepted[2]!.body!.messages)).toContain('export function rotate() {}');

      // The summary: decision path, tokens by kind, iterations with cache share, linked pages, escaped.
      expect(run.summary).toContain('wiki-ingest: process (Tier 3)');
      expect(run.summary).toContain('Tokens by kind');
      expect(run.summary).toMatch(/Tier 3: 4 iterations, cache-read share \d+\.\d%/);
      expect(run.summary).toContain(`href="https://github.com/o/r/blob/${'f'.repeat(40)}/wiki/api/token-rotation.md"`);
      expect(run.summary).not.toContain('<script>');
      expect(run.summary).not.toContain('sk-ant-e2e');
      expect(Buffer.byteLength(run.summary)).toBeLessThan(1024 * 1024);
  });

  it('pull-request mode: creates the rolling branch and one PR', async () => {
    const gh = github((g) =>
      gitData(g)
        .on('GET', '/repos/:owner/:repo/pulls', () => ({ body: [] }))
        .on('POST', '/repos/:owner/:repo/pulls', () => ({
          status: 201,
          body: { number: 9, html_url: 'https://github.com/o/r/pull/9' },
        })),
    );
    const { run } = await ingestRun(gh, { 'publish-mode': 'pull-request' });
      expect(run.code).toBe(0);
      expect(run.outputs['pull-request-url']).toBe('https://github.com/o/r/pull/9');
      expect(gh.callsTo('POST', '/repos/o/r/git/refs')[0]!.body).toEqual({ ref: 'refs/heads/wiki-ingest/updates', sha: HEAD });
      expect(gh.callsTo('POST', '/repos/o/r/pulls')[0]!.body).toMatchObject({ head: 'wiki-ingest/updates', base: 'main' });
      expect(gh.callsTo('PATCH', '/repos/o/r/git/refs/').map((c) => c.path)).toEqual([
        '/repos/o/r/git/refs/heads%2Fwiki-ingest%2Fupdates',
      ]);
  });

  it('pull-request mode on an existing rolling branch builds on its wiki and updates the one PR', async () => {
    const branchFiles: Record<string, string> = {
      'wiki/api/tokens.md':
        '---\ntitle: Tokens\ndescription: API tokens.\ntype: entity\n---\n# Tokens\n\n## Rotation\n\nManual.\n',
      'wiki/earlier.md': '# Earlier\n\nA page an earlier run proposed.\n',
      'wiki/log.md': '# Wiki log\n\n## [2026-12-01] ingest | an earlier merge\n',
    };
    const shaOf = (path: string) => Buffer.from(path).toString('hex').slice(0, 40);
    const gh = github((g) =>
      gitData(g, new Set(['main', 'wiki-ingest/updates']))
        .on('GET', '/repos/:owner/:repo/git/trees/:sha', () => ({
          body: {
            truncated: false,
            tree: [
              { path: 'src/api/tokens.ts', type: 'blob', sha: shaOf('src') },
              ...Object.keys(branchFiles).map((path) => ({ path, type: 'blob', sha: shaOf(path) })),
            ],
          },
        }))
        .on('GET', '/repos/:owner/:repo/git/blobs/:sha', (req) => {
          const path = Object.keys(branchFiles).find((p) => shaOf(p) === req.params.sha)!;
          return { body: { encoding: 'base64', content: Buffer.from(branchFiles[path]!).toString('base64') } };
        })
        .on('GET', '/repos/:owner/:repo/pulls', () => ({
          body: [{ number: 9, html_url: 'https://github.com/o/r/pull/9', body: 'Wiki updates.\n- #1 earlier' }],
        }))
        .on('PATCH', '/repos/:owner/:repo/pulls/:n', () => ({ body: {} })),
    );
    const { run } = await ingestRun(gh, { 'publish-mode': 'pull-request' });
    expect(run.code).toBe(0);
    expect(run.outputs['pull-request-url']).toBe('https://github.com/o/r/pull/9');
    expect(gh.callsTo('POST', '/repos/o/r/pulls')).toEqual([]);
    expect(gh.callsTo('POST', '/repos/o/r/git/refs')).toEqual([]);
    expect(String((gh.callsTo('PATCH', '/repos/o/r/pulls/9')[0]!.body as { body: string }).body)).toContain('- #1 earlier');
    const tree = gh.callsTo('POST', '/repos/o/r/git/trees')[0]!.body as { tree: Array<{ path: string; content: string }> };
    const log = tree.tree.find((t) => t.path === 'wiki/log.md')!.content;
    expect(log).toContain('## [2026-12-01] ingest | an earlier merge');
    expect(log.match(/^## \[/gm)).toHaveLength(2);
    expect(tree.tree.find((t) => t.path === 'wiki/index.md')!.content).toContain('[earlier](earlier.md)');
  });

  it('catches up with wiki commits made on the branch since the checkout', async () => {
    const laterLog = '# Wiki log\n\n## [2026-12-01] ingest | the previous merge\n';
    const gh = gitData(github((g) => g))
      .on('GET', '/repos/:owner/:repo/compare/:basehead', (req) =>
        req.params.basehead === `${SHA}...${HEAD}`
          ? { body: { files: [{ filename: 'wiki/log.md', status: 'modified' }, { filename: 'src/x.ts', status: 'added' }] } }
          : {
              body: {
                files: [apiFile('src/api/tokens.ts', 40, 2)],
                commits: [{ sha: SHA, commit: { message: 'feat(api): token rotation <script>' } }],
                total_commits: 1,
              },
            },
      )
      .on('GET', '/repos/:owner/:repo/contents/:path', (req) =>
        req.params.path === 'wiki/log.md' && req.url.searchParams.get('ref') === HEAD
          ? { body: { type: 'file', encoding: 'base64', content: Buffer.from(laterLog).toString('base64') } }
          : { status: 404, body: { message: 'Not Found' } },
      );
    const { run } = await ingestRun(gh, {}, { env: { GITHUB_SHA: SHA } });
    expect(run.code).toBe(0);
    const tree = gh.callsTo('POST', '/repos/o/r/git/trees')[0]!.body as { tree: Array<{ path: string; content: string }> };
    const log = tree.tree.find((t) => t.path === 'wiki/log.md')!.content;
    expect(log).toContain('## [2026-12-01] ingest | the previous merge');
    expect(log.match(/^## \[/gm)).toHaveLength(2);
  });

  it.each([
    ['while the agent was reading (first attempt)', 'read'],
    ['after a 422 (the rebuild)', 'updateRef'],
  ])('publishes nothing when the wiki on main changed %s', async (_, when) => {
    const git = new FakeGitData({ main: HEAD });
    let pushed = '';
    const edit = () => (pushed ||= git.push('main', ['src/other.ts', 'wiki/log.md']));
    if (when === 'updateRef') git.onUpdateRef = edit;
    // The stateful Git Data fake, plus the merge's own compare range and read_source's contents.
    const gh = github((g) =>
      git
        .install(g)
        .on('GET', '/repos/:owner/:repo/compare/:basehead', (req) =>
          req.params.basehead === `${push.before}...${SHA}`
            ? { body: { files: [apiFile('src/api/tokens.ts', 40, 2)], commits: [{ sha: SHA, commit: { message: headCommit.message } }], total_commits: 1 } }
            : git.compare(req.params.basehead!),
        )
        .on('GET', '/repos/:owner/:repo/contents/:path', () => {
          // A human edits the wiki on main while the agent is still working.
          if (when === 'read') edit();
          return { body: { type: 'file', encoding: 'base64', size: 28, content: Buffer.from('export function rotate() {}\n').toString('base64') } };
        }),
    );
    const { run } = await ingestRun(gh, {}, { env: { GITHUB_SHA: HEAD } });
    expect(run.code).not.toBe(0);
    expect(run.outputs.reason).toMatch(/^Publishing failed \(commit\): The wiki on "main" changed/);
    expect(run.outputs['commit-sha']).toBeUndefined();
    expect(git.heads.get('main')).toBe(pushed);
    expect(gh.callsTo('GET', '/repos/o/r/compare/').map((c) => c.params.basehead)).toContain(`${HEAD}...${pushed}`);
    // Nothing is built on a head whose wiki moved: only the attempt before the 422 made a commit.
    expect(gh.callsTo('PATCH')).toHaveLength(when === 'read' ? 0 : 1);
    expect(gh.callsTo('POST', '/repos/o/r/git/commits')).toHaveLength(when === 'read' ? 0 : 1);
    expect(run.summary).toContain('current wiki. Nothing was written.');
    expect(run.summary).toContain('wiki/log.md (modified)');
    expect(run.summary).toMatch(/Nothing was published and nothing on (&quot;|")main(&quot;|") was overwritten/);
    expect(run.summary).toContain('Re-run the workflow');
  });

  it('dry-run: no write call, the diffs folded in the summary', async () => {
    const gh = github((g) => g);
    const { run } = await ingestRun(gh, { 'publish-mode': 'dry-run' });
      expect(run.code).toBe(0);
      expect(gh.calls.filter((c) => c.method !== 'GET')).toEqual([]);
      expect(gh.calls.filter((c) => c.path.includes('/git/'))).toEqual([]);
      expect(run.outputs['commit-sha']).toBeUndefined();
      expect(run.summary).toContain('<details><summary>Dry run: 4 file(s) would change</summary>');
      expect(run.summary).toContain('+++ b/wiki/api/token-rotation.md');
  });
});

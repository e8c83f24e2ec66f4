// impacted_pages, called by the MCP SDK's own client on a server over a real git repository: after
// a working-tree edit of a covered file it names that page, with the tie in mode: impact's words
// and the page's freshness; it says when the change already edits the page, answers for named
// paths, and answers a bad base or a wiki outside git as a tool error naming the fix.
import { join } from 'node:path';
import { headReader } from '../../src/cli/git-head.js';
import { impactPort } from '../../src/cli/mcp.js';
import { parseConfig } from '../../src/config/parse.js';
import { WikiService } from '../../src/mcp/service.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';
import { git, localRepo } from '../../test-support/git-cli.js';
import { impactRepoFiles, TOKENS } from '../../test-support/impact-repo.js';
import { clientOf, diskOf, resultText } from '../../test-support/mcp-client.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('wiki-mcp-impact-');

async function scene(options: { git?: boolean } = {}) {
  const dir = newDir();
  const repo = localRepo(dir);
  for (const [path, text] of Object.entries(impactRepoFiles())) repo.write(path, text);
  repo.commit('docs: the wiki');
  git(dir, 'checkout', '-q', '-b', 'work');
  const inGit = options.git !== false;
  const service = new WikiService(
    diskOf(join(dir, 'wiki')),
    inGit ? headReader(dir) : async () => null,
    {
      caps: DEFAULT_CAPS,
      pageCharCap: DEFAULT_CAPS.pageCharCap,
      mapTokenBudget: 24_000,
      withheld: () => false,
      ...(inGit ? { impact: impactPort(dir, parseConfig({})) } : {}),
    },
  );
  const client = await clientOf(service);
  const impacted = async (args: Record<string, unknown> = {}) => {
    const result = await client.callTool({ name: 'impacted_pages', arguments: args });
    return { text: resultText(result), error: result.isError === true };
  };
  return { dir, repo, client, impacted };
}

describe('impacted_pages over MCP', () => {
  it('names the page a working-tree edit of a covered file makes stale, with why and its freshness', async () => {
    const { repo, client, impacted } = await scene();
    const { tools } = await client.listTools();
    const tool = tools.find((t) => t.name === 'impacted_pages')!;
    expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect((await impacted()).text).toMatch(
      /^No wiki page is impacted: the working tree against main/,
    );

    repo.write('src/api/tokens.ts', TOKENS.replace('return 1', 'return 2'));
    const { text, error } = await impacted();
    expect(error).toBe(false);
    expect(text).toMatch(
      /^1 page may go stale with this change: the working tree against main \(the default branch: no origin\/HEAD, a local main\), merge base [0-9a-f]{7}; the wiki read at [0-9a-f]{7}; past co-changes read from 1 commit; 1 changed file\.\n/,
    );
    expect(text).toContain(
      '<untrusted kind="impacted pages">\n[[api/tokens]] "Tokens" (wiki/api/tokens.md): covers src/api/tokens.ts, which this PR changes\n</untrusted>',
    );
    expect(text).toMatch(
      /\[freshness of "api\/tokens": current — the file it covers is as the page was last checked against, at HEAD [0-9a-f]{7}\.\]/,
    );
    expect(text).toContain('update it in this same change where you can');
    expect(text).not.toContain('already edits');

    repo.write(
      'wiki/api/tokens.md',
      impactRepoFiles()['wiki/api/tokens.md']!.replace('Rotation.', 'Rotation, twice.'),
    );
    expect((await impacted()).text).toContain('This change already edits: api/tokens.');
  });

  it('answers for named paths not changed yet, and a bad base as a tool error', async () => {
    const { impacted } = await scene();
    const named = await impacted({ paths: ['src/old/legacy.ts'] });
    expect(named.text).toContain(
      '[[guides/legacy]] "Legacy" (wiki/guides/legacy.md): covers src/old/legacy.ts, which this PR changes',
    );
    const bad = await impacted({ base: 'release' });
    expect(bad.error).toBe(true);
    expect(bad.text).toContain('impacted_pages: the base "release" names no commit');
    const invalid = await impacted({ paths: [] });
    expect(invalid.error).toBe(true);
    expect(invalid.text).toContain('Invalid input for impacted_pages');
  });

  it('says what it needs when the wiki is in no git repository', async () => {
    const { impacted } = await scene({ git: false });
    const out = await impacted();
    expect(out.error).toBe(true);
    expect(out.text).toContain('start the server inside the repository (or pass --repo DIR)');
  });

  it('lists the first 50 pages with their ties and freshness, the others by slug', async () => {
    const dir = newDir();
    const pages = Array.from({ length: 60 }, (_, i) => ({
      slug: `p${String(i).padStart(2, '0')}`,
      file: `wiki/p${i}.md`,
      title: `Page ${i}`,
      ties: [`covers src/f${i}.ts, which this PR changes`],
      edited: false,
    }));
    const service = new WikiService(diskOf(dir), async () => null, {
      caps: DEFAULT_CAPS,
      pageCharCap: DEFAULT_CAPS.pageCharCap,
      mapTokenBudget: 24_000,
      withheld: () => false,
      impact: async () => ({
        compared: 'the working tree against main',
        files: 60,
        pages,
        notes: [],
      }),
    });
    const text = resultText(
      await (await clientOf(service)).callTool({ name: 'impacted_pages', arguments: {} }),
    );
    expect(text.match(/^\[\[p\d\d\]\] "Page \d+"/gm)).toHaveLength(50);
    expect(text.match(/^\[freshness of "p\d\d"/gm)).toHaveLength(50);
    expect(text).toContain(
      `10 more: ${pages
        .slice(50)
        .map((p) => `[[${p.slug}]]`)
        .join(', ')}`,
    );
    expect(text).toContain('The first 50 pages are listed with their ties and freshness');
  });
});

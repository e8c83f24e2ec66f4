// `wiki-ingest mcp` from outside, the way a coding agent's client meets it: the MCP SDK's own
// Client over stdio against the bundled dist/cli.js, spawned once over a 5,000-page generated wiki
// in a git repository (past map-token-budget: the folded map, search_wiki, no slug enum). No key
// is given and ANTHROPIC_BASE_URL points at a fake Messages API that must see no request.
// `agents-md` runs twice against the same repository and must leave its file byte-identical.
import { readFileSync, rmSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { syntheticWiki, writeWiki } from '../../bench/synthetic/wiki.js';
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
} from '../../test-support/fake-messages-api.js';
import { CLI } from '../../test-support/bundle/dist.js';
import { cleanEnv, runNode } from '../../test-support/bundle/spawn.js';
import { git, localRepo } from '../../test-support/git-cli.js';

const PAGES = 5000;

type Text = { type: string; text?: string };
const textOf = (result: unknown): string =>
  (((result as { content?: Text[] }).content ?? []) as Text[]).map((c) => c.text ?? '').join('\n');

let dir: string;
let repo: ReturnType<typeof localRepo>;
let fake: FakeMessagesApi;
let client: Client;
let stderr = '';
let titled: { slug: string; title: string };
let pair: [string, string];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wiki-mcp-'));
  repo = localRepo(dir);
  repo.write('README.md', '# The project\n\nNot a wiki page.\n');
  repo.write('src/covered.ts', 'export const rotate = () => 1;\n');
  repo.commit('feat: the code');
  const blob = git(dir, 'rev-parse', 'HEAD:src/covered.ts').trim();
  const wiki = syntheticWiki(PAGES);
  writeWiki(join(dir, 'wiki'), wiki.files);
  repo.write(
    'wiki/covered-page.md',
    `---\ntitle: "Rotation"\ndescription: "How rotate works."\ntype: concept\ncovers:\n  - src/covered.ts@${blob}\n---\n# Rotation\n\n## How\n\nIt returns 1.\n`,
  );
  // Withheld by the default secret-paths (**/credentials*), and a link pointing out of the wiki.
  repo.write('wiki/credentials.md', '---\ntitle: "Credentials"\n---\n# Keys\n\nsk-not-served\n');
  symlinkSync('../README.md', join(dir, 'wiki/readme-link.md'));
  repo.commit('docs: the wiki');
  const page = wiki.files.find((f) => f.path.includes('/integrations/'))!;
  titled = {
    slug: page.path.replace(/\.md$/, ''),
    title: /^title: "(.*)"$/m.exec(page.text)![1]!,
  };
  const slugs = wiki.files.filter((f) => f.path !== 'SCHEMA.md').map((f) => f.path.slice(0, -3));
  pair = [slugs[10]!, slugs[20]!];

  fake = await startFakeMessagesApi();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp'],
    cwd: dir,
    env: cleanEnv({ ANTHROPIC_BASE_URL: fake.url }) as Record<string, string>,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  client = new Client({ name: 'wiki-ingest-test', version: '1.0.0' });
  await client.connect(transport);
}, 180_000);

afterAll(async () => {
  await client?.close();
  await fake?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('wiki-ingest mcp over stdio, a 5,000-page wiki', () => {
  it('initializes as wiki-ingest, with instructions naming the map and the search tools it lists', () => {
    expect(client.getServerVersion()?.name).toBe('wiki-ingest');
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(client.getInstructions()).toContain('wiki://map');
    expect(client.getInstructions()).toContain('find pages with search_wiki and open_section');
    expect(client.getInstructions()).toContain('call impacted_pages');
  });

  it('lists its tools in under 10 kB: no slug enum past the budget, search_wiki and open_section offered', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      'read_pages',
      'read_section',
      'search_wiki',
      'open_section',
      'stale_pages',
      'impacted_pages',
    ]);
    const bytes = Buffer.byteLength(JSON.stringify(tools));
    expect(bytes).toBeLessThan(10_000);
    expect(JSON.stringify(tools)).not.toContain('"enum"');
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
  }, 60_000);

  it('lists the map and every served page as resources, a thousand at a time', async () => {
    const uris: string[] = [];
    let cursor: string | undefined;
    let calls = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      uris.push(...page.resources.map((r) => r.uri));
      cursor = page.nextCursor;
      calls++;
    } while (cursor);
    expect(calls).toBe(6);
    expect(uris[0]).toBe('wiki://map');
    // The 5,000 pages and covered-page; credentials (secret-paths) and the link are not served.
    expect(uris).toHaveLength(PAGES + 2);
    expect(uris).toContain('wiki://page/covered-page');
    expect(uris).not.toContain('wiki://page/credentials');
    expect(uris.some((u) => u.includes('readme-link'))).toBe(false);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['wiki://page/{slug}']);
  }, 60_000);

  it('reads the map: the folded map the ask prompt carries, honest about what it leaves out', async () => {
    const { contents } = await client.readResource({ uri: 'wiki://map' });
    const text = (contents[0] as { text: string }).text;
    expect(text).toMatch(/^# Wiki map \(folded\): 5,001 pages/);
    expect(text).toContain('past map-token-budget 24,000');
    expect(text).toContain('find them with search_wiki and open_section');
    expect(text).toContain('1 page withheld by secret-paths');
    expect(text).toContain('<untrusted kind="wiki map">');
    // A fixed share of the budget, whatever the number of pages (~2,400 tokens).
    expect(text.length).toBeLessThan(12_000);
  });

  it('finds a page with search_wiki, saying which results may be stale', async () => {
    const result = await client.callTool({
      name: 'search_wiki',
      arguments: { query: titled.title, limit: 5 },
    });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toContain(`${titled.slug} | ${titled.title} |`);
    expect(text).toMatch(
      /\[freshness: none of these pages has a covered file changed at HEAD [0-9a-f]{7}; 5 pages cover no file and cannot be checked\.\]/,
    );
  }, 60_000);

  it('reads two pages in one call, each with its freshness; refuses a third', async () => {
    const two = await client.callTool({ name: 'read_pages', arguments: { slugs: pair } });
    expect(two.isError).toBeFalsy();
    const text = textOf(two);
    expect(text.match(/<untrusted kind="page"/g)).toHaveLength(2);
    for (const slug of pair) expect(text).toContain(`slug="${slug}"`);
    expect(
      text.match(/\[freshness of "[^"]+": unknown — the page covers no repository file/g),
    ).toHaveLength(2);

    const three = await client.callTool({
      name: 'read_pages',
      arguments: { slugs: [...pair, 'covered-page'] },
    });
    expect(three.isError).toBe(true);
    expect(textOf(three)).toContain('"slugs" must list 1 or 2 page slugs from the map');
  });

  it('reads nothing outside the wiki folder: "..", a symbolic link, a withheld page', async () => {
    const out = await client.callTool({
      name: 'read_pages',
      arguments: { slugs: ['../README.md'] },
    });
    expect(out.isError).toBe(true);
    expect(textOf(out)).toContain('nothing outside the wiki folder is readable');
    expect(textOf(out)).not.toContain('Not a wiki page');

    const link = await client.callTool({
      name: 'read_pages',
      arguments: { slugs: ['readme-link'] },
    });
    expect(link.isError).toBe(true);
    expect(textOf(link)).toContain('No page "readme-link"');

    const secret = await client.callTool({
      name: 'read_section',
      arguments: { slug: 'credentials', heading: 'Keys' },
    });
    expect(secret.isError).toBe(true);
    expect(textOf(secret)).toContain('withheld by policy (secret-paths)');
    expect(textOf(secret)).not.toContain('sk-not-served');

    await expect(client.readResource({ uri: 'wiki://page/../README.md' })).rejects.toThrow(
      /not a page|outside the wiki folder/,
    );
    await expect(client.readResource({ uri: 'file:///etc/passwd' })).rejects.toThrow(/No resource/);
    // The server is still there after every refusal.
    const page = await client.readResource({ uri: 'wiki://page/covered-page' });
    expect((page.contents[0] as { text: string }).text).toContain('It returns 1.');
  });

  it('reports a stale page after a commit changes the file it covers, with the file and the commit', async () => {
    const before = textOf(await client.callTool({ name: 'stale_pages', arguments: {} }));
    expect(before).toMatch(/^No page is out of date at HEAD [0-9a-f]{7}/);
    expect(
      textOf(await client.callTool({ name: 'read_pages', arguments: { slugs: ['covered-page'] } })),
    ).toMatch(
      /\[freshness of "covered-page": current — the file it covers is as the page was last checked against/,
    );

    repo.write('src/covered.ts', 'export const rotate = () => 2;\n');
    const commit = repo.commit('fix: rotate returns 2');

    const after = await client.callTool({ name: 'stale_pages', arguments: {} });
    expect(after.isError).toBeFalsy();
    const text = textOf(after);
    expect(text).toContain(
      `1 page of ${PAGES + 1} may be out of date at HEAD ${commit.slice(0, 7)}`,
    );
    expect(text).toContain(
      `[[covered-page]] may be out of date: src/covered.ts changed since the page was last checked (first by ${commit.slice(0, 7)} "fix: rotate returns 2").`,
    );
    const read = textOf(
      await client.callTool({
        name: 'read_section',
        arguments: { slug: 'covered-page', heading: 'how' },
      }),
    );
    expect(read).toContain('[freshness of "covered-page": may be out of date');
    expect(read).toContain('check the code before relying on it');
  }, 60_000);

  it('called no model and needed no key', () => {
    expect(fake.requests).toHaveLength(0);
    expect(stderr).toContain('wiki-ingest mcp: serving wiki/');
    expect(stderr).not.toMatch(/Error|at .*\.js:\d+/);
  });
});

describe('wiki-ingest agents-md', () => {
  it('writes one block after the text a person wrote, and a second run leaves the file byte-identical', async () => {
    const file = join(dir, 'AGENTS.md');
    writeFileSync(file, '# Agents\r\n\r\nRun the tests before you push.\r\n');
    const env = cleanEnv();
    const first = await runNode([CLI, 'agents-md', '--repo', dir], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('AGENTS.md: wiki block updated.\n');
    const once = readFileSync(file);
    const text = once.toString('utf8');
    expect(
      text.startsWith(
        '# Agents\r\n\r\nRun the tests before you push.\r\n\r\n<!-- wiki-ingest:agents-md:start -->\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('`wiki-ingest mcp`');
    expect(text).toContain('- Never edit `wiki/index.md` or `wiki/log.md`');
    expect(text).toContain('- Follow `wiki/SCHEMA.md`');
    expect(text.endsWith('<!-- wiki-ingest:agents-md:end -->\r\n')).toBe(true);

    const second = await runNode([CLI, 'agents-md', '--repo', dir], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe('AGENTS.md: the wiki block is up to date; nothing written.\n');
    expect(readFileSync(file).equals(once)).toBe(true);

    const dry = await runNode(
      [CLI, 'agents-md', '--repo', dir, '--file', 'CLAUDE.md', '--dry-run'],
      env,
    );
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('+++ b/CLAUDE.md');
    expect(() => readFileSync(join(dir, 'CLAUDE.md'))).toThrow();
  }, 60_000);
});

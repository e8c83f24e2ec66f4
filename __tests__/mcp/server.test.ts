// The MCP server in process: the SDK's Client against wikiServer over the SDK's in-memory
// transport, with the wiki's disk and the repository's HEAD handed in, so a test can count what
// each call reads and give HEAD whatever tree it needs. The bundled server, spawned over stdio,
// is __tests__/bundle/cli-mcp.test.ts.
import { symlinkSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { RepoAt } from '../../src/mcp/freshness.js';
import type { WikiDisk } from '../../src/mcp/held-wiki.js';
import { wikiServer } from '../../src/mcp/server.js';
import { WikiService } from '../../src/mcp/service.js';
import { formatCover } from '../../src/wiki/covers.js';
import { loadWiki } from '../../src/wiki/load.js';
import { readWikiPage, wikiStamp } from '../../src/wiki/held-reads.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('wiki-mcp-unit-');
const blob = (c: string): string => c.repeat(40);

const page = (title: string, body: string, covers: string[] = []): string =>
  `---\ntitle: "${title}"\ndescription: "About ${title.toLowerCase()}."\ntype: concept\n${covers.length ? `covers:\n${covers.map((c) => `  - ${c}\n`).join('')}` : ''}---\n# ${title}\n\n${body}\n`;

/** HEAD holding src/a.ts at blob a and src/b.ts at blob c (pages stamped b for it are stale). */
const HEAD: RepoAt = {
  commit: blob('e'),
  tree: new Map([
    ['src/a.ts', blob('a')],
    ['src/b.ts', blob('c')],
  ]),
  since: async (targets) =>
    new Map(targets.map((t) => [formatCover(t), { commit: blob('f'), subject: 'fix: b moved' }])),
};

type Text = { text?: string };
const textOf = (result: unknown): string =>
  ((result as { content?: Text[] }).content ?? []).map((c) => c.text ?? '').join('\n');

async function scene(options: { head?: RepoAt | null; budget?: number } = {}) {
  const dir = newDir();
  mkdirSync(join(dir, 'api'));
  writeFileSync(
    join(dir, 'tokens.md'),
    page('Tokens', '## Rotation\n\nEvery 30 days.', [`src/a.ts@${blob('a')}`]),
  );
  writeFileSync(
    join(dir, 'api/b.md'),
    page('B api', '## Calls\n\nIt calls b.', [`src/b.ts@${blob('b')}`]),
  );
  writeFileSync(join(dir, 'plain.md'), page('Plain', '## Notes\n\nNothing covered.'));
  writeFileSync(join(dir, 'outside.txt'), 'secret outside the pages');
  const counts = { load: 0, readPage: 0 };
  let failRead = false;
  const disk: WikiDisk = {
    stamp: () => wikiStamp(dir),
    load: () => {
      counts.load++;
      return loadWiki(dir);
    },
    readPage: (file) => {
      counts.readPage++;
      if (failRead) throw new Error('EIO: the disk went away');
      return readWikiPage(dir, file);
    },
  };
  const head = options.head === undefined ? HEAD : options.head;
  const service = new WikiService(
    disk,
    async () => head,
    {
      caps: DEFAULT_CAPS,
      pageCharCap: DEFAULT_CAPS.pageCharCap,
      mapTokenBudget: options.budget ?? 24_000,
      withheld: (file) => file.startsWith('credentials'),
    },
    (changes) => {
      if (changes.tools) void server.sendToolListChanged();
      if (changes.resources) void server.sendResourceListChanged();
    },
  );
  const server = wikiServer(service, { name: 'wiki-ingest', version: '0.0.0' });
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1' });
  await Promise.all([server.connect(a), client.connect(b)]);
  const call = (name: string, args: Record<string, unknown>) =>
    client.callTool({ name, arguments: args });
  return { dir, client, call, counts, service, fail: () => (failRead = true) };
}

describe('the MCP server over a small wiki', () => {
  it('offers the read tools with the slugs as an enum under the budget, and no search', async () => {
    const { client } = await scene();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      'read_pages',
      'read_section',
      'stale_pages',
      'impacted_pages',
    ]);
    const slugs = (
      tools[0]!.inputSchema as unknown as { properties: { slugs: { items: { enum: string[] } } } }
    ).properties.slugs.items.enum;
    expect(slugs).toEqual(['api/b', 'plain', 'tokens']);
    expect(tools[0]!.description).toContain('Each page ends with its freshness');
    expect(tools[0]!.description).not.toContain('update_page');
  });

  it('reads a page with one file read and no second read of the wiki', async () => {
    const { call, counts } = await scene();
    await call('read_pages', { slugs: ['plain'] });
    expect(counts).toEqual({ load: 1, readPage: 1 });
    const two = await call('read_pages', { slugs: ['tokens', 'api/b'] });
    expect(two.isError).toBeFalsy();
    expect(counts).toEqual({ load: 1, readPage: 3 });
    await call('read_section', { slug: 'tokens', heading: 'rotation' });
    expect(counts).toEqual({ load: 1, readPage: 4 });
  });

  it('ends every page with its freshness: current, stale with the commit, or unknown', async () => {
    const { call } = await scene();
    const text = textOf(await call('read_pages', { slugs: ['tokens', 'api/b'] }));
    expect(text).toContain(
      `[freshness of "tokens": current — the file it covers is as the page was last checked against, at HEAD eeeeeee.]`,
    );
    expect(text).toContain(
      '[freshness of "api/b": may be out of date — 1 file of the 1 file it covers changed at HEAD eeeeeee since the page was last checked; check the code before relying on it:]\n<untrusted kind="freshness" slug="api/b">\n[[api/b]] may be out of date: src/b.ts changed since the page was last checked (first by fffffff "fix: b moved").\n</untrusted>',
    );
    expect(textOf(await call('read_section', { slug: 'plain', heading: 'Notes' }))).toContain(
      '[freshness of "plain": unknown — the page covers no repository file',
    );
    const stale = textOf(await call('stale_pages', {}));
    expect(stale).toContain(
      '1 page of 3 may be out of date at HEAD eeeeeee (1 current; 1 page covers no file',
    );
    expect(stale).toContain('[[api/b]] may be out of date: src/b.ts changed');
  });

  it('says freshness is unknown without git, and stale_pages says what it needs', async () => {
    const { call } = await scene({ head: null });
    expect(textOf(await call('read_pages', { slugs: ['tokens'] }))).toContain(
      '[freshness of "tokens": unknown — the wiki is in no git repository with a commit',
    );
    const stale = await call('stale_pages', {});
    expect(stale.isError).toBe(true);
    expect(textOf(stale)).toContain('pass --repo DIR');
  });

  it('reads the wiki again when it changed on disk, and tells the client its tools changed', async () => {
    const { dir, client, call, counts } = await scene();
    const changed = new Promise<void>((resolve) =>
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()),
    );
    await client.listTools();
    writeFileSync(join(dir, 'api/new.md'), page('New api', '## Use\n\nNew.'));
    const { tools } = await client.listTools();
    await changed;
    expect(counts.load).toBe(2);
    expect(JSON.stringify(tools[0]!.inputSchema)).toContain('"api/new"');
    const { contents } = await client.readResource({ uri: 'wiki://map' });
    expect((contents[0] as { text: string }).text).toContain('api/new | New api | About new api.');
    await call('read_pages', { slugs: ['plain'] });
    expect(counts.load).toBe(2);
  });

  it('answers every failure as a tool error and keeps serving', async () => {
    const { call, fail } = await scene();
    const unknown = await call('read_pages', { slugs: ['tokenz'] });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('Did you mean: tokens?');
    const heading = await call('read_section', { slug: 'tokens', heading: 'Nope' });
    expect(textOf(heading)).toContain('Its H2 headings: "Rotation"');
    expect(textOf(await call('write_page', {}))).toContain('There is no tool "write_page"');
    expect(textOf(await call('read_pages', { slugs: ['/etc/passwd'] }))).toContain(
      'nothing outside the wiki folder is readable',
    );
    fail();
    const gone = await call('read_pages', { slugs: ['plain'] });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toContain('EIO: the disk went away');
    expect(textOf(await call('stale_pages', { limit: 0 }))).toContain(
      'Invalid input for stale_pages',
    );
  });

  it('serves a page as a resource, and refuses URIs outside the wiki', async () => {
    const { client } = await scene();
    const read = await client.readResource({ uri: 'wiki://page/api/b' });
    const text = (read.contents[0] as { text: string }).text;
    expect(text).toContain('<untrusted kind="page" slug="api/b" file="api/b.md">');
    expect(text).toContain('[freshness of "api/b": may be out of date');
    await expect(client.readResource({ uri: 'wiki://page/..%2Foutside.txt' })).rejects.toThrow(
      /nothing outside the wiki folder/,
    );
    await expect(client.readResource({ uri: 'wiki://page/nope' })).rejects.toThrow(
      /No page "nope"/,
    );
  });
});

describe('the wiki on disk, as the server reads it', () => {
  it('skips a symbolic link out of the wiki, and never reads a page through one', async () => {
    const dir = newDir();
    writeFileSync(join(dir, 'a.md'), page('A', 'a'));
    writeFileSync(join(dir, '..', 'wiki-mcp-outside.md'), page('Outside', 'secret'));
    symlinkSync(join(dir, '..', 'wiki-mcp-outside.md'), join(dir, 'linked.md'));
    try {
      const wiki = await loadWiki(dir);
      expect(wiki.pages.map((p) => p.slug)).toEqual(['a']);
      expect(() => readWikiPage(dir, 'linked.md')).toThrow(/symbolic link/);
      expect(() => readWikiPage(dir, '../wiki-mcp-outside.md')).toThrow(/not a path inside/);
      expect(readWikiPage(dir, 'a.md')).toContain('# A');
    } finally {
      unlinkSync(join(dir, '..', 'wiki-mcp-outside.md'));
    }
  });

  it("changes the stamp when a page's size or time changes, a page comes or goes; never reads a file", () => {
    const dir = newDir();
    writeFileSync(join(dir, 'a.md'), 'one');
    const first = wikiStamp(dir);
    expect(wikiStamp(dir)).toBe(first);
    writeFileSync(join(dir, 'a.md'), 'two!');
    const second = wikiStamp(dir);
    expect(second).not.toBe(first);
    writeFileSync(join(dir, 'b.md'), 'b');
    expect(wikiStamp(dir)).not.toBe(second);
    expect(() => wikiStamp(join(dir, 'missing'))).toThrow(/does not exist/);
  });
});

describe('the one door to the MCP SDK', () => {
  it('is src/mcp/server.ts: no other source file imports the SDK', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const files = (readdirSync('src', { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `src/${f.split('\\').join('/')}`);
    const importing = files.filter((f) =>
      /from '@modelcontextprotocol\/sdk|import\('@modelcontextprotocol\/sdk/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(importing).toEqual(['src/mcp/server.ts']);
  });
});

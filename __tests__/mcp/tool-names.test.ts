// The tools an agent is told about are the tools the server lists: the MCP server's instructions
// (sent at initialize) and the AGENTS.md block name exactly the tools tools/list returns for the
// wiki — a small wiki's server has no search_wiki or open_section, a folded one has both — whether
// the fold is known from the folder's listing alone or only once the pages are read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WikiService } from '../../src/mcp/service.js';
import { agentsBlock, agentsShape } from '../../src/wiki/agents-md.js';
import { loadWiki } from '../../src/wiki/load.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';
import { clientOf, diskOf } from '../../test-support/mcp-client.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('wiki-mcp-names-');
const BUDGET = 1000;

/** `count` pages in folders of ten; `long` gives each a long description and nine headings. */
function wikiOf(count: number, long = false): string {
  const dir = newDir();
  for (let i = 0; i < count; i++) {
    const folder = join(dir, `area-${Math.floor(i / 10)}`);
    mkdirSync(folder, { recursive: true });
    const description = long
      ? `Page ${i}: ${'what the ledger keeps and why, '.repeat(4)}`
      : `Page ${i}.`;
    const headings = long
      ? Array.from({ length: 9 }, (_, h) => `## Part ${h}\n\nText.\n`).join('\n')
      : '';
    writeFileSync(
      join(folder, `p${i}.md`),
      `---\ntitle: Page ${i}\ndescription: "${description}"\n---\n# Page ${i}\n\n${headings}`,
    );
  }
  return dir;
}

/** snake_case words: the tool names a text mentions. */
const named = (text: string): string[] =>
  [...new Set(text.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [])].sort();

describe.each([
  ['a small wiki', () => wikiOf(3), false],
  ['a wiki whose listing proves the fold', () => wikiOf(300), true],
  ['a wiki folded only by what its pages hold', () => wikiOf(40, true), true],
])('%s', (_label, make, folded) => {
  it('is told of exactly the tools its server lists, in the instructions and in AGENTS.md', async () => {
    const dir = make();
    const service = new WikiService(diskOf(dir), async () => null, {
      caps: DEFAULT_CAPS,
      pageCharCap: DEFAULT_CAPS.pageCharCap,
      mapTokenBudget: BUDGET,
      withheld: () => false,
    });
    const client = await clientOf(service);
    const listed = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(listed.includes('search_wiki') && listed.includes('open_section')).toBe(folded);
    expect(named(client.getInstructions()!)).toEqual(listed);
    const block = agentsBlock(
      agentsShape(await loadWiki(dir), {
        wikiPath: 'wiki',
        mapFile: 'index.md',
        mapTokenBudget: BUDGET,
      }),
    ).join('\n');
    const backticked = [...block.matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)].map((m) => m[1]!);
    expect([...new Set(backticked)].sort()).toEqual(listed);
  });
});

describe('tools/list on a large wiki', () => {
  it('waits for no page to be read when the listing proves the fold, and is exact once read', async () => {
    const dir = wikiOf(300);
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const disk = diskOf(dir);
    const service = new WikiService(
      { ...disk, load: () => gate.then(() => disk.load()) },
      async () => null,
      {
        caps: DEFAULT_CAPS,
        pageCharCap: DEFAULT_CAPS.pageCharCap,
        mapTokenBudget: BUDGET,
        withheld: () => false,
      },
    );
    const before = (await service.tools()).map((t) => t.name);
    expect(before).toContain('search_wiki');
    expect(service.holder.loads).toBe(1);
    release();
    expect(await service.warnings()).toEqual([]);
    expect((await service.tools()).map((t) => t.name)).toEqual(before);
  });

  it('answers at once, walking the folder only after, when the listing is far past the budget', async () => {
    const dir = wikiOf(800);
    const disk = diskOf(dir);
    let stamps = 0;
    const service = new WikiService(
      { ...disk, stamp: () => (stamps++, disk.stamp()) },
      async () => null,
      {
        caps: DEFAULT_CAPS,
        pageCharCap: DEFAULT_CAPS.pageCharCap,
        mapTokenBudget: BUDGET,
        withheld: () => false,
      },
    );
    const instructions = await service.instructions();
    expect(instructions).toContain('search_wiki');
    expect(stamps).toBe(1);
    const names = (await service.tools()).map((t) => t.name);
    expect(names).toContain('search_wiki');
    expect(stamps).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stamps).toBe(2);
  });
});

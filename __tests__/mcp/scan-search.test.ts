// search_wiki before the server's index exists: a server started on a wiki past its map budget
// scans the page files first (src/mcp/scan-search.ts), so a search issued while the wiki is still
// being read is answered from the scan — the right pages, as map lines, with their freshness, and
// said to come from a scan — and a page secret-paths withholds is never read nor found. Once the
// full index is built it answers instead. The wiki's read is held back here, so the index cannot
// be ready when the first search comes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WikiService } from '../../src/mcp/service.js';
import type { Wiki } from '../../src/wiki/types.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';
import { clientOf, diskOf, resultText } from '../../test-support/mcp-client.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const newDir = tempDirs('wiki-mcp-scan-');

const page = (title: string, body: string): string =>
  `---\ntitle: "${title}"\ndescription: "About ${title.toLowerCase()}."\n---\n# ${title}\n\n${body}\n`;

function wiki(): string {
  const dir = newDir();
  mkdirSync(join(dir, 'api'));
  mkdirSync(join(dir, 'ops'));
  writeFileSync(join(dir, 'api/tokens.md'), page('Tokens', '## Rotation\n\nKeys rotate monthly.'));
  writeFileSync(join(dir, 'ops/runbook.md'), page('Runbook', '## Queue\n\nNo keys here.'));
  writeFileSync(join(dir, 'ops/secrets.md'), page('Secrets', 'The rotation key is hunter2.'));
  for (let i = 0; i < 30; i++)
    writeFileSync(join(dir, `ops/filler-${i}.md`), page(`Filler ${i}`, 'Nothing to see.'));
  return dir;
}

async function started(dir: string) {
  const disk = diskOf(dir);
  const scanned: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const service = new WikiService(
    {
      ...disk,
      scanPage: (file) => (scanned.push(file), disk.scanPage!(file)),
      // The read waits until the test lets it go: no index exists before then.
      load: (): Promise<Wiki> => held.then(() => disk.load()),
    },
    async () => null,
    {
      caps: DEFAULT_CAPS,
      pageCharCap: DEFAULT_CAPS.pageCharCap,
      mapTokenBudget: 50,
      withheld: (file) => file === 'ops/secrets.md',
    },
  );
  service.start(disk.stamp());
  const client = await clientOf(service);
  const search = async (query: string) =>
    resultText(await client.callTool({ name: 'search_wiki', arguments: { query } }));
  return { service, search, scanned, release };
}

describe('search_wiki while the server is still reading the wiki', () => {
  it('answers from the scan: the right pages as map lines, their freshness, and what a scan is', async () => {
    const { search, scanned, release } = await started(wiki());
    const text = await search('rotation');
    expect(text).toContain('1 page for "rotation"');
    expect(text).toContain('api/tokens | Tokens | About tokens. | Rotation');
    expect(text).toContain('a scan of the page files');
    expect(text).toContain('no typo forgiven');
    expect(text).toMatch(/freshness: unknown/);
    // The withheld page holds the word too: never read, never found.
    expect(text).not.toContain('ops/secrets');
    expect(scanned).not.toContain('ops/secrets.md');
    expect(scanned).toContain('api/tokens.md');
    expect(await search('keys')).toMatch(/2 pages for "keys"[\s\S]*api\/tokens[\s\S]*ops\/runbook/);
    expect(await search('xyzzy')).toMatch(
      /^No page matches "xyzzy"[\s\S]*a scan of the page files/,
    );
    release();
  });

  it('answers from the full index once it is built, with the same pages', async () => {
    const { service, search, release } = await started(wiki());
    const early = await search('keys');
    release();
    expect(await service.searchReady(true)).toBe(32);
    const late = await search('keys');
    expect(late).not.toContain('a scan of the page files');
    expect(late).not.toContain('still being indexed');
    const listed = (text: string) =>
      [...text.matchAll(/^(api|ops)\/\S+/gm)].map((m) => m[0]).sort();
    expect(listed(late)).toEqual(listed(early));
    expect(listed(late)).toEqual(['api/tokens', 'ops/runbook']);
  });
});

// Full-text search over pages: ranking over titles, slugs, headings, descriptions and bodies,
// typos and prefixes forgiven, deterministic order, and MiniSearch loaded only when an index is
// built (a bundle that imports the module keeps the library out of its start-up code).
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { parseWiki, type WikiFile } from '../../src/wiki/load.js';
import { createWikiSearch, type WikiSearch } from '../../src/wiki/search.js';

const page = (path: string, title: string, description: string, body: string): WikiFile => ({
  path,
  text: `---\ntitle: ${title}\ndescription: ${description}\n---\n# ${title}\n\n${body}\n`,
});

const FILES = [
  page(
    'api/token-rotation.md',
    'Token rotation',
    'Issuing a new API token and retiring the old one.',
    '## Overlap\n\nBoth keys work for a day.',
  ),
  page(
    'billing/invoices.md',
    'Invoices',
    'Monthly invoices.',
    'Each invoice lists charges. A token identifies the customer portal session.\n\n## Dunning\n\nRetries of failed charges.',
  ),
  page(
    'ops/runbook.md',
    'Runbook',
    'What to do when the queue backs up.',
    '## Webhook signatures\n\nVerify the signature header before parsing.',
  ),
  page('guides/setup.md', 'Setup', 'Installing the CLI.', 'Download and configure.'),
];

let search: WikiSearch;
beforeAll(async () => {
  search = await createWikiSearch(parseWiki(FILES).pages);
});

const slugs = (query: string, limit?: number): string[] =>
  search.search(query, limit).map((h) => h.slug);

describe('createWikiSearch', () => {
  it('indexes every page', () => {
    expect(search.size).toBe(4);
  });

  it('ranks a title match above a body mention', () => {
    expect(slugs('token')).toEqual(['api/token-rotation', 'billing/invoices']);
  });

  it('finds words in headings, descriptions and slugs', () => {
    expect(slugs('webhook signatures')[0]).toBe('ops/runbook');
    expect(slugs('queue')[0]).toBe('ops/runbook');
    expect(slugs('guides')).toEqual(['guides/setup']);
  });

  it('forgives a typo in a longer word and completes a prefix', () => {
    expect(slugs('rotaton')[0]).toBe('api/token-rotation');
    expect(slugs('invo')[0]).toBe('billing/invoices');
  });

  it('reports scores and the matched terms', () => {
    const [hit] = search.search('dunning');
    expect(hit).toEqual({
      slug: 'billing/invoices',
      score: expect.any(Number),
      terms: ['dunning'],
    });
    expect(hit!.score).toBeGreaterThan(0);
  });

  it('finds nothing for an empty query or one of stop words only, and honours the limit', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('  ')).toEqual([]);
    expect(search.search('the and of')).toEqual([]);
    expect(slugs('token', 1)).toEqual(['api/token-rotation']);
  });

  it('orders equal scores by slug, the same on every build', async () => {
    const twins = await createWikiSearch(
      parseWiki([
        page('b.md', 'Ledger', 'Same.', 'Same text.'),
        page('a.md', 'Ledger', 'Same.', 'Same text.'),
        page('c.md', 'Other', 'Unrelated.', 'Nothing.'),
      ]).pages,
    );
    const hits = twins.search('ledger');
    expect(hits.map((h) => h.slug)).toEqual(['a', 'b']);
    expect(hits[0]!.score).toBe(hits[1]!.score);
    const again = await createWikiSearch(parseWiki(FILES).pages);
    expect(again.search('token signature invoice')).toEqual(
      search.search('token signature invoice'),
    );
  });
});

describe('the quick and the yielding builds', () => {
  it('a quick index ranks titles, headings, descriptions and slugs, never page text', async () => {
    const quick = await createWikiSearch(parseWiki(FILES).pages, { quick: true });
    expect(quick.search('token').map((h) => h.slug)).toEqual(['api/token-rotation']);
    expect(quick.search('customer portal')).toEqual([]);
    expect(quick.search('dunning').map((h) => h.slug)).toEqual(['billing/invoices']);
  });

  it('a yielding build ranks as the one-go build does', async () => {
    const yielding = await createWikiSearch(parseWiki(FILES).pages, { yielding: true });
    for (const q of ['token', 'webhook signatures', 'invoce', 'guides'])
      expect(yielding.search(q)).toEqual(search.search(q));
  });
});

describe('loading', () => {
  it('keeps MiniSearch out of the start-up code of a bundle that imports the module', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-ingest-search-bundle-'));
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { createWikiSearch } from ${JSON.stringify(join(process.cwd(), 'src/wiki/search.ts'))};\nexport const run = (p: never[]) => createWikiSearch(p);\n`,
    );
    await build({
      entryPoints: { entry },
      outdir: join(dir, 'out'),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      minify: true,
      logLevel: 'silent',
    });
    const out = join(dir, 'out');
    const marker = /MiniSearch: duplicate ID/;
    const files = readdirSync(out);
    const text = (f: string): string => readFileSync(join(out, f), 'utf8');
    expect(marker.test(text('entry.js'))).toBe(false);
    expect(text('entry.js')).toMatch(/import\("\.\/[^"]+\.js"\)/);
    expect(files.filter((f) => f !== 'entry.js').some((f) => marker.test(text(f)))).toBe(true);
  });
});

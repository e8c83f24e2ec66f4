// The scan that answers search_wiki before an index exists (src/wiki/search-scan.ts): on a
// fixture it finds the pages the index finds (words in the front-matter's title and description,
// the slug, headings and page text however deep; prefixes from 3 letters, whole words below;
// stop words left out; any case), it forgives no typo, and it never reads a page secret-paths
// withholds, which still takes its slug as in a full read.
import { parseWiki, type WikiFile } from '../../src/wiki/load.js';
import { createWikiSearch, type WikiSearch } from '../../src/wiki/search.js';
import { scanFiles, scanRecord, scanSearch, type ScanRecord } from '../../src/wiki/search-scan.js';
import { fileToSlug } from '../../src/wiki/slug.js';

const filler = 'Plain words about nothing in particular fill this paragraph again. '.repeat(120);

const FILES: WikiFile[] = [
  {
    path: 'api/token-rotation.md',
    text: '---\ntitle: Token rotation\ndescription: "Issuing a new API key, retiring the old."\n---\n# Rotating\n\n## Overlap\n\nBoth keys work for a day.\n',
  },
  {
    path: 'billing/invoices.md',
    text: `---\ntitle: Invoices\ndescription: Monthly statements.\n---\n${filler}\n\nDeep down: the DUNNING schedule retries failed charges.\n`,
  },
  {
    path: 'ops/runbook.md',
    text: '\uFEFF---\r\ntitle: Runbook\r\ndescription: When the queue backs up.\r\n---\r\n## Webhook signatures\r\n\r\nVerify the Signature header before parsing.\r\n',
  },
  { path: 'guides/setup.md', text: '# Setup without front-matter\n\nDownload the CLI, then go.\n' },
  {
    path: 'guides/größe.md',
    text: '---\ntitle: Größe der Pakete\ndescription: Limits.\n---\nThe Größe limit is 10 MB; see ID rules.\n',
  },
  {
    path: 'notes/code.md',
    text: '---\ntitle: Code notes\ndescription: Fences.\n---\n```sh\n# not a heading: caching\n```\n\nThereafter, whether or not, the cache stays.\n',
  },
  {
    path: 'notes/symbols.md',
    text: '---\ntitle: Symbols\ndescription: Marks.\n---\nCall `rotate`, then pipe stdin|grep and add x+offset.\n',
  },
];

const records: ScanRecord[] = FILES.map((f) => scanRecord(fileToSlug(f.path), f.path, f.text));
let index: WikiSearch;
beforeAll(async () => {
  index = await createWikiSearch(parseWiki(FILES).pages);
});

const slugs = (hits: { slug: string }[]): string[] => hits.map((h) => h.slug).sort();

describe('a scan of the page files', () => {
  const QUERIES = [
    'token', // a title and slug word
    'monthly statements', // the front-matter description only
    'rotation', // slug and title
    'overlap', // an H2 heading
    'dunning', // page text past the first 7,000 characters, in capitals
    'signature', // a CRLF file with a BOM: heading and text
    'setup cli', // H1 of a page without front-matter, and a word of its text
    'inv', // a prefix from 3 letters
    'id', // two letters: the whole word only
    'größe', // letters past ASCII
    'whe', // a prefix of stop words only (when, where) and of one word (whether)
    'caching', // inside a fenced block, text all the same
    'rotate', // a word in backticks
    'grep offset', // words joined by | and +
    'the of and', // stop words only: nothing
    'nothing here matches xyzzy',
  ];

  it.each(QUERIES)('finds the pages the index finds for %j', (query) => {
    expect(slugs(scanSearch(records, query, 100))).toEqual(slugs(index.search(query, 100)));
  });

  it('finds something for most of the queries, so the comparison is not of empty sets', () => {
    const found = QUERIES.filter((q) => scanSearch(records, q, 100).length > 0);
    expect(found.length).toBeGreaterThanOrEqual(13);
  });

  it('forgives no typo (the index does): it finds less, never more', () => {
    const scanned = slugs(scanSearch(records, 'invoises', 100));
    expect(scanned).toEqual([]);
    expect(slugs(index.search('invoises', 100))).toEqual(['billing/invoices']);
  });

  it('ranks a title above page text, and ties by slug', () => {
    const hits = scanSearch(records, 'token key', 10);
    expect(hits[0]!.slug).toBe('api/token-rotation');
    expect(hits[0]!.terms).toEqual(['key', 'token']);
    expect(scanSearch(records, 'the', 10)).toEqual([]);
  });
});

describe('the files a scan reads', () => {
  it('never reads a withheld page; it takes its slug, as a full read does, and the first readable file of a slug wins', async () => {
    const read: string[] = [];
    const file = (path: string, withheld: boolean, text: string | null) => ({
      slug: fileToSlug(path),
      file: path,
      withheld,
      read: () => (read.push(path), text),
    });
    const got = await scanFiles(
      [
        file('Secret.md', true, '# Secret\n\napi key hunter2\n'),
        file('secret.md', false, '# Shadow\n\nhunter2\n'),
        file('Gone.md', false, null),
        file('gone.md', false, '# Gone\n\nstill here\n'),
        file('open.md', false, '# Open\n\nhunter2 is a word here\n'),
      ],
      2,
    );
    expect(read).toEqual(['Gone.md', 'gone.md', 'open.md']);
    expect(got.map((r) => r.file)).toEqual(['gone.md', 'open.md']);
    expect(slugs(scanSearch(got, 'hunter2', 10))).toEqual(['open']);
  });
});

// A small repository whose wiki covers its files, with the map file (and its covers index) as
// wiki-ingest generates it: the scene of the covered-changes, renames-followed and lint --fix
// tests. `api/tokens` covers src/tokens.ts, `guide/setup` covers docs/setup.md and src/config.ts;
// a person's comment in a front-matter checks that only covers lines ever change.
import { blobSha } from '../src/github/checkout-cache.js';
import { buildMap, renderIndex } from '../src/wiki/map.js';
import { coversIndexOf } from '../src/wiki/covers-index.js';
import { parseWiki } from '../src/wiki/load.js';

export const TOKENS_TS =
  Array.from({ length: 12 }, (_, i) => `export const token${i} = () => ${i};`).join('\n') + '\n';
export const CONFIG_TS = 'export const config = { retries: 3 };\n';
export const SETUP_MD = '# Setup\n\nInstall, then run it.\n';

export const blobOf = (text: string): string => blobSha(Buffer.from(text));

export const TOKENS_PAGE = [
  '---',
  'title: API tokens',
  "description: 'How tokens are made'   # a person's comment",
  'type: entity',
  'covers:',
  `  - src/tokens.ts@${blobOf(TOKENS_TS)}`,
  '---',
  '',
  '# API tokens',
  '',
  'Tokens are made by `token0` … `token11`. See [[guide/setup]].',
  '',
].join('\n');

export const SETUP_PAGE = [
  '---',
  'title: Setup',
  'description: Installing and configuring.',
  'type: guide',
  'related: [api/tokens]',
  'covers:',
  `  - docs/setup.md@${blobOf(SETUP_MD)}`,
  `  - src/config.ts@${blobOf(CONFIG_TS)}`,
  '---',
  '',
  '# Setup',
  '',
  'Install, then run it; retries come from `config`. Tokens: [[api/tokens]].',
  '',
].join('\n');

/** The map file as wiki-ingest writes it for `pages` (wiki-relative path → text). */
export function generatedMap(pages: Record<string, string>): string {
  const wiki = parseWiki(Object.entries(pages).map(([path, text]) => ({ path, text })));
  return renderIndex(buildMap(wiki.pages), coversIndexOf(wiki.pages));
}

/** The repository's files, keyed by repository path. */
export function coveredRepoFiles(): Record<string, string> {
  const pages = { 'api/tokens.md': TOKENS_PAGE, 'guide/setup.md': SETUP_PAGE };
  return {
    'README.md': '# r\n',
    'src/tokens.ts': TOKENS_TS,
    'src/config.ts': CONFIG_TS,
    'src/other.ts': 'export const other = 1;\n',
    'docs/setup.md': SETUP_MD,
    'wiki/log.md': '# Wiki log\n',
    'wiki/index.md': generatedMap(pages),
    ...Object.fromEntries(Object.entries(pages).map(([p, t]) => [`wiki/${p}`, t])),
  };
}

/** `TOKENS_TS` with one line changed: a 2-line fix (1 added, 1 deleted). */
export const TOKENS_FIXED = TOKENS_TS.replace('token3 = () => 3', 'token3 = () => 33');

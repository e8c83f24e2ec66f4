// `wiki-ingest index`: the wiki's map and what its caps cut, for people or (--json) for tools.
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig, type RawInputs } from '../config.js';
import {
  buildMap,
  capsComplain,
  loadWiki,
  WikiNotFoundError,
  type WikiMap,
} from '../wiki/index.js';

const CAP_INPUTS = ['description-chars', 'headings-per-page', 'page-char-cap'] as const;

const HELP = `Usage: wiki-ingest index [--wiki DIR] [--json] [--strict] [caps flags]

Prints the wiki map (one line per page: slug | title | description | H2 headings) and what the
caps cut.

  --wiki DIR               the wiki folder (default: the wiki-path input default, "wiki")
  --json                   print one JSON document instead of the table
  --strict                 exit 1 when a cap cuts anything or the longest page is within 10%
                           of page-char-cap (for CI)
  --description-chars N    characters of a description kept in the map (default 110)
  --headings-per-page N    H2 headings per page kept in the map (default 9)
  --page-char-cap N        characters of a page served to the agent (default 12000)
`;

/** Thousands separators without locale, so output is the same on every machine. */
const num = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function table(dir: string, map: WikiMap, warnings: string[]): string {
  const s = map.stats;
  const out = [...map.lines, ''];
  out.push(
    `${dir}: ${s.pages} page${s.pages === 1 ? '' : 's'}, ${num(s.corpus_chars)} chars (~${num(s.approx_tokens.corpus)} tokens); ` +
      `map ${num(s.index_chars)} chars (~${num(s.approx_tokens.index)} tokens), ${(s.ratio * 100).toFixed(1)}% of the pages.`,
    `H2 headings: ${num(s.headings_total)}; pages over headings-per-page ${s.headings_per_page}: ${s.pages_over_heading_cap.length}.`,
    `Descriptions cut to description-chars ${s.description_chars}: ${s.descriptions_cut}.`,
    s.longest_page
      ? `Longest page: ${s.longest_page.slug}, ${num(s.longest_page.chars)} chars; margin to page-char-cap ${num(s.page_char_cap)}: ${num(s.margin_chars)} chars (${s.margin_pct}%).`
      : 'Longest page: none (the wiki has no pages).',
    `Pages over page-char-cap: ${s.pages_over_char_cap.length ? s.pages_over_char_cap.join(', ') : 'none'}.`,
  );
  if (warnings.length)
    out.push('', `Warnings (${warnings.length}):`, ...warnings.map((w) => `  - ${w}`));
  return out.join('\n') + '\n';
}

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        wiki: { type: 'string' },
        'wiki-path': { type: 'string' },
        json: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        'description-chars': { type: 'string' },
        'headings-per-page': { type: 'string' },
        'page-char-cap': { type: 'string' },
      },
    }));
  } catch (e) {
    process.stderr.write(`wiki-ingest index: ${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }

  let caps;
  let dir: string;
  try {
    const raw: RawInputs = {};
    for (const name of CAP_INPUTS) raw[name] = values[name];
    const config = parseConfig(raw, process.env);
    caps = {
      descriptionChars: config.descriptionChars,
      headingsPerPage: config.headingsPerPage,
      pageCharCap: config.pageCharCap,
    };
    // --wiki is any folder on disk; the wiki-path default names the usual one.
    dir = values.wiki ?? values['wiki-path'] ?? config.wikiPath;
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`wiki-ingest index: ${e.message}\n`);
    return 2;
  }

  let wiki;
  try {
    wiki = await loadWiki(dir);
  } catch (e) {
    if (!(e instanceof WikiNotFoundError)) throw e;
    process.stderr.write(`wiki-ingest index: ${e.message}\n`);
    return 1;
  }
  const map = buildMap(wiki.pages, caps);
  const warnings = [...wiki.warnings, ...map.warnings];

  if (values.json) {
    process.stdout.write(
      JSON.stringify({ ...map.stats, warnings, lines: map.lines }, null, 2) + '\n',
    );
  } else {
    process.stdout.write(table(dir, map, warnings));
  }
  if (values.strict && capsComplain(map)) {
    process.stderr.write(
      'wiki-ingest index: --strict: a cap cut something or the longest page is within 10% of page-char-cap (see warnings).\n',
    );
    return 1;
  }
  return 0;
}

// `wiki-ingest index`: the wiki's map and what its caps cut, for people or (--json) for tools.
import { loadConfig } from '../config/parse.js';
import { buildMap, capsComplain, renderIndex, type WikiMap } from '../wiki/map.js';
import { capsOf } from '../wiki/types.js';
import { foldedAllowance } from '../wiki/map-view.js';
import { loadWikiMap, WikiNotFoundError, WikiSymlinkError } from '../wiki/load.js';
import { mapBudget, type MapBudget } from '../wiki/folded-map.js';
import { coversIndexOf } from '../wiki/covers-index.js';
import { safeLine, safeLines } from '../security/output.js';
import { runCommand, UsageError, type CommandSpec } from './flags.js';
import { groupWarnings } from '../wiki/warnings.js';

const SPEC: CommandSpec = {
  name: 'index',
  summary:
    'Prints the wiki map (slug | title | description | H2 headings, one line per page) and what ' +
    'the caps (description-chars, headings-per-page, page-char-cap) cut. corpus_chars counts every ' +
    "page's text as read_pages serves it uncapped; index_chars counts the map lines as the prompt " +
    'carries them, one newline each. Counts are Unicode code points.',
  usage: '[--wiki DIR] [--json | --markdown] [--strict] [caps flags]',
  flags: {
    wiki: {
      type: 'string',
      value: 'DIR',
      description: 'The wiki folder, any folder on disk (default: wiki).',
    },
    json: { type: 'boolean', description: 'Print one JSON document instead of the table.' },
    markdown: {
      type: 'boolean',
      description:
        'Print index.md exactly as an ingest writes it, instead of the table (to repair what lint reports as index-drift: wiki-ingest index --markdown > wiki/index.md).',
    },
    strict: {
      type: 'boolean',
      description:
        'Exit 1 when a cap cuts anything, the longest page is within 10% of page-char-cap, or the map is over map-token-budget (for CI).',
    },
  },
  inputs: ['map'],
};

/** Thousands separators without locale, so output is the same on every machine. */
const num = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The table for people. File names, titles, headings and warnings come from the wiki's files, so
 * every line passes through safeLine: a name holding a newline or starting with `::` cannot start
 * a line that a workflow runner reads as a command (the README suggests this command for CI).
 */
function table(dir: string, map: WikiMap, budget: MapBudget, warnings: string[]): string {
  const s = map.stats;
  const out = map.lines.length ? [...map.lines, ''] : [];
  out.push(
    `${dir}: ${s.pages} page${s.pages === 1 ? '' : 's'}, ${num(s.corpus_chars)} chars (~${num(s.approx_tokens.corpus)} tokens); ` +
      `map ${num(s.index_chars)} chars (~${num(s.approx_tokens.index)} tokens), ${(s.ratio * 100).toFixed(1)}% of the pages.`,
    `H2 headings: ${num(s.headings_total)}; pages over headings-per-page ${s.headings_per_page}: ${s.pages_over_heading_cap.length}.`,
    `Descriptions cut to description-chars ${s.description_chars}: ${s.descriptions_cut}.`,
    s.longest_page
      ? `Longest page: ${s.longest_page.slug}, ${num(s.longest_page.chars)} chars; margin to page-char-cap ${num(s.page_char_cap)}: ${num(s.margin_chars)} chars (${s.margin_pct}%).`
      : 'Longest page: none (the wiki has no pages).',
    `Pages over page-char-cap: ${s.pages_over_char_cap.length ? s.pages_over_char_cap.join(', ') : 'none'}.`,
    budgetLine(budget),
  );
  if (warnings.length)
    out.push('', `Warnings (${warnings.length}):`, ...warnings.map((w) => `  - ${w}`));
  return out.map(safeLine).join('\n') + '\n';
}

/** The map against map-token-budget, as the table and --strict state it. */
function budgetLine(b: MapBudget): string {
  return b.over
    ? `Map ~${num(b.tokens)} tokens, over map-token-budget ${num(b.budget)}: the ingest and ask prompts carry the folded map (at most ~${num(foldedAllowance(b.budget).total)} tokens, whatever the number of pages), and pages are found with search_wiki.`
    : `Map ~${num(b.tokens)} tokens, within map-token-budget ${num(b.budget)}: the prompts carry the whole map.`;
}

export function main(argv: string[]): Promise<number> {
  return runCommand(SPEC, argv, async ({ values, inputs }) => {
    if (values.json === true && values.markdown === true)
      throw new UsageError('--json and --markdown each choose the output; pass one of them.');
    const config = await loadConfig(inputs, process.env);
    const caps = capsOf(config);
    // --wiki is any folder on disk; without it, wiki-path relative to the current directory.
    const dir = typeof values.wiki === 'string' ? values.wiki : config.wikiPath;
    let wiki;
    try {
      // Only the map's fields: each page's text is let go once parsed (a large wiki's text would
      // be most of the memory this command takes).
      wiki = await loadWikiMap(dir, { mapFile: config.mapFile });
    } catch (e) {
      if (!(e instanceof WikiNotFoundError || e instanceof WikiSymlinkError)) throw e;
      process.stderr.write(safeLine(`wiki-ingest index: ${e.message}`) + '\n');
      return 1;
    }
    const map = buildMap(wiki.pages, caps);
    const budget = mapBudget(map, config.mapTokenBudget);
    const warnings = [...wiki.warnings, ...map.warnings];

    // index.md byte for byte into a file or pipe: every line starts with text of its own (`- [`,
    // `#`, `<!--`) and page text is on one line, so none can start a workflow command. On a
    // terminal, control characters in titles are escaped (safeLine) rather than interpreted.
    // JSON escapes every control character inside strings and indents every line: no value can
    // start a line.
    if (values.markdown === true) {
      const text = renderIndex(map, coversIndexOf(wiki.pages));
      process.stdout.write(
        process.stdout.isTTY ? safeLines(text.replace(/\n$/, '').split('\n')) : text,
      );
    } else if (values.json === true)
      process.stdout.write(
        JSON.stringify({ ...map.stats, map_budget: budget, warnings, lines: map.lines }, null, 2) +
          '\n',
      );
    // People read one line per kind of cut; --json keeps every warning for scripts.
    else process.stdout.write(table(dir, map, budget, groupWarnings(warnings)));

    if (values.strict !== true) return 0;
    if (capsComplain(map)) {
      process.stderr.write(
        'wiki-ingest index: --strict: a cap cut something or the longest page is within 10% of page-char-cap (see the warnings).\n',
      );
      return 1;
    }
    if (budget.over) {
      process.stderr.write(
        `wiki-ingest index: --strict: the map is ~${budget.tokens} tokens, over map-token-budget ${budget.budget}: the prompts carry the folded map. Raise map-token-budget (up to 150000) to keep the whole map, or drop --strict to accept folding.\n`,
      );
      return 1;
    }
    return 0;
  });
}

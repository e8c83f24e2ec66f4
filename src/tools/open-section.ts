// open_section: unfolds one line of the folded map (a folder, a hub or "/") into its pages' map
// lines, fenced as the map is: how the agent sees every page of a section search_wiki missed.
import * as z from '../zod.js';
import { untrusted } from '../security/fence.js';
import { openOutline } from '../wiki/folded-map.js';
import { plural } from '../wiki/text.js';
import { didYouMean, toolError } from './errors.js';
import type { FindContext } from './search-wiki.js';
import { tool } from './tool.js';

/** Map lines open_section returns at most; a larger section lists its sub-folders first. */
export const OPEN_SECTION_LINES = 200;

const d = z.describe;

const DESCRIPTION = [
  'Returns the map lines of one section of the folded map (a folder, a hub or "/") inside an <untrusted kind="wiki map"> fence.',
  'Use it to see every page of a section the folded map names, when search_wiki does not find the page.',
  `At most ${OPEN_SECTION_LINES} lines: a larger folder lists its sub-folders as section lines, then its own pages, with a note of how many were left out.`,
  'An unknown section is an error suggesting the closest sections.',
].join(' ');

const schema = () =>
  z.strictObject({
    prefix: z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(300),
        d(
          'A section as the folded map names it: a folder ("api/", "api/v1/"), a hub\'s slug, or "/" for the top-level pages.',
        ),
      ),
  });

export const openSection = tool('open_section', DESCRIPTION, schema, (args, ctx: FindContext) => {
  const { outline } = ctx;
  const opened = openOutline(outline, args.prefix, OPEN_SECTION_LINES);
  if (!opened) {
    const ids = outline.sections.map((s) => s.id);
    return toolError(
      `No section "${args.prefix}" in the folded map.${didYouMean(ids, args.prefix)} Name a section as the folded map lists it (a folder such as "${ids.find((i) => i.endsWith('/') && i !== '/') ?? 'api/'}", a hub's slug, or "/"), or find the page with search_wiki.`,
    );
  }
  const note = opened.omitted
    ? `\n[${plural(opened.omitted, 'more page')} of "${opened.id}" not listed: open a sub-folder above or use search_wiki.]`
    : '';
  return {
    content: `Section "${opened.id}" (${plural(opened.lines.length, 'line')}):\n${untrusted('wiki map', opened.lines.join('\n'), { section: opened.id })}${note}`,
  };
});

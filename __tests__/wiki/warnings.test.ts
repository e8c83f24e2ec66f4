// The same cut on many pages is one line; a warning said twice is said once.
import { buildMap } from '../../src/wiki/map.js';
import { parsePage } from '../../src/wiki/page.js';
import { groupWarnings } from '../../src/wiki/warnings.js';

const page = (slug: string, description: string) =>
  parsePage(`${slug}.md`, `---\ndescription: ${description}\n---\n# ${slug}\n`).page;

describe('groupWarnings', () => {
  it('folds 7 description cuts into one line naming 5 pages and the rest', () => {
    const long = 'word '.repeat(40).trim();
    const pages = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((s) => page(s, long));
    const map = buildMap(pages);
    expect(map.warnings).toHaveLength(7);
    const grouped = groupWarnings([...map.warnings, 'other warning', ...map.warnings]);
    expect(grouped).toEqual([
      '7 descriptions cut to 110 chars (description-chars): a, b, c, d, e and 2 more. Shorten their front-matter descriptions (or first paragraphs); wiki-ingest adopt writes a short one where none is set.',
      'other warning',
    ]);
  });

  it('leaves a single cut as it was, and keeps caps that differ apart', () => {
    const one = 'x: description cut from 200 to 110 chars (description-chars); shorten it.';
    expect(groupWarnings([one, one])).toEqual([one]);
    const other = 'y: description cut from 200 to 90 chars (description-chars); shorten it.';
    expect(groupWarnings([one, other])).toEqual([one, other]);
  });
});

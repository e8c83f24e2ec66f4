import { pageExcerpt, sectionText } from '../../src/wiki/read.js';
import { parsePage } from '../../src/wiki/page.js';

const text =
  '---\ntitle: Big\n---\n# Big\n\nIntro.\n\n## First\n\n' +
  'a'.repeat(200) +
  '\n\n## Second Part\n\nsecond\n\n## Third\n\nthird\n';
const big = parsePage('big.md', text).page;

describe('pageExcerpt', () => {
  it('gives the whole page under the cap', () => {
    expect(pageExcerpt(big, 12000)).toEqual({
      text,
      total: text.length,
      truncated: false,
      sectionsCut: [],
      leadCut: false,
    });
  });

  it('cuts at the cap and names the sections the cut reached', () => {
    expect(pageExcerpt(big, 100)).toEqual({
      text: text.slice(0, 100),
      total: text.length,
      truncated: true,
      sectionsCut: ['First', 'Second Part', 'Third'],
      leadCut: false,
    });
    // A cap inside the lead (the text before the first H2) says so.
    expect(pageExcerpt(big, 30).leadCut).toBe(true);
    const afterFirst = text.indexOf('## Second Part') + 5;
    expect(pageExcerpt(big, afterFirst).sectionsCut).toEqual(['Second Part', 'Third']);
  });

  it('counts code points, not UTF-16 units', () => {
    const emoji = parsePage('e.md', '# E\n\n' + '😀'.repeat(10) + '\n').page;
    const excerpt = pageExcerpt(emoji, 8);
    expect(excerpt.text).toBe('# E\n\n😀😀😀');
    expect(excerpt.total).toBe(16);
  });
});

describe('sectionText', () => {
  it('finds a section without regard to case or a leading ##, heading line included', () => {
    const expected = { heading: 'Second Part', text: '## Second Part\n\nsecond' };
    expect(sectionText(big, 'second part')).toEqual(expected);
    expect(sectionText(big, '## SECOND PART')).toEqual(expected);
  });

  it('is undefined for a heading the page lacks', () => {
    expect(sectionText(big, 'Nope')).toBeUndefined();
  });
});

import { pageExcerpt, sectionText } from '../../src/wiki/read.js';
import { parsePage } from '../../src/wiki/page.js';

const front = `---\ntitle: Big\nsources:\n  - commit ${'a'.repeat(40)}\n---\n`;
const body =
  '# Big\n\nIntro.\n\n## First\n\n' +
  'a'.repeat(200) +
  '\n\n## Second Part\n\nsecond\n\n## Third\n\nthird\n';
const big = parsePage('big.md', front + body).page;

describe('pageExcerpt', () => {
  it('gives the whole page under the cap, which counts the body; ids in the front-matter cut short', () => {
    expect(pageExcerpt(big, body.length)).toEqual({
      text: front.replace('a'.repeat(40), 'a'.repeat(12)) + body,
      total: body.length,
      start: 0,
      end: body.length,
      truncated: false,
      span: [0, body.length],
      sectionsCut: [],
      leadCut: false,
    });
  });

  it('serves the body in parts at the cap, ending at a line, naming the sections a part leaves out', () => {
    const first = pageExcerpt(big, 100)!;
    expect(first.text.startsWith('---\ntitle: Big\n')).toBe(true);
    expect(first.end).toBe(body.indexOf('## First') + '## First\n\n'.length);
    expect(first).toMatchObject({
      truncated: true,
      sectionsCut: ['First', 'Second Part', 'Third'],
      leadCut: false,
    });
    const second = pageExcerpt(big, 100, first.end)!;
    expect(second.text.startsWith('aaa')).toBe(true);
    expect(second.text).not.toContain('title: Big');
    // A cap inside the lead (the text before the first H2) says so.
    expect(pageExcerpt(big, 10)!.leadCut).toBe(true);
    expect(pageExcerpt(big, 100, body.length)).toBeNull();
  });

  it('counts code points, not UTF-16 units', () => {
    const emoji = parsePage('e.md', '😀'.repeat(10) + '\n').page;
    const excerpt = pageExcerpt(emoji, 8)!;
    expect(excerpt.text).toBe('😀'.repeat(8));
    expect(excerpt.total).toBe(11);
    expect(excerpt.span).toEqual([0, 16]);
  });
});

describe('sectionText', () => {
  it('finds a section without regard to case or a leading ##, heading line included', () => {
    const expected = { heading: 'Second Part', text: '## Second Part\n\nsecond' };
    expect(sectionText(big, 'second part')).toMatchObject(expected);
    expect(sectionText(big, '## SECOND PART')).toMatchObject(expected);
  });

  it('is undefined for a heading the page lacks, and comes in parts past the cap', () => {
    expect(sectionText(big, 'Nope')).toBeUndefined();
    const part = sectionText(big, 'First', 50)!;
    // The part ends at a line's end: the heading and the blank line after it.
    expect(part).toMatchObject({ start: 0, end: 10, total: 210, text: '## First\n\n' });
    expect(sectionText(big, 'First', 50, 200)!.text).toBe('a'.repeat(10));
  });
});

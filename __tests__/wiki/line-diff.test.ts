// Lines kept, changed, added and removed: what the report states per page.
import { lineCounts, lineCountsText } from '../../src/wiki/line-diff.js';

const page = (n: number, edit: (lines: string[]) => void = () => {}): string => {
  const lines = Array.from({ length: n }, (_, i) => `Line ${i + 1}.`);
  edit(lines);
  return `${lines.join('\n')}\n`;
};

describe('lineCounts', () => {
  it('counts one changed fact in a 40-line page as one changed line', () => {
    const after = page(40, (l) => (l[19] = 'Line 20, corrected.'));
    expect(lineCounts(page(40), after)).toEqual({ kept: 39, changed: 1, added: 0, removed: 0 });
    expect(lineCountsText(lineCounts(page(40), after))).toBe('39 lines kept · 1 changed · 0 added');
  });

  it('pairs removed and added lines facing each other; the rest are added or removed', () => {
    const after = page(10, (l) => l.splice(2, 2, 'New A.', 'New B.', 'New C.'));
    expect(lineCounts(page(10), after)).toEqual({ kept: 8, changed: 2, added: 1, removed: 0 });
    const shorter = page(10, (l) => l.splice(5, 3, 'Only one.'));
    expect(lineCounts(page(10), shorter)).toEqual({ kept: 7, changed: 1, added: 0, removed: 2 });
    expect(lineCountsText(lineCounts(page(10), shorter))).toBe(
      '7 lines kept · 1 changed · 0 added · 2 removed',
    );
  });

  it('counts a new page as all added', () => {
    expect(lineCounts(null, page(3))).toEqual({ kept: 0, changed: 0, added: 3, removed: 0 });
  });
});

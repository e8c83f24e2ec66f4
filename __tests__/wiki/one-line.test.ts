// collapseSpace skips the replace when a field is one line already: the result must be the replace's.
import { collapseSpace } from '../../src/wiki/text.js';

/** Whitespace of every kind the replace collapses, and characters it keeps. */
const PARTS = [
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '\u3000',
  '\u200b',
  'x',
  '|',
];

describe('collapseSpace', () => {
  it('gives what collapsing every whitespace run and trimming gives, for every mix of spaces', () => {
    const wrong: string[] = [];
    for (const a of PARTS)
      for (const b of PARTS)
        for (const c of PARTS)
          for (const d of PARTS) {
            const s = `${a}${b}w${c}${d}`;
            if (collapseSpace(s) !== s.replace(/\s+/g, ' ').trim()) wrong.push(JSON.stringify(s));
          }
    expect(wrong).toEqual([]);
    expect(collapseSpace('a b')).toBe('a b');
    expect(collapseSpace(' a\n\tb ')).toBe('a b');
  });
});

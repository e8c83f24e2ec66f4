// oneLine skips the replace when a field is one line already: the result must be the replace's.
import { oneLine } from '../../src/wiki/text.js';

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

describe('oneLine', () => {
  it('gives what collapsing every whitespace run and trimming gives, for every mix of spaces', () => {
    const wrong: string[] = [];
    for (const a of PARTS)
      for (const b of PARTS)
        for (const c of PARTS)
          for (const d of PARTS) {
            const s = `${a}${b}w${c}${d}`;
            if (oneLine(s) !== s.replace(/\s+/g, ' ').trim()) wrong.push(JSON.stringify(s));
          }
    expect(wrong).toEqual([]);
    expect(oneLine('a b')).toBe('a b');
    expect(oneLine(' a\n\tb ')).toBe('a b');
  });
});

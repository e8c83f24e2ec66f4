// oneLine skips the replace when a field is one line already: the result must be the replace's.
import { oneLine } from '../../src/wiki/text.js';

describe('oneLine', () => {
  it('gives what collapsing every whitespace run and trimming gives, for every mix of spaces', () => {
    const parts = [
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
    const wrong: string[] = [];
    for (const a of parts)
      for (const b of parts)
        for (const c of parts)
          for (const d of parts) {
            const s = `${a}${b}w${c}${d}`;
            if (oneLine(s) !== s.replace(/\s+/g, ' ').trim()) wrong.push(JSON.stringify(s));
          }
    expect(wrong).toEqual([]);
    expect(oneLine('a b')).toBe('a b');
    expect(oneLine(' a\n\tb ')).toBe('a b');
  });
});

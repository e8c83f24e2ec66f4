// Untrusted text on stdout: no workflow command, no raw line break, whatever the text holds.
import { escapeCommandText, safeLine, safeLines } from '../../src/security/output.js';

/** What the runner would read as a workflow command: a line starting (after spaces) with :: or ##[. */
const commandLines = (out: string) =>
  out.split(/\r\n|\r|\n/).filter((l) => /^\s*(::|##\[)/.test(l));

describe('escapeCommandText', () => {
  it('escapes as the toolkit escapes command data', () => {
    expect(escapeCommandText('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
  });
  it('escapes the other line breaks and control characters too', () => {
    expect(escapeCommandText('a\u2028b\u2029c\u0085d\u000be\u001b[2Jf')).toBe(
      'a%u2028b%u2029c%85d%0Be%1B[2Jf',
    );
  });
});

describe('safeLine', () => {
  it.each([
    ['::warning::owned', '%3A:warning::owned'],
    ['  ::error file=x::y', '  %3A:error file=x::y'],
    ['\t::add-mask::x', '\t%3A:add-mask::x'],
    ['##[error]legacy', '%23#[error]legacy'],
    ['x\n::set-output name=a::b', 'x%0A::set-output name=a::b'],
    ['x\r::stop-commands::t', 'x%0D::stop-commands::t'],
    ['a%0Ab literally', 'a%250Ab literally'],
    ['8.3% of the cap', '8.3% of the cap'],
    [': one colon', ': one colon'],
    ['plain text', 'plain text'],
  ])('%j → %j', (input, want) => {
    expect(safeLine(input)).toBe(want);
    expect(commandLines(safeLine(input))).toEqual([]);
  });

  it('joins many lines, none of them a command', () => {
    const out = safeLines(['ok', '::warning::a\n::error::b', '##[group]c']);
    expect(out).toBe('ok\n%3A:warning::a%0A::error::b\n%23#[group]c\n');
    expect(commandLines(out)).toEqual([]);
    expect(safeLines([])).toBe('');
  });
});

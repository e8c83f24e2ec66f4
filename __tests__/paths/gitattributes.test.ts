// The .gitattributes rules wiki-ingest honours: git's pattern rules for the patterns it supports,
// linguist-generated and -diff (or binary), the last line for an attribute winning.
import { generatedLine, parseGitAttributes } from '../../src/paths/gitattributes.js';

const gen = (text: string, path: string) => generatedLine(parseGitAttributes(text), path);

describe('gitattributes patterns (git rules)', () => {
  it.each([
    // A pattern without a slash matches the name at any depth.
    ['*.map linguist-generated', 'a.js.map', true],
    ['*.map linguist-generated', 'dist/chunks/a.js.map', true],
    ['bundle.js linguist-generated', 'web/static/bundle.js', true],
    // One with a slash is anchored at the root; a leading slash is dropped.
    ['dist/** linguist-generated', 'dist/index.js', true],
    ['dist/** linguist-generated', 'dist/chunks/x.js', true],
    ['dist/** linguist-generated', 'src/dist/index.js', false],
    ['/gen/*.ts linguist-generated', 'gen/a.ts', true],
    ['/gen/*.ts linguist-generated', 'gen/deep/a.ts', false],
    ['/*.js linguist-generated', 'a.js', true],
    ['/*.js linguist-generated', 'src/a.js', false],
    // ** spans folders, zero of them included.
    ['**/vendor/** linguist-generated', 'vendor/x.js', true],
    ['**/vendor/** linguist-generated', 'a/b/vendor/c/x.js', true],
    ['src/**/gen.ts linguist-generated', 'src/gen.ts', true],
    ['src/**/gen.ts linguist-generated', 'src/a/b/gen.ts', true],
    // ? and [...] stay within a folder; dot files match.
    ['file?.txt linguist-generated', 'file1.txt', true],
    ['file[0-9].txt linguist-generated', 'filex.txt', false],
    ['*.lock linguist-generated', '.yarn.lock', true],
    // A folder pattern (trailing "/") matches no file, nor what is inside it (git's rule).
    ['dist/ linguist-generated', 'dist/index.js', false],
    ['dist linguist-generated', 'dist/index.js', false],
    // Braces are not git syntax.
    ['*.{js,css} linguist-generated', 'a.js', false],
    // Case counts.
    ['*.MAP linguist-generated', 'a.map', false],
  ])('%s → %s: %s', (line, path, expected) => {
    expect(gen(line, path) !== null).toBe(expected);
  });

  it('names the line that decided, trimmed and with single spaces', () => {
    expect(gen('  dist/**\t\tlinguist-generated  ', 'dist/a.js')).toBe(
      'dist/** linguist-generated',
    );
  });

  it('reads a C-style quoted pattern', () => {
    expect(gen('"gen files/*.ts" linguist-generated', 'gen files/a.ts')).toBe(
      '"gen files/*.ts" linguist-generated',
    );
    expect(gen('"tab\\there.js" linguist-generated', 'tab\there.js')).not.toBeNull();
    expect(gen('"\\303\\251.js" linguist-generated', '\u00c3\u00a9.js')).not.toBeNull();
    expect(gen('"unclosed linguist-generated', 'unclosed')).toBeNull();
  });

  it('skips comments, macro definitions, negative patterns and other attributes', () => {
    const text = [
      '# dist/** linguist-generated',
      '[attr]gen linguist-generated',
      '!src/** linguist-generated',
      '*.png binary-ish',
      '*.ts text eol=lf',
    ].join('\n');
    expect(parseGitAttributes(text).lines).toEqual([]);
  });
});

describe('which attribute values make a file generated', () => {
  it.each([
    ['linguist-generated', true],
    ['linguist-generated=true', true],
    ['linguist-generated=1', true],
    ['linguist-generated=false', false],
    ['-linguist-generated', false],
    ['!linguist-generated', false],
    ['-diff', true],
    ['binary', true],
    ['diff', false],
    ['diff=markdown', false],
    ['-diff linguist-generated=false', false],
  ])('*.out %s → generated: %s', (attrs, expected) => {
    expect(gen(`*.out ${attrs}`, 'a.out') !== null).toBe(expected);
  });

  it('the last line that names an attribute wins, for each attribute apart', () => {
    const text = [
      'dist/** linguist-generated',
      'dist/keep.js -linguist-generated',
      'docs/*.svg -diff',
      'docs/logo.svg diff',
      'src/** linguist-generated',
      'src/** text',
    ].join('\r\n');
    expect(gen(text, 'dist/a.js')).toBe('dist/** linguist-generated');
    expect(gen(text, 'dist/keep.js')).toBeNull();
    expect(gen(text, 'docs/chart.svg')).toBe('docs/*.svg -diff');
    expect(gen(text, 'docs/logo.svg')).toBeNull();
    // A line naming neither attribute changes nothing.
    expect(gen(text, 'src/a.ts')).toBe('src/** linguist-generated');
  });
});

import MarkdownIt from 'markdown-it';
import { blockTokens } from '../../src/wiki/markdown.js';

// blockTokens runs markdown-it with a lighter block state (plain tokens, a faster line scan):
// it must give exactly the tokens of markdown-it as shipped.
const stock = new MarkdownIt('commonmark').enable(['table', 'strikethrough']);
const reference = (src: string): object[] => {
  const tokens: object[] = [];
  stock.block.parse(src, stock, {}, tokens as never);
  return tokens.map((t) => ({ ...t }));
};

const SOURCES = [
  '',
  'plain',
  '# Title\n\nFirst paragraph\nover two lines.\n',
  'Setext\n======\n\nSub\n---\n\ntext',
  '```sh\n# not a heading\n```\n\n    # indented code\n\n## Real\n',
  '- a\n- b\n  - c\n\n1. one\n2. two\n\n> quote\n> # in quote\n',
  '<div>\n# html\n</div>\n\n[ref]: /url "t"\n\n***\n',
  '| a | b |\n|---|---|\n| 1 | 2 |\n\n~~strike~~\n',
  '\tTabbed\n  \t mixed\n \t\n\t# tab heading?\n',
  'trailing spaces   \n   \n  ',
  'a\n  ',
  '   ',
  '\n\n\n',
  'no final newline\n## H2',
  '  ## indented heading\n    ## code\n',
  '- item\n\n      code in item\n\n  # heading in item\n',
  'é ü 😀 emoji\n# ✓ heading\n',
  'x\u00a0\n\u00a0# not space\n',
];

describe('blockTokens', () => {
  test.each(SOURCES)('%j gives the stock markdown-it tokens', (src) => {
    const ours = blockTokens(src).map((t) => ({ ...t }));
    expect(ours).toEqual(reference(src));
    expect(JSON.stringify(ours)).toBe(JSON.stringify(reference(src)));
  });

  test('the fixture wiki pages give the stock tokens', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { fileURLToPath } = await import('node:url');
    const dir = fileURLToPath(new URL('../fixtures/wiki/', import.meta.url));
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(40);
    for (const f of files) {
      const src = (await readFile(`${dir}/${f}`, 'utf8')).replace(/\r\n?/g, '\n');
      expect(blockTokens(src).map((t) => ({ ...t }))).toEqual(reference(src));
    }
  });
});

// The covers index at the end of the generated map: which pages cover which files, written so a
// skip can read it in one request and nothing in a path can leave its HTML comment.
import MarkdownIt from 'markdown-it';
import { buildMap, renderIndex } from '../../src/wiki/map.js';
import {
  COVERS_INDEX_MARK,
  coversIndexFor,
  coversIndexOf,
  pagesCovering,
  parseCoversIndex,
} from '../../src/wiki/covers-index.js';
import { parsePage } from '../../src/wiki/page.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const page = (file: string, covers: string[]) =>
  parsePage(
    file,
    [
      '---',
      `title: ${file}`,
      'covers:',
      ...covers.map((c) => `  - ${c}`),
      '---',
      '',
      'Body.',
      '',
    ].join('\n'),
  ).page;

const pages = [
  page('api/tokens.md', [`src/api/tokens.ts@${A}`, `src/auth.ts@${B}`]),
  page('guide/rotation.md', [`src/api/tokens.ts@${B}`]),
  page('plain.md', []),
];

describe('coversIndexOf', () => {
  it('lists each covered path once with every page covering it, both sorted', () => {
    expect([...coversIndexOf(pages)]).toEqual([
      ['src/api/tokens.ts', ['api/tokens', 'guide/rotation']],
      ['src/auth.ts', ['api/tokens']],
    ]);
  });
});

describe('pagesCovering', () => {
  const index = coversIndexOf(pages);
  it('answers which pages cover the paths asked, by slug then path; others are left out', () => {
    expect(pagesCovering(index, ['src/auth.ts', 'src/api/tokens.ts', 'README.md'])).toEqual([
      { slug: 'api/tokens', path: 'src/api/tokens.ts' },
      { slug: 'api/tokens', path: 'src/auth.ts' },
      { slug: 'guide/rotation', path: 'src/api/tokens.ts' },
    ]);
    expect(pagesCovering(index, ['nothing.ts'])).toEqual([]);
  });

  it('cuts an index down to the paths of one merge', () => {
    expect([...coversIndexFor(index, ['src/auth.ts', 'x.ts'])]).toEqual([
      ['src/auth.ts', ['api/tokens']],
    ]);
  });
});

describe('the block in index.md', () => {
  const map = buildMap(pages);
  const text = renderIndex(map, coversIndexOf(pages));

  it('follows the map lines and reads back as the same index', () => {
    expect(text.startsWith(renderIndex(map).replace(/\n$/, ''))).toBe(true);
    expect(text).toContain(`${COVERS_INDEX_MARK} (generated with the map)`);
    expect(text).toContain('["src/api/tokens.ts","api/tokens","guide/rotation"]\n');
    expect(parseCoversIndex(text)).toEqual(coversIndexOf(pages));
    expect(parseCoversIndex(text.replace(/\n/g, '\r\n'))).toEqual(coversIndexOf(pages));
  });

  it('is one HTML comment: a reader of the rendered page sees no entry', () => {
    const tokens = new MarkdownIt({ html: true }).parse(text, {});
    const blocks = tokens.filter((t) => t.type === 'html_block').map((t) => t.content);
    expect(blocks.some((b) => b.includes('src/auth.ts') && b.trimEnd().endsWith('-->'))).toBe(true);
    expect(
      tokens.filter((t) => t.type === 'inline').some((t) => t.content.includes('src/auth.ts')),
    ).toBe(false);
  });

  it('keeps a path that spells "-->" or markup inside the comment', () => {
    const hostile = [page('x.md', [`a --> <img src=x onerror=1>&amp;.ts@${A}`])];
    const out = renderIndex(buildMap(hostile), coversIndexOf(hostile));
    const block = out.slice(out.indexOf(COVERS_INDEX_MARK));
    expect(block.match(/-->/g)).toHaveLength(1);
    const inner = block.slice(COVERS_INDEX_MARK.length, block.lastIndexOf('-->'));
    expect(inner).not.toMatch(/[<>&]/);
    expect([...parseCoversIndex(out)!]).toEqual([['a --> <img src=x onerror=1>&amp;.ts', ['x']]]);
  });

  it('is written empty when no page covers a file, and absent from a map without it', () => {
    const bare = [page('a.md', [])];
    const out = renderIndex(buildMap(bare), coversIndexOf(bare));
    expect(parseCoversIndex(out)).toEqual(new Map());
    expect(parseCoversIndex(renderIndex(buildMap(bare)))).toBeNull();
    expect(parseCoversIndex(null)).toBeNull();
  });

  it('leaves out lines that are not entries', () => {
    const tampered = `# x\n\n${COVERS_INDEX_MARK}\n["a.ts","p"]\nnot json\n["only-a-path"]\n[1,2]\n-->\n["after.ts","q"]\n`;
    expect([...parseCoversIndex(tampered)!]).toEqual([['a.ts', ['p']]]);
  });
});

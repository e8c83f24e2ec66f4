import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { parseSimpleYaml } from '../../src/wiki/simple-yaml.js';

// The fast front-matter reader must give exactly what `yaml` gives, or nothing.
const VALUES = [
  'Page 0',
  'a b',
  'x  y',
  'é ü ß',
  'a **b** with `code` and [a link](x.md).',
  'a "q"',
  "it's",
  'a\\b',
  'x|y',
  'a > b',
  'a - b',
  'a & b * c ! d % e @ f',
  'a {b}',
  'a#b',
  'a:b',
  'Ok?',
  'a\u00a0',
  'a  ',
  'y',
  'n',
  'yes',
  'no',
  'on',
  'e5',
  'inf',
  'NaN',
  'a ~',
  '[a, b]',
  '[]',
  '[ a ,b ]',
  '[a b, c-d]',
  '[a?, b]',
  '[a, b] #c',
  '[a,b]x',
  '[a:b, c]',
  '[http://x.y/z, w]',
  'see http://x.y/z#frag',
  '[a"b, c]',
  "[it's, x]",
  'a\u2028b',
  '.github/workflows/wiki.yml@0123456789abcdef0123456789abcdef01234567',
  'src/api/tokens.ts@0123456789abcdef0123456789abcdef01234567',
  'node_modules/@types/x@abc',
  '_config.yml',
  '.a',
  '.NET guide',
  '[.github/x, _y]',
  'a, b',
  'a [b] {c}',
  // Quoted on one line: the fast path reads those with nothing to unescape.
  '"quoted"',
  "'quoted'",
  '"a: b"',
  '"a #b"',
  '"true"',
  '"1.5"',
  '""',
  "''",
  "'a: b'",
  '"it\'s"',
  '"é ü"',
  '"[a, b]"',
  '"  a  "',
  '"a\u2028b"',
  '"a"  ',
  // Quoted, but for the library: escapes, quotes inside, text after the quotes.
  '"a \\"b\\""',
  '"a\\nb"',
  "'it''s'",
  '"a" #c',
  '"a"x',
  '"a',
  '"a\tb"',
  '"a\u0001"',
  // Not plain strings: these must take the library path.
  'true',
  'True',
  'FALSE',
  'null',
  'Null',
  '~',
  '1.5',
  '0x1',
  '-a',
  '*alias',
  '&anchor a',
  '!tag a',
  '|',
  '>',
  '# comment',
  'a: b',
  'a #b',
  'a:',
  '[a, true]',
  '[a, [b]]',
  '[a,]',
  '[a, b: c]',
  '[a, {b}]',
  '[a, b, ]',
  '[a], b',
  '[a , b #c]',
  '.inf',
  '.Inf',
  '.NaN',
  '.5',
  '._',
  '_1',
  '..a',
  '[.inf, a]',
  '[.5, a]',
  '- a',
  '-',
  'a\tb',
  'a 😀',
  '',
];
const KEYS = ['title', 'tags', 'a-b', 'x_y', 'True', 'null', 'constructor', 'toString', 'A1'];
const TAILS = ['', '\ntype: concept', '\n\ntype: x\n', '\n  indented', '\nbare', '\n# c'];

/** `key:` and its items as a block list, in the shapes a person or the library writes. */
const BLOCK_SHAPES: ((k: string, v: string) => string)[] = [
  (k, v) => `${k}:\n  - ${v}\n`,
  (k, v) => `${k}:\n- ${v}\n- b\n`,
  (k, v) => `${k}:\n  - a\n  - ${v}\ntype: x\n`,
  (k, v) => `${k}:\n  - ${v}\n\n  - b\n`,
  (k, v) => `${k}:\n  - ${v}  \n`,
  (k, v) => `${k}:\n  -  ${v}\n`,
  (k, v) => `${k}:\n  - ${v}\n   - b\n`,
  (k, v) => `${k}:\n  - ${v}\n - b\n`,
  (k, v) => `${k}:\n  - ${v}\n    more\n`,
  (k, v) => `${k}:\n  - ${v}\n  # c\n`,
  (k, v) => `${k}:\n  - - ${v}\n`,
  (k, v) => `${k}:\ntype: ${v}\n`,
  (k, v) => `${k}:\n\ntype: ${v}\n`,
  (k, v) => `${k}: ${v}\n  - b\n`,
  (k, v) => `${k}:\n  - ${v}\n${k}:\n  - b\n`,
  (k, v) => `title: ${v}\n${k}:\n  - ${v}\n`,
  (k, v) => `${k}:\n  - ${v}\n`.replace('\n', ''),
];

const lineCases = KEYS.flatMap((k) =>
  VALUES.flatMap((v) => TAILS.map((t) => `${k}: ${v}${t}\n`).concat(`${k}: ${v}\n${k}: again\n`)),
);
const blockCases = KEYS.flatMap((k) =>
  VALUES.flatMap((v) => BLOCK_SHAPES.map((shape) => shape(k, v))),
);
const cases = [...lineCases, ...blockCases];

function library(src: string): unknown {
  try {
    return parse(src, { uniqueKeys: true, prettyErrors: false });
  } catch {
    return 'error';
  }
}

describe('parseSimpleYaml', () => {
  test('agrees with yaml on every generated case it reads (the rest it leaves to yaml)', () => {
    const mismatches: string[] = [];
    for (const src of cases) {
      const fast = parseSimpleYaml(src);
      if (fast === undefined) continue;
      const ref = library(src);
      // isDeepStrictEqual, not toStrictEqual: jest compares a `constructor` key as the type.
      if (!isDeepStrictEqual(fast, ref) || JSON.stringify(fast) !== JSON.stringify(ref))
        mismatches.push(JSON.stringify(src));
    }
    expect(mismatches).toEqual([]);
  });

  test('reads the common front-matter and leaves the rest to yaml', () => {
    expect(parseSimpleYaml('title: Page 1\ndescription: A page.\ntags: [a, b]\n')).toEqual({
      title: 'Page 1',
      description: 'A page.',
      tags: ['a', 'b'],
    });
    expect(parseSimpleYaml('title: "Decision: keep #3"\ndescription: \'Why "this"\'\n')).toEqual({
      title: 'Decision: keep #3',
      description: 'Why "this"',
    });
    const sha = '0123456789abcdef0123456789abcdef01234567';
    expect(
      parseSimpleYaml(
        `title: T\ntags:\n  - a\ncovers:\n  - .github/w.yml@${sha}\n  - src/a.ts@${sha}\n`,
      ),
    ).toEqual({ title: 'T', tags: ['a'], covers: [`.github/w.yml@${sha}`, `src/a.ts@${sha}`] });
    for (const src of [
      'title: true\n',
      'title: "x\\"y"\n',
      "title: 'x''y'\n",
      'a: 1\n',
      'a: x\na: y\n',
      'a:\n  - 1\n',
      'a:\n  - x: y\n',
      'a:\n',
    ])
      expect(parseSimpleYaml(src)).toBeUndefined();
  });

  test('takes the fast path for a good share of the cases above, lines and lists alike', () => {
    for (const some of [lineCases, blockCases]) {
      const fast = some.filter((c) => parseSimpleYaml(c) !== undefined).length;
      expect(fast).toBeGreaterThan(some.length / 12);
    }
  });
});

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
  '"quoted"',
  "'quoted'",
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
  'a\tb',
  'a 😀',
  '',
];
const KEYS = ['title', 'tags', 'a-b', 'x_y', 'True', 'null', 'constructor', 'toString', 'A1'];
const TAILS = ['', '\ntype: concept', '\n\ntype: x\n', '\n  indented', '\nbare', '\n# c'];

const cases = KEYS.flatMap((k) =>
  VALUES.flatMap((v) => TAILS.map((t) => `${k}: ${v}${t}\n`).concat(`${k}: ${v}\n${k}: again\n`)),
);

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
    for (const src of ['title: true\n', 'title: "x"\n', 'a: 1\n', 'a: x\na: y\n', 'a:\n  - x\n'])
      expect(parseSimpleYaml(src)).toBeUndefined();
  });

  test('takes the fast path for a good share of the cases above', () => {
    const fast = cases.filter((c) => parseSimpleYaml(c) !== undefined).length;
    expect(fast).toBeGreaterThan(cases.length / 8);
  });
});

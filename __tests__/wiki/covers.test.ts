// The `covers` field: read, validated, written sorted as `path@blobsha`, and invisible to pages
// that do not have it.
import { parse } from 'yaml';
import { newPage, parsePage, serializePage, patchPage } from '../../src/wiki/page.js';
import { normalizeCovers, parseCovers } from '../../src/wiki/covers.js';
import { withCovers, coversOf } from '../../src/wiki/provenance.js';
import { parseSimpleYaml } from '../../src/wiki/simple-yaml.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const S256 = 'c'.repeat(64);

describe('parseCovers', () => {
  it('reads path@blob strings, sorted by path', () => {
    expect(
      parseCovers([`src/z.ts@${A}`, `.github/w.yml@${B}`, `node_modules/@t/x@${S256}`]),
    ).toEqual({
      covers: [
        { path: '.github/w.yml', blob: B },
        { path: 'node_modules/@t/x', blob: S256 },
        { path: 'src/z.ts', blob: A },
      ],
      problems: [],
    });
  });

  it('takes nothing from an absent field, and one string as a one-entry list', () => {
    expect(parseCovers(undefined)).toEqual({ covers: [], problems: [] });
    expect(parseCovers(null)).toEqual({ covers: [], problems: [] });
    expect(parseCovers(`a.ts@${A}`).covers).toEqual([{ path: 'a.ts', blob: A }]);
  });

  it.each([
    ['src/a.ts', /no "@blobsha".*git rev-parse HEAD:src\/a\.ts/],
    [`src/a.ts@${A.slice(1)}`, /not a full lowercase blob sha/],
    [`src/a.ts@${A.toUpperCase()}`, /not a full lowercase blob sha/],
    [`src/a.ts@${'g'.repeat(40)}`, /not a full lowercase blob sha/],
    [`/etc/passwd@${A}`, /absolute/],
    [`C:/x.ts@${A}`, /absolute/],
    [`../secret@${A}`, /leaves the repository/],
    [`src/../../x@${A}`, /leaves the repository/],
    [`src\\a.ts@${A}`, /backslash/],
    [`src//a.ts@${A}`, /empty or "\." folder/],
    [`./a.ts@${A}`, /empty or "\." folder/],
    [`src/@${A}`, /empty or "\." folder/],
    [`@${A}`, /the path is empty/],
    [`a\u0007b@${A}`, /control character/],
  ])('refuses %j, naming the entry', (entry, problem) => {
    const { covers, problems } = parseCovers([`ok.ts@${A}`, entry]);
    expect(covers).toEqual([{ path: 'ok.ts', blob: A }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^entry 2\b/);
    expect(problems[0]).toMatch(problem);
  });

  it('refuses entries that are not strings, a mapping, and a path listed twice', () => {
    expect(parseCovers([{ path: 'a', blob: A }, 3]).problems).toEqual([
      'entry 1 is not a "path@blobsha" string (found object)',
      'entry 2 is not a "path@blobsha" string (found number)',
    ]);
    expect(parseCovers({ a: 1 }).problems).toEqual(['it is not a list of "path@blobsha" strings']);
    expect(parseCovers([`a@${A}`, `a@${B}`])).toEqual({
      covers: [{ path: 'a', blob: A }],
      problems: ['entry 2: "a" is listed twice'],
    });
  });
});

describe('normalizeCovers', () => {
  it('sorts, keeps the last stamp of a path, and throws on a bad entry', () => {
    expect(
      normalizeCovers([
        { path: 'b', blob: A },
        { path: 'a', blob: A },
        { path: 'b', blob: B },
      ]),
    ).toEqual([
      { path: 'a', blob: A },
      { path: 'b', blob: B },
    ]);
    expect(() => normalizeCovers([{ path: '../x', blob: A }])).toThrow(/covers: .*leaves/);
    expect(() => normalizeCovers([{ path: 'x', blob: 'nope' }])).toThrow(/blob sha/);
  });
});

const PAGE = `---\ntitle: Tokens\ntags: [api]\ncovers:\n  - src/b.ts@${B}\n  - src/a.ts@${A}\n---\n# Tokens\n\nText.\n`;

describe('covers on a page', () => {
  it('is read from the front-matter, sorted, and an untouched page serializes byte for byte', () => {
    const { page, warnings } = parsePage('tokens.md', PAGE);
    expect(warnings).toEqual([]);
    expect(coversOf(page)).toEqual([
      { path: 'src/a.ts', blob: A },
      { path: 'src/b.ts', blob: B },
    ]);
    expect(serializePage(page)).toBe(PAGE);
    // A body edit keeps the front-matter bytes, the hand-written order included.
    expect(patchPage(page, { body: '# Tokens\n\nNew.\n' }).raw).toBe(PAGE.replace('Text.', 'New.'));
  });

  it('the fast front-matter reader and the yaml library read the written field alike', () => {
    const written = withCovers(parsePage('t.md', '# T\n').page, [
      { path: '.github/workflows/wiki.yml', blob: A },
      { path: 'src/a.ts', blob: B },
    ]).raw;
    const yaml = written.split('---\n')[1]!;
    expect(parseSimpleYaml(yaml)).toEqual(parse(yaml));
    expect(parseSimpleYaml(yaml)).toEqual({
      covers: [`.github/workflows/wiki.yml@${A}`, `src/a.ts@${B}`],
    });
  });

  it('withCovers writes the field sorted as path@blob lines, changing nothing else', () => {
    const { page } = parsePage('tokens.md', PAGE);
    const next = withCovers(page, [
      { path: 'src/c.ts', blob: A },
      { path: 'src/a.ts', blob: B },
    ]);
    // The inline `tags: [api]` a person wrote stays as it is.
    expect(next.raw).toBe(
      `---\ntitle: Tokens\ntags: [api]\ncovers:\n  - src/a.ts@${B}\n  - src/c.ts@${A}\n---\n# Tokens\n\nText.\n`,
    );
    expect(next.body).toBe(page.body);
    expect(withCovers(next, []).raw).toBe(
      '---\ntitle: Tokens\ntags: [api]\n---\n# Tokens\n\nText.\n',
    );
    expect(() => withCovers(page, [{ path: '/abs', blob: A }])).toThrow(/absolute/);
  });

  it('comes after sources in a new front-matter; an existing one gains it as its last key', () => {
    const page = newPage('api/tokens', {
      title: 'Tokens',
      sources: ['abc1234'],
      covers: [{ path: 'src/a.ts', blob: A }],
    });
    expect(page.raw.split('---\n')[1]).toBe(
      `title: Tokens\nsources:\n  - abc1234\ncovers:\n  - src/a.ts@${A}\n`,
    );
    const owned = parsePage('x.md', `---\nowner: me\ntitle: X\n---\n# X\n`).page;
    expect(withCovers(owned, [{ path: 'a', blob: A }]).raw.split('---\n')[1]).toBe(
      `owner: me\ntitle: X\ncovers:\n  - a@${A}\n`,
    );
  });

  it('a bad entry is a warning and left out; the entry stays in the file until covers is rewritten', () => {
    const raw = `---\ntitle: T\ncovers:\n  - src/a.ts@${A}\n  - ../x@${B}\n---\n# T\n`;
    const { page, warnings } = parsePage('t.md', raw);
    expect(page.covers).toEqual([{ path: 'src/a.ts', blob: A }]);
    expect(warnings).toEqual([
      't.md: front-matter "covers": entry 2: "../x" leaves the repository (".."); that entry is ignored.',
    ]);
    expect(patchPage(page, { title: 'U' }).raw).toContain(`- ../x@${B}`);
    expect(withCovers(page, page.covers).raw).not.toContain('../x');
  });

  it('pages without the field read as covering nothing and keep their bytes', () => {
    const raw = '---\ntitle: Old\nsources: [abc]\n---\n# Old\n';
    const { page } = parsePage('old.md', raw);
    expect(page.covers).toEqual([]);
    expect(serializePage(page)).toBe(raw);
    expect(patchPage(page, { description: 'D' }).raw).not.toContain('covers');
  });
});

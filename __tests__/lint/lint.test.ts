// The lint rules, each on a small wiki built for it, and the report's shape, order and exit codes.
import {
  FAIL_ON,
  lintExitCode,
  lintWiki,
  type LintInput,
  type LintReport,
} from '../../src/lint/lint-wiki.js';
import { RULE_IDS, RULES, fixFor } from '../../src/lint/rules.js';
import { sinceTargets } from '../../src/wiki/provenance.js';
import { renderLint } from '../../src/lint/text.js';
import { DEFAULT_IGNORE_PATHS } from '../../src/config/inputs.js';
import { GeneratedFiles } from '../../src/paths/generated.js';
import { parseGitAttributes } from '../../src/paths/gitattributes.js';
import { buildMap, renderIndex } from '../../src/wiki/map.js';
import { parseWiki, type WikiFile } from '../../src/wiki/load.js';

const sha = (c: string): string => c.repeat(40);
const CAPS = { descriptionChars: 110, headingsPerPage: 9, pageCharCap: 12000 };

/** A page file: front-matter lines (or none) and a body. */
const file = (path: string, fm: string[] | null, body: string): WikiFile => ({
  path,
  text: `${fm ? `---\n${fm.join('\n')}\n---\n` : ''}${body}`,
});

/** Three pages linking each other in a ring, covering one file each, current at HEAD. */
const ring = (): WikiFile[] => [
  file('a.md', ['title: A', `covers: [src/a.ts@${sha('a')}]`], '# A\n\nSee [[b]].\n'),
  file('b.md', ['title: B', `covers: [src/b.ts@${sha('b')}]`], '# B\n\nSee [[c]].\n'),
  file('c.md', ['title: C', `covers: [src/c.ts@${sha('c')}]`], '# C\n\nSee [[a]].\n'),
];
const TREE = new Map([
  ['src/a.ts', sha('a')],
  ['src/b.ts', sha('b')],
  ['src/c.ts', sha('c')],
]);

function lint(files: WikiFile[], extra: Partial<LintInput> = {}): LintReport {
  return lintWiki({ pages: parseWiki(files).pages, index: null, tree: TREE, caps: CAPS, ...extra });
}
const rules = (r: LintReport) => r.findings.map((f) => [f.rule, f.page]);

describe('lintWiki', () => {
  it('finds nothing in a wiki whose pages link each other and whose covered files are current', () => {
    const report = lint(ring());
    expect(report).toEqual({
      pages: 3,
      findings: [],
      counts: Object.fromEntries(RULE_IDS.map((id) => [id, 0])),
      freshness: {
        covered_pages: 3,
        current_pages: 3,
        share: 1,
        stale_covers: 0,
        missing_covers: 0,
      },
    });
  });

  it('dead-link: a [[slug]] or a related slug naming no page; code and existing pages are fine', () => {
    const files = ring();
    files[0] = file(
      'a.md',
      ['title: A', `covers: [src/a.ts@${sha('a')}]`, 'related: [b, gone/page]'],
      '# A\n\nSee [[b]], [[Nope|label]], [[c#Part]] and `[[in-code]]`.\n\n```\n[[fenced]]\n```\n',
    );
    const r = lint(files);
    expect(r.findings).toEqual([
      { rule: 'dead-link', severity: 'error', page: 'a', detail: '[[nope]] points at no page' },
      {
        rule: 'dead-link',
        severity: 'error',
        page: 'a',
        detail: 'related "gone/page" names no page',
      },
    ]);
    expect(r.counts['dead-link']).toBe(2);
  });

  it('stale and missing-source: per covered file, with since when history placed the stamp', () => {
    const files = ring();
    files[0] = file(
      'a.md',
      ['title: A', 'covers:', `  - src/a.ts@${sha('a')}`, `  - src/old.ts@${sha('d')}`],
      '# A\n\nSee [[b]].\n',
    );
    const tree = new Map([...TREE, ['src/b.ts', sha('e')]]);
    const pages = parseWiki(files).pages;
    expect(sinceTargets(pages, tree)).toEqual([
      { path: 'src/old.ts', blob: sha('d') },
      { path: 'src/b.ts', blob: sha('b') },
    ]);
    const since = new Map([[`src/b.ts@${sha('b')}`, { commit: sha('9'), subject: 'feat: b' }]]);
    const r = lintWiki({ pages, index: null, tree, caps: CAPS, since });
    expect(r.findings).toEqual([
      {
        rule: 'missing-source',
        severity: 'error',
        page: 'a',
        detail: 'covers src/old.ts, which HEAD no longer holds',
        file: 'src/old.ts',
      },
      {
        rule: 'stale',
        severity: 'warning',
        page: 'b',
        detail: `covers src/b.ts, changed since the page was checked (blob bbbbbbb then, eeeeeee at HEAD); first changed after the stamp by 9999999 "feat: b"`,
        file: 'src/b.ts',
        since: sha('9'),
      },
    ]);
    // One page of three is current: a stale cover and a cover of a file gone.
    expect(r.freshness).toEqual({
      covered_pages: 3,
      current_pages: 1,
      share: 0.333,
      stale_covers: 1,
      missing_covers: 1,
    });
  });

  it('generated-cover: a warning naming the fix for each covered file that is generated or ignored, never stale nor missing', () => {
    const files = ring();
    files[0] = file(
      'a.md',
      [
        'title: A',
        `covers: [src/a.ts@${sha('a')}, dist/chunks/x-OLD.js@${sha('d')}, dist/cli.js.map@${sha('e')}]`,
      ],
      '# A\n\nSee [[b]].\n',
    );
    const generated = new GeneratedFiles(
      DEFAULT_IGNORE_PATHS,
      parseGitAttributes('dist/** linguist-generated\n'),
    );
    // The chunk was renamed by a build (gone at HEAD), the map changed: no error, two warnings.
    const tree = new Map([...TREE, ['dist/cli.js.map', sha('f')]]);
    const r = lint(files, { tree, generated });
    expect(r.findings).toEqual([
      {
        rule: 'generated-cover',
        severity: 'warning',
        page: 'a',
        detail:
          'covers dist/chunks/x-OLD.js, which is generated (.gitattributes "dist/** linguist-generated"): generated and ignored files are never covered',
        file: 'dist/chunks/x-OLD.js',
      },
      {
        rule: 'generated-cover',
        severity: 'warning',
        page: 'a',
        detail:
          'covers dist/cli.js.map, which is generated (ignore-paths "**/*.map"): generated and ignored files are never covered',
        file: 'dist/cli.js.map',
      },
    ]);
    expect(lintExitCode(r, 'error')).toBe(0);
    expect(fixFor(r.findings[0]!)).toBe(
      'drop "dist/chunks/x-OLD.js" from covers (cover the source it is built from, if the page describes it); the next write of the page by wiki-ingest drops it too',
    );
    // Without the decision (an older edge), the same covers are what they were: an error.
    expect(rules(lint(files, { tree }))).toEqual([
      ['missing-source', 'a'],
      ['stale', 'a'],
    ]);
  });

  it('front-matter: YAML that does not parse, fields of the wrong kind, bad covers, a mistyped lock', () => {
    const files = ring();
    files.push(
      file('d.md', ['title: [unclosed', 'x: y'], '# D\n\n[[a]]\n'),
      file(
        'e.md',
        [
          'title: {a: 1}',
          'tags: [ok, {no: 1}]',
          'related: 3',
          `covers: [src/a.ts, "src/b.ts@${sha('b')}"]`,
          'wiki-ingest: lock',
        ],
        '# E\n\n[[a]] [[b]] [[c]]\n',
      ),
    );
    const r = lint(files);
    const fm = r.findings.filter((f) => f.rule === 'front-matter');
    expect(fm.map((f) => f.page)).toEqual(['d', 'e', 'e', 'e', 'e', 'e']);
    expect(fm[0]!.detail).toMatch(
      /^the front-matter does not parse \(.+\), so every field in it is ignored and the page is read-only to wiki-ingest \(no tool, no repair writes it\) until it does$/,
    );
    expect(fm.slice(1).map((f) => f.detail)).toEqual([
      '"covers": entry 1 "src/a.ts" has no "@blobsha"; write "src/a.ts@<sha>" with the sha `git rev-parse HEAD:src/a.ts` prints',
      '"related" is number, not a list',
      '"tags" holds an item that is not text (a mapping)',
      '"title" is a mapping, not text, so it is ignored',
      '"wiki-ingest" is "lock", so the page is NOT locked; the only value is "locked"',
    ]);
  });

  it('index-drift: an index.md that is not the generated one; an absent one is fine', () => {
    const pages = parseWiki(ring()).pages;
    const generated = renderIndex(buildMap(pages, CAPS));
    expect(lint(ring(), { index: generated }).findings).toEqual([]);
    expect(lint(ring(), { index: generated.replace(/\n/g, '\r\n') }).findings).toEqual([]);
    const edited = generated.replace('| A |', '| A, edited |');
    expect(lint(ring(), { index: edited }).findings).toEqual([
      {
        rule: 'index-drift',
        severity: 'error',
        page: 'index.md',
        detail: `index.md differs from the generated index at line 7: expected "${generated.split('\n')[6]}", found "${edited.split('\n')[6]}"`,
      },
    ]);
    // Other caps make another index: lint must be given the caps the action uses.
    expect(
      lint(ring(), { index: generated, caps: { ...CAPS, descriptionChars: 1 } }).counts[
        'index-drift'
      ],
    ).toBe(1);
  });

  it('orphan: no inbound link and no hub; a page linking three others is a hub; one page alone is neither', () => {
    const files = [
      ...ring(),
      file('lone.md', ['title: Lone'], '# Lone\n\nSee [[a]].\n'),
      file('hub.md', ['title: Hub'], '# Hub\n\n[[a]] [[b]] [[c]] [[hub]]\n'),
      file('self.md', ['title: Self'], '# Self\n\n[[self]]\n'),
    ];
    expect(rules(lint(files)).filter(([r]) => r === 'orphan')).toEqual([
      ['orphan', 'lone'],
      ['orphan', 'self'],
    ]);
    const related = [...files, file('x.md', ['title: X', 'related: [lone]'], '# X\n[[self]]\n')];
    expect(rules(lint(related)).filter(([r]) => r === 'orphan')).toEqual([['orphan', 'x']]);
    expect(rules(lint([file('only.md', null, '# Only\n')]))).toEqual([['uncovered', 'only']]);
  });

  it('duplicate-title: titles equal without regard to case or spacing, one finding per page', () => {
    const files = [...ring(), file('d.md', ['title: " a "'], '# x\n[[b]]\n')];
    const dup = lint(files).findings.filter((f) => f.rule === 'duplicate-title');
    expect(dup.map((f) => [f.page, f.detail])).toEqual([
      ['a', 'its title "A" is also the title of d'],
      ['d', 'its title "a" is also the title of a'],
    ]);
  });

  it("cap: the map's own warnings, each on its page", () => {
    const files = ring();
    files[1] = file(
      'b.md',
      ['title: B', `covers: [src/b.ts@${sha('b')}]`, `description: ${'word '.repeat(40)}`],
      '# B\n\nSee [[c]].\n',
    );
    const cap = lint(files).findings.filter((f) => f.rule === 'cap');
    expect(cap).toEqual([
      {
        rule: 'cap',
        severity: 'warning',
        page: 'b',
        detail: expect.stringMatching(
          /^description cut from 199 to 110 chars \(description-chars\)/,
        ),
      },
    ]);
  });

  it('uncovered: information, one per page that covers no file', () => {
    const r = lint([...ring(), file('d.md', ['title: D'], '# D\n[[a]]\n')]);
    expect(r.findings.filter((f) => f.rule === 'uncovered')).toEqual([
      { rule: 'uncovered', severity: 'info', page: 'd', detail: 'covers no repository file' },
    ]);
  });

  it('orders findings by rule (errors first), then page, and counts every rule', () => {
    const files = [
      file('z.md', ['title: Z'], '# Z\n[[gone]]\n'),
      file('m.md', ['title: Z'], '# M\n[[z]]\n'),
    ];
    const r = lint(files);
    expect(rules(r)).toEqual([
      ['dead-link', 'z'],
      ['orphan', 'm'],
      ['duplicate-title', 'm'],
      ['duplicate-title', 'z'],
      ['uncovered', 'm'],
      ['uncovered', 'z'],
    ]);
    expect(Object.keys(r.counts)).toEqual([...RULE_IDS]);
    expect(r.counts).toMatchObject({
      'dead-link': 1,
      orphan: 1,
      'duplicate-title': 2,
      uncovered: 2,
    });
    for (const f of r.findings) expect(f.severity).toBe(RULES[f.rule].severity);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe('lintExitCode', () => {
  const report = (...severities: ('error' | 'warning' | 'info')[]): LintReport => ({
    pages: 1,
    findings: severities.map((severity) => ({ rule: 'orphan', severity, page: 'p', detail: 'd' })),
    counts: {} as LintReport['counts'],
  });

  it('fails at or above --fail-on; information never fails', () => {
    expect(FAIL_ON).toEqual(['error', 'warning', 'never']);
    const table = [report(), report('info'), report('warning'), report('error', 'warning')].map(
      (r) => FAIL_ON.map((level) => lintExitCode(r, level)),
    );
    expect(table).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 1, 0],
      [1, 1, 0],
    ]);
  });
});

describe('renderLint', () => {
  it('groups by rule, one line per finding with its fix, and counts at the end', () => {
    const files = ring();
    files[0] = file('a.md', ['title: A', `covers: [src/a.ts@${sha('a')}]`], '# A\n\n[[b]] [[x]]\n');
    const text = renderLint(lint(files), 'wiki/ at HEAD 1234567');
    expect(text).toBe(
      [
        'wiki/ at HEAD 1234567: 3 pages.',
        'Freshness: 3 of 3 covered pages current (100%); 0 stale covers.',
        '',
        'dead-link (error, 1): a [[slug]] link, a Markdown link to a page file or a related slug naming no page',
        '  a: [[x]] points at no page. Fix: create that page, or correct or remove the link.',
        '',
        '1 error, 0 warnings, 0 info.',
        '',
      ].join('\n'),
    );
    expect(renderLint(lint(ring()), 'w')).toBe(
      'w: 3 pages.\nFreshness: 3 of 3 covered pages current (100%); 0 stale covers.\n\nNo findings.\n',
    );
  });

  it('every finding line is safe in a workflow log: no raw break, no leading ::', () => {
    const files = ring();
    files[0] = file(
      'a.md',
      ['title: A', `covers: [src/a.ts@${sha('a')}]`],
      '# A\n\n[[b]] [[x\u2028::error::pwned]]\n',
    );
    const text = renderLint(lint(files), 'w');
    expect(text).toContain('[[x%u2028::error::pwned]]');
    for (const line of text.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
  });
});

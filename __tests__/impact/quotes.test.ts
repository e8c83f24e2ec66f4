// The quote tie: which removed lines a page may quote, how a quote is found (whitespace folded),
// which line a page is said to quote, and that a line many pages quote is the wiki's vocabulary.
import { MAX_LINES, MIN_QUOTE, quotesIn, removedLines } from '../../src/impact/quotes.js';
import { impactOf } from '../../src/impact/ties.js';
import type { FileChange } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';

const change = (path: string, patch: string): FileChange => ({
  path,
  status: 'modified',
  additions: 1,
  deletions: 1,
  patch,
});

const LINE = 'Starlette is a lightweight ASGI framework/toolkit for Python.';

describe('removedLines', () => {
  it('keeps telling removed lines of source and the README, not of tests or changelogs', () => {
    const lines = removedLines([
      change('README.md', `@@ -1,2 +1,2 @@\n-${LINE}\n+Starlette is a framework.\n-short line`),
      change(
        'tests/test_app.py',
        '@@ -1 +1 @@\n-assert response.status_code == 200 and response.ok',
      ),
      change('CHANGELOG.md', '@@ -1 +1 @@\n-Fixed the thing that was broken in the release before'),
      change('src/app.py', '@@ -1 +1 @@\n-    return   JSONResponse({"hello":   "world"})  # ok'),
      change(
        'src/x.py',
        '--- a/src/x.py\n+++ b/src/x.py\n@@ -1 +1 @@\n-}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}',
      ),
    ]);
    expect([...lines]).toEqual([
      [LINE, 'README.md'],
      ['return JSONResponse({"hello": "world"}) # ok', 'src/app.py'],
    ]);
  });

  it('takes a line of MIN_QUOTE characters, whitespace folded, and not one shorter', () => {
    const line = 'x'.repeat(MIN_QUOTE - 4) + ' abc';
    const lines = removedLines([
      change('src/a.ts', `@@ -1,2 +1 @@\n-  ${line}\n-${line.slice(1)}`),
    ]);
    expect([...lines.keys()]).toEqual([line]);
  });

  it('never takes a line holding a token shape: the comment would publish it again', () => {
    const token = `ghp_${'a1B2c3D4e5'.repeat(4)}`;
    const lines = removedLines([
      change('src/client.ts', `@@ -1,2 +1 @@\n-const token = "${token}"; // the bot's\n-${LINE}`),
    ]);
    expect([...lines.keys()]).toEqual([LINE]);
  });

  it('stops at MAX_LINES distinct lines', () => {
    const patch = [
      '@@ -1,900 +1 @@',
      ...Array.from({ length: 900 }, (_, i) => `-const value${i} = computeSomething(${i}, "x");`),
    ].join('\n');
    expect(removedLines([change('src/big.ts', patch)]).size).toBe(MAX_LINES);
  });
});

describe('quotesIn', () => {
  it('finds a line folded across the page and says, per file, the line the fewest pages quote', () => {
    const other = 'Its routing table is built once, at start-up, from the mounts.';
    const lines = new Map([
      [LINE, 'README.md'],
      [other, 'README.md'],
    ]);
    const quotes = quotesIn(
      [
        {
          slug: 'a',
          text: `# A\n\nStarlette is a lightweight ASGI\n   framework/toolkit for Python.\n\n${other}`,
        },
        { slug: 'b', text: `# B\n\n${LINE}` },
        { slug: 'c', text: '# C\n\nNothing quoted.' },
      ],
      lines,
    );
    expect([...quotes]).toEqual([
      ['a', [{ line: other, file: 'README.md', pages: 1 }]],
      ['b', [{ line: LINE, file: 'README.md', pages: 2 }]],
    ]);
  });
});

describe('the quote tie in impactOf', () => {
  const page = (file: string, body: string, extra = '') => ({
    path: file,
    text: `---\ntitle: ${file}\ndescription: A page.\n${extra}---\n# T\n\n${body}\n`,
  });
  const files = [change('src/app.py', `@@ -1 +1 @@\n-    ${LINE}\n+    Starlette is small.`)];

  it('is strong for a page few pages share the line with, weak when more than 3 hold it', () => {
    const few = parseWiki([page('one.md', LINE), page('two.md', 'Nothing.')]).pages;
    expect(impactOf(few, files).pages.map((p) => [p.slug, p.ties[0]!.class])).toEqual([
      ['one', 'quote'],
    ]);
    const many = parseWiki(['a', 'b', 'c', 'd'].map((n) => page(`${n}.md`, LINE))).pages;
    const impact = impactOf(many, files, { ties: 'fold' });
    expect(impact.pages).toEqual([]);
    expect(impact.possibly.map((p) => p.ties[0]!.shared)).toEqual([4, 4, 4, 4]);
  });

  it('never names a historical page by a quote', () => {
    const pages = parseWiki([page('old.md', LINE, 'historical: true\n')]).pages;
    expect(impactOf(pages, files, { ties: 'all' }).pages).toEqual([]);
  });
});

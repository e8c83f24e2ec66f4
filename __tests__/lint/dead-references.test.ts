// The dead-reference rule's pure part: what a code span names, and the history it asks — a
// fixed handful of questions however many names the pages give (never one per name).
import { classifyRef, codeRefs, linkedRepoPaths } from '../../src/wiki/code-refs.js';
import {
  DEAD_REF_REMOVALS,
  findDeadReferences,
  type ReferenceHistory,
} from '../../src/lint/dead-references.js';
import { parseWiki } from '../../src/wiki/load.js';

describe('classifyRef', () => {
  it.each([
    ['src/api/tokens.ts', 'path', 'src/api/tokens.ts'],
    ['./src/api/tokens.ts:42', 'path', 'src/api/tokens.ts'],
    ['src/lint/', 'path', 'src/lint/'],
    ['package.json', 'file', 'package.json'],
    ['rotateToken()', 'identifier', 'rotateToken'],
    ['Config.retries', 'identifier', 'retries'],
    ['tokens::rotate', 'identifier', 'rotate'],
    ['--max-cost-usd', 'flag', 'max-cost-usd'],
    ['--max-cost-usd 0.5', 'flag', 'max-cost-usd'],
    ['GITHUB_TOKEN', 'env', 'GITHUB_TOKEN'],
    ['$GITHUB_TOKEN', 'env', 'GITHUB_TOKEN'],
  ])('%s is a %s named %s', (written, kind, name) => {
    expect(classifyRef(written)).toMatchObject({ kind, name });
  });

  it.each([
    'a phrase',
    'npm run lint',
    'https://example.com/x',
    'id',
    '42',
    '{"a": 1}',
    '../up.ts',
  ])('%s names nothing worth checking', (written) => expect(classifyRef(written)).toBeNull());

  it('reads spans outside fenced code, once per name', () => {
    const body = 'Use `rotate()` and `rotate()`.\n\n```ts\n`inFence`\n```\n\n~~~\nx `tilde`\n~~~\n';
    expect(codeRefs(body).map((r) => r.written)).toEqual(['rotate()']);
  });

  it('resolves relative and root links to repository paths, leaving URLs and anchors', () => {
    const page = {
      file: 'guide/setup.md',
      body: '[a](../../src/a.ts) [b](/src/b.ts#L3) [c](https://x.io/c.ts) [d](#top) [e](../other.md) `[f](g.ts)`',
    };
    expect(linkedRepoPaths(page, 'docs')).toEqual(['src/a.ts', 'src/b.ts', 'docs/other.md']);
  });
});

/** A history whose answers are made up and whose calls are counted. */
function countingHistory(pages: number) {
  const calls: string[] = [];
  const old = 'o'.repeat(40);
  const history: ReferenceHistory = {
    lastWritten: async (files) => {
      calls.push('lastWritten');
      return new Map(files.map((f) => [f, old]));
    },
    removedWords: async () => {
      calls.push('removedWords');
      // Every odd name lost a line since: the even ones were never touched.
      return new Set(
        Array.from({ length: pages * 10 }, (_, n) => `name${n}`).filter((_, n) => n % 2),
      );
    },
    pathsAt: async () => {
      calls.push('pathsAt');
      return ['src/gone.ts'];
    },
    namesAt: async (names, commits) => {
      calls.push('namesAt');
      // HEAD holds the even names; the old commit held every one.
      return new Map(
        commits.map((c) => [
          c,
          new Set(names.filter((n) => c === old || Number(n.slice(4)) % 2 === 0)),
        ]),
      );
    },
    removedNames: async (names) => {
      calls.push('removedNames');
      return new Map(names.map((n) => [n, { commit: 'r'.repeat(40), subject: `drop ${n}` }]));
    },
    renames: {
      removedBy: async () => {
        calls.push('removedBy');
        return 'd'.repeat(40);
      },
      renamedTo: async () => null,
    },
  };
  const files = Array.from({ length: pages }, (_, i) => ({
    path: `p${i}.md`,
    text: `# P${i}\n\n${Array.from({ length: 10 }, (_, k) => `\`name${i * 10 + k}\``).join(' ')} \`src/gone.ts\`\n`,
  }));
  return { calls, history, pages: parseWiki(files).pages };
}

describe('findDeadReferences', () => {
  it('asks history a fixed number of questions for 1,000 names on 100 pages', async () => {
    const { calls, history, pages } = countingHistory(100);
    const found = await findDeadReferences(
      pages,
      {
        commit: 'h'.repeat(40),
        listing: new Map([['src/kept.ts', 'b'.repeat(40)]]),
        wikiPath: 'wiki',
      },
      history,
    );
    // Half the names are gone (the odd ones), and every page's gone path.
    expect(found.dead.filter((d) => d.ref.kind === 'identifier')).toHaveLength(500);
    expect(found.dead.filter((d) => d.path === 'src/gone.ts')).toHaveLength(100);
    expect(found.dead.find((d) => d.path)).toMatchObject({
      page: 'p0',
      removed: { commit: 'd'.repeat(40) },
      ref: { written: 'src/gone.ts' },
    });
    expect(found.dead.find((d) => d.ref.name === 'name1')?.removed?.subject).toBe('drop name1');
    // Past the bound, a dead name is still reported, without its removing commit.
    const removed = found.dead.filter((d) => d.ref.kind === 'identifier' && d.removed);
    expect(removed).toHaveLength(DEAD_REF_REMOVALS);
    expect(calls.sort()).toEqual([
      'lastWritten',
      'namesAt',
      'namesAt',
      'pathsAt',
      'removedBy',
      'removedNames',
      'removedWords',
    ]);
  });

  it('searches for no name that no removed line holds', async () => {
    const { calls, history, pages } = countingHistory(1);
    const untouched = pages.map((p) => ({ ...p, body: '`name0` `name2` `src/kept.ts`' }));
    const found = await findDeadReferences(
      untouched,
      {
        commit: 'h'.repeat(40),
        listing: new Map([['src/kept.ts', 'b'.repeat(40)]]),
        wikiPath: 'wiki',
      },
      history,
    );
    expect(found.dead).toEqual([]);
    expect(calls).toEqual(['lastWritten', 'removedWords']);
  });

  it('reads nothing of history when HEAD holds every path and no name is written', async () => {
    const { calls, history, pages } = countingHistory(1);
    const present = pages.map((p) => ({ ...p, body: '`a phrase` `src/kept.ts`' }));
    const found = await findDeadReferences(
      present,
      {
        commit: 'h'.repeat(40),
        listing: new Map([['src/kept.ts', 'b'.repeat(40)]]),
        wikiPath: 'wiki',
      },
      history,
    );
    expect(found.dead).toEqual([]);
    expect(calls).toEqual([]);
  });
});

// Covers that follow renamed and deleted files, for free: the stamp moves with the path, a deleted
// file's cover is dropped, and a page's file changes in its covers lines and nowhere else.
import { followCovers } from '../../src/wiki/cover-moves.js';
import { parsePage } from '../../src/wiki/page.js';
import { restampExactly } from '../../src/wiki/restamp.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

const PERSON = [
  '---',
  '# a person wrote this front-matter, comments and all',
  "title: 'Tokens: rotation'   # quoted",
  'covers:',
  `  - src/auth.ts@${B}`,
  `  - src/tokens.ts@${A}`,
  'tags: [api,  auth]',
  '---',
  '',
  '# Tokens',
  '',
  'Body *as written*.',
  '',
].join('\n');

const tokens = parsePage('api/tokens.md', PERSON).page;
const other = parsePage(
  'other.md',
  `---\ntitle: O\ncovers:\n  - src/tokens.ts@${B}\n---\n\nO.\n`,
).page;

/** The file's lines that differ, as [before, after] line lists. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return {
    removed: a.filter((l) => !b.includes(l)),
    added: b.filter((l) => !a.includes(l)),
  };
}

describe('followCovers', () => {
  it('moves a renamed file’s cover to its new path with its stamp, changing only that line', () => {
    const out = followCovers(
      [tokens, other],
      [{ path: 'src/api/tokens.ts', status: 'renamed', previous_path: 'src/tokens.ts' }],
    );
    expect(out.moved).toEqual([
      { slug: 'api/tokens', from: 'src/tokens.ts', to: 'src/api/tokens.ts' },
      { slug: 'other', from: 'src/tokens.ts', to: 'src/api/tokens.ts' },
    ]);
    const moved = out.pages.find((p) => p.slug === 'api/tokens')!;
    expect(moved.covers).toEqual([
      { path: 'src/api/tokens.ts', blob: A },
      { path: 'src/auth.ts', blob: B },
    ]);
    expect(changedLines(tokens.raw, moved.raw)).toEqual({
      removed: [`  - src/tokens.ts@${A}`],
      added: [`  - src/api/tokens.ts@${A}`],
    });
    expect(moved.raw.replace(`  - src/api/tokens.ts@${A}\n`, '')).toBe(
      tokens.raw.replace(`  - src/tokens.ts@${A}\n`, ''),
    );
  });

  it('drops a deleted file’s cover and keeps every other byte', () => {
    const out = followCovers([tokens], [{ path: 'src/auth.ts', status: 'removed' }]);
    expect(out.dropped).toEqual([{ slug: 'api/tokens', path: 'src/auth.ts', why: 'deleted' }]);
    expect(out.pages[0]!.raw).toBe(tokens.raw.replace(`  - src/auth.ts@${B}\n`, ''));
  });

  it('follows a chain of renames in order, and a rename onto an uncoverable path drops it', () => {
    const chain = followCovers(
      [tokens],
      [
        { path: 'src/b.ts', status: 'renamed', previous_path: 'src/tokens.ts' },
        { path: 'src/c.ts', status: 'renamed', previous_path: 'src/b.ts' },
      ],
    );
    expect(chain.pages[0]!.covers.map((c) => c.path)).toEqual(['src/auth.ts', 'src/c.ts']);
    const gone = followCovers(
      [tokens],
      [{ path: 'dist/tokens.js', status: 'renamed', previous_path: 'src/tokens.ts' }],
      (path) => !path.startsWith('dist/'),
    );
    expect(gone.dropped).toEqual([
      { slug: 'api/tokens', path: 'src/tokens.ts', why: 'uncoverable', to: 'dist/tokens.js' },
    ]);
    expect(gone.pages[0]!.covers.map((c) => c.path)).toEqual(['src/auth.ts']);
  });

  it('a page already covering the new path just loses the old entry', () => {
    const both = parsePage(
      'b.md',
      `---\ntitle: B\ncovers:\n  - src/new.ts@${B}\n  - src/old.ts@${A}\n---\n\nB.\n`,
    ).page;
    const out = followCovers(
      [both],
      [{ path: 'src/new.ts', status: 'renamed', previous_path: 'src/old.ts' }],
    );
    expect(out.pages[0]!.covers).toEqual([{ path: 'src/new.ts', blob: B }]);
  });

  it('changes nothing for modifications, additions and pages covering neither path', () => {
    const out = followCovers(
      [tokens, other],
      [
        { path: 'src/tokens.ts', status: 'modified' },
        { path: 'src/x.ts', status: 'added' },
        { path: 'src/y.ts', status: 'renamed', previous_path: 'src/z.ts' },
      ],
    );
    expect(out).toEqual({ pages: [], moved: [], dropped: [], skipped: [] });
  });

  it('keeps CRLF line endings and a byte-order mark', () => {
    const raw = `\uFEFF${PERSON.replace(/\n/g, '\r\n')}`;
    const p = parsePage('api/tokens.md', raw).page;
    const out = followCovers([p], [{ path: 'src/auth.ts', status: 'removed' }]);
    expect(out.pages[0]!.raw).toBe(raw.replace(`  - src/auth.ts@${B}\r\n`, ''));
  });

  it('rewrites a one-line covers value as a block list, in that line only', () => {
    const raw = `---\ntitle: F   # mine\ncovers: [src/a.ts@${A}, src/b.ts@${B}]\nrelated: []\n---\n\nF.\n`;
    const p = parsePage('f.md', raw).page;
    const out = followCovers(
      [p],
      [{ path: 'src/c.ts', status: 'renamed', previous_path: 'src/a.ts' }],
    );
    expect(out.pages[0]!.raw).toBe(
      `---\ntitle: F   # mine\ncovers:\n  - src/b.ts@${B}\n  - src/c.ts@${A}\nrelated: []\n---\n\nF.\n`,
    );
  });

  it('leaves a page alone, saying why, when no splice can change only its covers', () => {
    const raw = `---\ntitle: G\ncovers: [\n  src/a.ts@${A}]\n---\n\nG.\n`;
    const p = parsePage('g.md', raw).page;
    expect(restampExactly(p, [])).toBeNull();
    const out = followCovers([p], [{ path: 'src/a.ts', status: 'removed' }]);
    expect(out.pages).toEqual([]);
    expect(out.dropped).toEqual([]);
    expect(out.skipped).toEqual([{ slug: 'g', reason: expect.stringContaining('block list') }]);
  });

  it('removes the covers key when the last cover goes', () => {
    const raw = `---\ntitle: H\ncovers:\n  - src/a.ts@${A}\n---\n\nH.\n`;
    const out = followCovers(
      [parsePage('h.md', raw).page],
      [{ path: 'src/a.ts', status: 'removed' }],
    );
    expect(out.pages[0]!.raw).toBe('---\ntitle: H\n---\n\nH.\n');
  });
});

// Facts triage is told, computed by code: the pages covering a changed file, the pages mentioning
// an identifier the diff removes or renames or a path it changes, and the counts.
import { factLines, removedIdentifiers, triageFacts } from '../../src/triage/facts.js';
import type { MergeInfo } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';

const merge = (patch: string, extra: Partial<MergeInfo['files'][number]> = {}): MergeInfo => ({
  title: 'refactor: rename',
  files: [
    { path: 'src/api/tokens.ts', status: 'modified', additions: 2, deletions: 2, patch, ...extra },
  ],
});

const RENAME =
  '@@ -1,4 +1,4 @@\n-export function rotateToken() {}\n-export const ROTATION = "manual";\n+export function rotate() {}\n+export const ROTATION_DAYS = 30;\n const keep = rotate;\n';

const wiki = parseWiki([
  {
    path: 'api/tokens.md',
    text:
      '---\ntitle: API tokens\ncovers:\n  - src/api/tokens.ts@' +
      'a'.repeat(40) +
      '\n---\n# API tokens\n\nCall `rotateToken()` to rotate; see tokens.ts.\n',
  },
  { path: 'guide.md', text: '# Guide\n\nUse rotateTokenLater, not the other one.\n' },
  { path: 'ops.md', text: '# Ops\n\nThe code lives in src/api/tokens.ts.\n' },
]);

describe('removedIdentifiers', () => {
  it('takes names declared on removed lines and found on no added line, with the new names beside them', () => {
    expect(removedIdentifiers(merge(RENAME))).toEqual([
      { name: 'rotateToken', added: ['rotate', 'ROTATION_DAYS'] },
      { name: 'ROTATION', added: ['rotate', 'ROTATION_DAYS'] },
    ]);
    // A name still used on an added line was not removed: only moved or edited.
    expect(removedIdentifiers(merge('-function keepMe() {}\n+  keepMe();\n'))).toEqual([]);
    expect(removedIdentifiers(merge('-MAX_RETRIES: 3\n+RETRIES_MAX: 3\n'))).toEqual([
      { name: 'MAX_RETRIES', added: ['RETRIES_MAX'] },
    ]);
  });
});

describe('triageFacts', () => {
  it('names a rename a page mentions and one no page mentions, and the pages mentioning a changed path', () => {
    const facts = triageFacts(wiki.pages, merge(RENAME));
    expect(facts.covering).toEqual([{ slug: 'api/tokens', path: 'src/api/tokens.ts' }]);
    // A word boundary: "rotateTokenLater" is not "rotateToken".
    expect(facts.identifiers.map((m) => [m.name, m.pages])).toEqual([
      ['rotateToken', ['api/tokens']],
      ['ROTATION', []],
    ]);
    // The path itself, or its distinctive file name.
    expect(facts.paths).toEqual([
      { name: 'src/api/tokens.ts', pages: ['api/tokens', 'ops'], count: 2 },
    ]);
    expect(factLines(facts, 30)).toEqual([
      'Pages covering a changed file: 1',
      '- api/tokens covers src/api/tokens.ts',
      'Identifiers the diff removes or renames: 2; pages mentioning one: 1',
      '- rotateToken (the same file now declares rotate, ROTATION_DAYS): mentioned by api/tokens',
      '- ROTATION (the same file now declares rotate, ROTATION_DAYS): no page mentions it',
      'Changed paths: 1; pages mentioning one: 2',
      '- src/api/tokens.ts: mentioned by api/tokens, ops',
    ]);
  });

  it("follows a renamed file's old path too", () => {
    const moved = merge('', {
      status: 'renamed',
      path: 'src/auth/tokens.ts',
      previous_path: 'src/api/tokens.ts',
    });
    expect(triageFacts(wiki.pages, moved).paths.map((m) => [m.name, m.count])).toEqual([
      ['src/auth/tokens.ts', 1],
      ['src/api/tokens.ts', 2],
    ]);
  });
});

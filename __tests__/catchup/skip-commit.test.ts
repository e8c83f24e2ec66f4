// A skip-only wiki commit: the skip entries of a run that decided only skips, each naming the
// pages it made stale and the covers it moved, the covers moved or dropped in the pages' own
// lines, and the map; nothing at all when there is nothing to write.
import { skipOnlyOutput } from '../../src/catchup/skip-commit.js';
import { skipEntries } from '../../src/catchup/skips.js';
import { parseConfig } from '../../src/config/parse.js';
import { candidateOf } from '../../src/fold.js';
import { coverablePath } from '../../src/prefilter/coverable.js';
import { classifyDetailed } from '../../src/prefilter/rules.js';
import type { FileChange, MergeInfo } from '../../src/types.js';
import { buildMap, renderIndex } from '../../src/wiki/map.js';
import { coversIndexOf } from '../../src/wiki/covers-index.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';
import { parsePage } from '../../src/wiki/page.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const config = parseConfig({});
const page = parsePage(
  'api/tokens.md',
  `---\ntitle: Tokens\ncovers:\n  - src/gone.ts@${B}\n  - src/tokens.ts@${A}\n---\n\n# Tokens\n`,
).page;
const pages = [page];
const snapshot = {
  wiki: { pages, schema: null, warnings: [] },
  existing: { index: renderIndex(buildMap(pages), coversIndexOf(pages)), log: '# Wiki log\n' },
};
const merge = (sha: string, title: string, files: FileChange[]): MergeInfo => ({
  sha,
  title,
  files,
});
const candidate = (m: MergeInfo) => candidateOf(m, classifyDetailed(m, config));
const rename = merge('1'.repeat(40), 'chore: move', [
  {
    path: 'src/auth/tokens.ts',
    previous_path: 'src/tokens.ts',
    status: 'renamed',
    additions: 0,
    deletions: 0,
  },
]);
const drop = merge('2'.repeat(40), 'chore: drop', [
  { path: 'src/gone.ts', status: 'removed', additions: 0, deletions: 3 },
]);
const input = (candidates: ReturnType<typeof candidate>[], logSkips = true) => ({
  snapshot,
  candidates,
  wikiPath: 'wiki',
  mapFile: 'index.md',
  caps: DEFAULT_CAPS,
  logSkips,
  date: new Date('2026-12-01T10:00:00Z'),
  coverable: coverablePath(config),
});

describe('skipOnlyOutput', () => {
  it('moves and drops covers in the page’s own lines, rewrites the map and logs both skips', () => {
    const out = skipOnlyOutput(input([candidate(rename), candidate(drop)]))!;
    expect(out.files.map((f) => f.path)).toEqual([
      'wiki/api/tokens.md',
      'wiki/index.md',
      'wiki/log.md',
    ]);
    expect(out.files[0]!.content).toBe(
      `---\ntitle: Tokens\ncovers:\n  - src/auth/tokens.ts@${A}\n---\n\n# Tokens\n`,
    );
    expect(out.files[1]!.content).toContain('["src/auth/tokens.ts","api/tokens"]');
    expect(out.files[2]!.content).toBe(
      [
        '# Wiki log',
        '',
        '## [2026-12-01] skip | 2 merges',
        '',
        `- \`${rename.sha}\` chore: move · Tier 1 trivial-type: type chore is in skip-commit-types and no rich path among 1 file.`,
        '  - Covers moved: [[api/tokens]] `src/tokens.ts` → `src/auth/tokens.ts`',
        `- \`${drop.sha}\` chore: drop · Tier 1 trivial-type: type chore is in skip-commit-types and no rich path among 1 file.`,
        '  - Stale: [[api/tokens]] covers `src/gone.ts` (deleted; dropped from covers)',
        '- Skipped by: trivial-type 2',
        '- Time: 2026-12-01T10:00:00.000Z',
        '',
      ].join('\n'),
    );
    expect(out.stale).toEqual([{ slug: 'api/tokens', path: 'src/gone.ts', sha: drop.sha }]);
    expect(out.summary).toBe(
      '2 skipped merges logged; 2 covers followed a renamed or deleted file',
    );
  });

  it('with log-skips: false writes the covers alone; with nothing to write, nothing', () => {
    const out = skipOnlyOutput(input([candidate(rename)], false))!;
    expect(out.files.map((f) => f.path)).toEqual(['wiki/api/tokens.md', 'wiki/index.md']);
    const plain = merge('3'.repeat(40), 'chore: tidy', [
      { path: 'src/x.ts', status: 'modified', additions: 1, deletions: 1 },
    ]);
    expect(skipOnlyOutput(input([candidate(plain)], false))).toBeNull();
  });
});

describe('skipEntries', () => {
  it('names the pages a content change made stale; a rename that kept the content none', () => {
    const edit = merge('4'.repeat(40), 'fix: x', [
      { path: 'src/tokens.ts', status: 'modified', additions: 1, deletions: 1 },
    ]);
    const [entryEdit, entryRename] = skipEntries([candidate(edit), candidate(rename)], pages);
    expect(entryEdit!.stale).toEqual([{ slug: 'api/tokens', path: 'src/tokens.ts' }]);
    expect(entryRename!.stale).toBeUndefined();
  });
});

// Provenance steers ingest: Tier 3's first message names the pages covering the changed files
// (and the files skipped merges changed), and a skip entry records the pages its merge made stale.
import { skipEntries } from '../../src/catchup/skips.js';
import type { Candidate } from '../../src/fold.js';
import { skipEntry } from '../../src/log/entry.js';
import { firstMessage } from '../../src/ingest/prompt.js';
import { logNames } from '../../src/ledger/records.js';
import type { MergeInfo } from '../../src/types.js';
import { parseWiki } from '../../src/wiki/load.js';

const stamp = 'a'.repeat(40);
const wiki = parseWiki([
  {
    path: 'api/tokens.md',
    text: `---\ntitle: Tokens\ncovers:\n  - src/api/tokens.ts@${stamp}\n---\n# Tokens\n`,
  },
  { path: 'guide.md', text: `---\ntitle: Guide\ncovers:\n  - README.md@${stamp}\n---\n# Guide\n` },
]);

const merge = (sha: string, title: string, path: string): MergeInfo => ({
  sha: sha.repeat(40),
  title,
  files: [{ path, status: 'modified', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-a\n+b\n' }],
});

describe('covering pages in Tier 3 and in skip entries', () => {
  it('the first message names each covering page with its file, and which diffs it showed', () => {
    const m = firstMessage({
      merge: merge('1', 'fix(api): tokens', 'src/api/tokens.ts'),
      ignorePaths: [],
      diffChars: 10000,
      likelyType: null,
      covering: [{ slug: 'api/tokens', path: 'src/api/tokens.ts' }],
    });
    expect(m.text).toContain('Pages covering the changed files');
    expect(m.text).toMatch(
      /<untrusted kind="covering pages">\napi\/tokens: src\/api\/tokens\.ts\n/,
    );
    expect(m.shown).toEqual([
      { path: 'src/api/tokens.ts', patch: '@@ -1 +1 @@\n-a\n+b\n', view: 'whole' },
    ]);
    const none = firstMessage({
      ...m,
      merge: merge('1', 'x', 'a.ts'),
      ignorePaths: [],
      diffChars: 10000,
      likelyType: null,
    });
    expect(none.text).not.toContain('Pages covering');
  });

  it('a skipped merge that changed a covered file records its stale pages, and the ledger still reads it', () => {
    const skip = { decision: 'skip', rule: 'chore', reason: 'chore: trivial' };
    const skippedChore = (sha: string, title: string, path: string) => ({
      merge: merge(sha, title, path),
      t1: { decision: skip },
      decision: { tier: 1, ...skip, title },
    });
    const candidates = [
      skippedChore('2', 'chore: tidy tokens', 'src/api/tokens.ts'),
      skippedChore('3', 'chore: other', 'src/other.ts'),
    ] as unknown as Candidate[];
    const skipped = skipEntries(candidates, wiki.pages);
    expect(skipped[0]!.stale).toEqual([{ slug: 'api/tokens', path: 'src/api/tokens.ts' }]);
    expect(skipped[1]!.stale).toBeUndefined();
    const entry = skipEntry(new Date('2026-12-03T00:00:00Z'), skipped);
    expect(entry).toContain('  - Stale: [[api/tokens]] covers `src/api/tokens.ts`');
    expect(logNames(`# Wiki log\n\n${entry}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2222222/),
        expect.stringMatching(/^3333333/),
      ]),
    );
  });
});

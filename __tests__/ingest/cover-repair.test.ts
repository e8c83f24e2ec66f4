// A Tier 3 commit follows its merges' renames and deletions: a page the agent wrote gets the moved
// cover in its one write (and the merge in sources); a page it did not write changes in its covers
// lines only (no sources entry, not listed as updated); the ingest entry says what moved and what
// went stale.
import { coverRepair, finalizeChangeset } from '../../src/ingest/finalize.js';
import { emptyUsage } from '../../src/llm/usage.js';
import { Changeset } from '../../src/tools/changeset.js';
import { parseWiki } from '../../src/wiki/load.js';
import { patchPage } from '../../src/wiki/page.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const usage = { ...emptyUsage(), input_tokens: 1, output_tokens: 1 };

it('moves and drops covers with the commit, writing an untouched page in its covers lines only', () => {
  const untouched = `---\ntitle: Other   # mine\ncovers:\n  - src/gone.ts@${B}\n  - src/old.ts@${A}\n---\n\n# Other\n`;
  const wiki = parseWiki([
    { path: 'a.md', text: `---\ntitle: A\ncovers:\n  - src/old.ts@${A}\n---\n\n# A\n\nOld.\n` },
    { path: 'other.md', text: untouched },
  ]);
  const cs = new Changeset(wiki);
  cs.put(patchPage(cs.get('a')!, { body: '# A\n\nNew.\n' }));
  const out = finalizeChangeset(cs, {
    wikiPath: 'wiki',
    caps: DEFAULT_CAPS,
    merge: {
      sha: 'f'.repeat(40),
      title: 'feat: move things',
      url: 'https://github.com/o/r/pull/9',
    },
    summary: 'Updated A.',
    date: new Date('2026-12-02T10:00:00Z'),
    usage,
    cost_usd: 0.01,
    existing: { index: null, log: null },
    repair: coverRepair(
      [
        { path: 'src/new.ts', previous_path: 'src/old.ts', status: 'renamed' },
        { path: 'src/gone.ts', status: 'removed' },
      ],
      () => true,
    ),
  });
  const files = Object.fromEntries(out.files.map((f) => [f.path, f.content]));
  expect(Object.keys(files)).toEqual([
    'wiki/a.md',
    'wiki/other.md',
    'wiki/index.md',
    'wiki/log.md',
  ]);
  expect(files['wiki/a.md']).toContain(`covers:\n  - src/new.ts@${A}\n`);
  expect(files['wiki/a.md']).toContain(`commit ${'f'.repeat(40)}`);
  expect(files['wiki/other.md']).toBe(
    untouched.replace(`  - src/gone.ts@${B}\n  - src/old.ts@${A}`, `  - src/new.ts@${A}`),
  );
  expect(out.updated).toEqual(['a']);
  expect(files['wiki/index.md']).toContain('["src/new.ts","a","other"]');
  expect(files['wiki/log.md']).toContain(
    [
      '- Updated: [[a]]',
      '- Covers moved: [[a]] `src/old.ts` → `src/new.ts`',
      '- Covers moved: [[other]] `src/old.ts` → `src/new.ts`',
      '- Stale: [[other]] covered `src/gone.ts`, deleted (dropped from covers)',
      '- The agent says: Updated A.',
    ].join('\n'),
  );
});

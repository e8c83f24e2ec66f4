// covered-changes: Tier 1 given the pages covering a merge's files (data, so it stays pure) sends
// a trivial-type or small-diff skip of a covered change to Tier 2 (triage) or names the pages
// (note); a rename that keeps the content only moves the cover; other rules never look.
import { parseConfig } from '../../src/config/parse.js';
import { classifyDetailed } from '../../src/prefilter/rules.js';
import type { CoveredLookup } from '../../src/prefilter/covered-changes.js';
import type { FileChange } from '../../src/types.js';
import { mergeOf, modified } from '../../test-support/merges.js';

const config = parseConfig({});
const index = new Map([
  ['src/tokens.ts', ['api/tokens', 'guide/rotation']],
  ['docs/setup.md', ['guide/setup']],
  ['package-lock.json', ['legacy']],
]);
const triage: CoveredLookup = { mode: 'triage', index };
const note: CoveredLookup = { mode: 'note', index };
const mod = modified;
const merge = mergeOf;

describe('covered-changes: triage', () => {
  it('sends a 2-line fix to a covered file to Tier 2, naming the file and its pages', () => {
    const m = merge('fix: off by one', [mod('src/tokens.ts'), mod('src/other.ts')]);
    expect(classifyDetailed(m, config).decision.rule).toBe('small-diff');
    const t1 = classifyDetailed(m, config, triage);
    expect(t1.decision).toMatchObject({ tier: 1, decision: 'continue', rule: null });
    expect(t1.decision.reason).toBe(
      'covered-changes: small-diff would skip it (4 changed lines (< 30) and no rich path among 2 files), but it changes 1 covered file — src/tokens.ts (api/tokens, guide/rotation); Tier 2 decides.',
    );
    expect(t1.covering).toEqual([
      { slug: 'api/tokens', path: 'src/tokens.ts' },
      { slug: 'guide/rotation', path: 'src/tokens.ts' },
    ]);
  });

  it('a docs: merge to a covered doc goes on too; a deletion of a covered file counts', () => {
    expect(
      classifyDetailed(merge('docs: typo', [mod('docs/setup.md', 40, 0)]), config, triage).decision
        .decision,
    ).toBe('continue');
    const gone = classifyDetailed(
      merge('chore: drop', [
        { path: 'src/tokens.ts', status: 'removed', additions: 0, deletions: 80 },
      ]),
      config,
      triage,
    );
    expect(gone.decision.decision).toBe('continue');
    expect(gone.follows).toBe(true);
  });

  it('leaves a change to no covered file skipped, and ignored files are never looked at', () => {
    const plain = merge('fix: x', [mod('src/other.ts')]);
    expect(classifyDetailed(plain, config, triage)).toEqual(classifyDetailed(plain, config));
    const lock = merge('chore(deps): bump', [mod('package-lock.json', 200, 100)]);
    expect(classifyDetailed(lock, config, triage).decision.rule).toBe('ignored-only');
  });

  it.each([
    ['skip-marker', merge('fix: x [skip wiki]', [mod('src/tokens.ts')])],
    ['skip-author', merge('fix: x', [mod('src/tokens.ts')], { author: 'dependabot[bot]' })],
    ['wiki-only', merge('fix: x', [mod('wiki/api/tokens.md')])],
    ['no-changes', merge('fix: x', [])],
  ])('never overrules %s', (rule, m) => {
    const t1 = classifyDetailed(m, config, triage);
    expect(t1.decision.rule).toBe(rule);
    expect(t1.covering).toBeUndefined();
  });
});

describe('covered-changes: note', () => {
  it('keeps the skip and names the pages in its reason', () => {
    const t1 = classifyDetailed(merge('fix: off by one', [mod('src/tokens.ts')]), config, note);
    expect(t1.decision).toMatchObject({ decision: 'skip', rule: 'small-diff' });
    expect(t1.decision.reason).toBe(
      'small-diff: 2 changed lines (< 30) and no rich path among 1 file. It changes 1 covered file — src/tokens.ts (api/tokens, guide/rotation): those pages may now be stale (covered-changes: note).',
    );
    expect(t1.covering).toHaveLength(2);
    expect(t1.follows).toBeUndefined();
  });
});

describe('renames', () => {
  const rename = (additions = 0, deletions = 0): FileChange => ({
    path: 'src/auth/token.ts',
    previous_path: 'src/tokens.ts',
    status: 'renamed',
    additions,
    deletions,
  });

  it.each([triage, note])(
    'a pure rename of a covered file stays skipped, its cover to move ($mode)',
    (covered) => {
      const t1 = classifyDetailed(merge('chore: move tokens', [rename()]), config, covered);
      expect(t1.decision).toMatchObject({ decision: 'skip', rule: 'trivial-type' });
      expect(t1.follows).toBe(true);
      expect(t1.covering).toBeUndefined();
      expect(t1.decision.reason).toContain(
        'It renames covered files without changing them — src/tokens.ts (api/tokens, guide/rotation) — so their covers move with the next wiki commit.',
      );
    },
  );

  it('a rename that changes the content is a covered change', () => {
    const t1 = classifyDetailed(merge('chore: move tokens', [rename(2, 1)]), config, triage);
    expect(t1.decision.decision).toBe('continue');
    expect(t1.follows).toBe(true);
  });
});

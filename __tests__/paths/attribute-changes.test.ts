// Which rules a merge's .gitattributes changes add that make covered files generated: from the
// added lines alone (Tier 1, before anything is read), or from the decision at the merged commit
// (the pipeline: a rule that was there before, or one a later line undoes, hides nothing new).
import {
  hidingSentence,
  markHiding,
  rulesHidingCovers,
} from '../../src/paths/attribute-changes.js';
import { GeneratedFiles } from '../../src/paths/generated.js';
import { generatedRule, parseGitAttributes } from '../../src/paths/gitattributes.js';
import { withCovered } from '../../src/prefilter/covered-changes.js';
import { classifyDetailed } from '../../src/prefilter/rules.js';
import { parseConfig } from '../../src/config/parse.js';
import type { FileChange, MergeInfo } from '../../src/types.js';

const covered = new Map([
  ['src/core/engine.ts', ['core/engine']],
  ['src/core/api.ts', ['core/api', 'core/engine']],
  ['src/cli/main.ts', ['cli']],
]);

const attributes = (path: string, added: string[], status = 'modified'): FileChange => ({
  path,
  status,
  additions: added.length,
  deletions: 0,
  patch: `@@ -1,1 +1,${added.length + 1} @@\n # kept\n${added.map((l) => `+${l}`).join('\n')}`,
});

const merge = (...files: FileChange[]): MergeInfo => ({ title: 'chore: attributes', files });

describe('rulesHidingCovers', () => {
  it('names each added rule that makes covered files generated, with their pages (added lines alone)', () => {
    const rules = rulesHidingCovers(
      merge(attributes('.gitattributes', ['src/core/** linguist-generated', '*.png binary'])),
      covered,
    );
    expect(rules).toEqual([
      {
        file: '.gitattributes',
        line: 'src/core/** linguist-generated',
        paths: ['src/core/api.ts', 'src/core/engine.ts'],
        pages: ['core/api', 'core/engine'],
      },
    ]);
    expect(hidingSentence(rules[0]!)).toBe(
      '.gitattributes "src/core/** linguist-generated" (added by this merge) makes 2 covered files generated — src/core/api.ts, src/core/engine.ts — which pages core/api, core/engine cover: from now on no change to them is shown to a model or checked against those pages',
    );
  });

  it("reads a nested file's lines relative to its folder", () => {
    const rules = rulesHidingCovers(
      merge(attributes('src/cli/.gitattributes', ['*.ts linguist-generated'])),
      covered,
    );
    expect(rules.map((r) => [r.file, r.paths])).toEqual([
      ['src/cli/.gitattributes', ['src/cli/main.ts']],
    ]);
  });

  it('with the decision at the merged commit: a rule already there, or undone by a later line, hides nothing new', () => {
    const now = (text: string) => new GeneratedFiles([], parseGitAttributes(text), []);
    const change = merge(attributes('.gitattributes', ['src/core/** linguist-generated']));
    expect(
      rulesHidingCovers(change, covered, now('src/core/** linguist-generated\n')).map(
        (r) => r.line,
      ),
    ).toEqual(['src/core/** linguist-generated']);
    // The file also holds an older rule (not added by the merge) deciding src/cli.
    expect(
      rulesHidingCovers(
        merge(attributes('.gitattributes', ['*.png binary'])),
        covered,
        now('src/cli/** linguist-generated\n*.png binary\n'),
      ),
    ).toEqual([]);
    expect(
      rulesHidingCovers(
        change,
        covered,
        now('src/core/** linguist-generated\nsrc/core/** -linguist-generated\n'),
      ),
    ).toEqual([]);
  });

  it('says a nested rule the decision did not read (the action through the API reads the root alone)', () => {
    const rootOnly = new GeneratedFiles([], parseGitAttributes('*.png binary\n'), []);
    const rules = rulesHidingCovers(
      merge(attributes('src/cli/.gitattributes', ['*.ts linguist-generated'])),
      covered,
      rootOnly,
    );
    expect(rules.map((r) => [r.file, r.line, r.paths])).toEqual([
      ['src/cli/.gitattributes', '*.ts linguist-generated', ['src/cli/main.ts']],
    ]);
  });

  it('ignores a deleted .gitattributes, other files and an empty covers index', () => {
    expect(
      rulesHidingCovers(
        merge(attributes('.gitattributes', ['src/** linguist-generated'], 'removed')),
        covered,
      ),
    ).toEqual([]);
    expect(rulesHidingCovers(merge(attributes('src/core/engine.ts', ['x'])), covered)).toEqual([]);
    expect(
      rulesHidingCovers(merge(attributes('.gitattributes', ['src/** binary'])), new Map()),
    ).toEqual([]);
  });

  it('marks the attribute file with the sentences, and leaves the merge as it was without any', () => {
    const change = merge(attributes('.gitattributes', ['src/core/** linguist-generated']));
    expect(markHiding(change, [])).toBe(change);
    const marked = markHiding(change, rulesHidingCovers(change, covered));
    expect(marked.files[0]!.hides).toMatch(/^\.gitattributes "src\/core\/\*\* linguist-generated"/);
  });
});

describe('Tier 1 on a chore that only adds such a rule', () => {
  it('goes on to Tier 2 (covered-changes: triage), naming the rule and the pages; note keeps the skip, said', () => {
    const config = parseConfig({});
    const change = merge(attributes('.gitattributes', ['src/core/** linguist-generated']));
    const t1 = classifyDetailed(change, config);
    expect(t1.decision).toMatchObject({ decision: 'skip', rule: 'trivial-type' });
    const triage = withCovered(change, t1, { mode: 'triage', index: covered });
    expect(triage.decision).toMatchObject({ decision: 'continue', rule: null });
    expect(triage.decision.reason).toContain(
      'it changes .gitattributes, whose rule "src/core/** linguist-generated" makes src/core/api.ts, src/core/engine.ts generated (core/api, core/engine); Tier 2 decides.',
    );
    const note = withCovered(change, t1, { mode: 'note', index: covered });
    expect(note.decision).toMatchObject({ decision: 'skip', rule: 'trivial-type' });
    expect(note.decision.reason).toContain('those pages may now be stale (covered-changes: note)');
  });
});

describe('a nested .gitattributes applies under its own folder only', () => {
  it('src/gen/.gitattributes does not mark src/generated/', () => {
    const files = [{ dir: 'src/gen', attrs: parseGitAttributes('*.ts linguist-generated\n') }];
    expect(generatedRule(files, 'src/gen/client.ts')).toEqual({
      dir: 'src/gen',
      line: '*.ts linguist-generated',
    });
    expect(generatedRule(files, 'src/generated/client.ts')).toBeNull();
    expect(new GeneratedFiles([], null, files).byPath('src/generated/client.ts')).toBeNull();
  });
});

import { braceExpand } from 'minimatch';
import { DEFAULT_IGNORE_PATHS, DEFAULT_RICH_PATHS } from '../../src/config/inputs.js';
import { parseConfig } from '../../src/config/parse.js';
import { splitMessage } from '../../src/merge-info/message.js';
import { parseConventional } from '../../src/prefilter/conventional.js';
import { classify, classifyDetailed, needsFileList } from '../../src/prefilter/rules.js';
import type { FileChange } from '../../src/types.js';
import { mergeOf, modified } from '../../test-support/merges.js';

const config = parseConfig({});
const file = (path: string, additions = 10, deletions = 0): FileChange =>
  modified(path, additions, deletions);
const merge = mergeOf;
const big = [file('src/app.ts', 200, 50)];

describe('Tier 1 rules, first match wins', () => {
  it.each(['[skip wiki]', '[wiki skip]', '[no wiki]', '[SKIP WIKI]', '[No Wiki]'])(
    'skip-marker %s in the title or the body',
    (marker) => {
      expect(classify(merge(`feat: big ${marker}`, big), config).rule).toBe('skip-marker');
      const d = classify(merge('feat: big', big, { body: `text\n${marker}` }), config);
      expect(d).toMatchObject({ tier: 1, decision: 'skip', rule: 'skip-marker' });
      expect(d.reason).toContain(marker);
    },
  );

  it('self-commit: the Wiki-Ingest-Source trailer on a change inside the wiki only', () => {
    const wikiOnly = [file('wiki/api/tokens.md', 200, 50), file('wiki/log.md', 9, 0)];
    const trailer = { body: 'x\n\nWiki-Ingest-Source: abc123' };
    expect(classify(merge('docs(wiki): update', wikiOnly, trailer), config).rule).toBe(
      'self-commit',
    );
    expect(
      classify(merge('feat: x', big, { body: 'mentions Wiki-Ingest-Source' }), config).rule,
    ).toBeNull();
    // A merged commit message can carry the trailer too: it never hides a change outside the wiki.
    const forged = classify(merge('feat: x', [...wikiOnly, ...big], trailer), config);
    expect(forged).toMatchObject({ decision: 'continue', rule: null });
    expect(classify(merge('chore: x', big, trailer), config).rule).toBe('trivial-type');
    // Files unknown (a pull_request payload): the trailer alone does not decide, the files are read.
    expect(needsFileList(merge('docs(wiki): update', [], trailer), config, false)).toBe(true);
  });

  it('skip-author: default bots, case-insensitive, custom list and wildcards', () => {
    expect(classify(merge('feat: x', big, { author: 'dependabot[bot]' }), config).rule).toBe(
      'skip-author',
    );
    expect(classify(merge('feat: x', big, { author: 'Renovate[bot]' }), config).rule).toBe(
      'skip-author',
    );
    expect(classify(merge('feat: x', big, { author: 'alice' }), config).rule).toBeNull();
    const custom = parseConfig({ 'skip-authors': 'alice\n*-bot' });
    expect(classify(merge('feat: x', big, { author: 'release-bot' }), custom).rule).toBe(
      'skip-author',
    );
    expect(classify(merge('feat: x', big, { author: 'dependabot[bot]' }), custom).rule).toBeNull();
  });

  it('wiki-only / ignored-only: wiki folder, skip-only-paths and ignore-paths leave nothing', () => {
    const d = classify(
      merge('feat: docs', [file('wiki/a.md', 500), file('yarn.lock', 900)]),
      config,
    );
    expect(d.rule).toBe('ignored-only');
    expect(d.reason).toMatch(/^ignored-only: all 2 changed files are .*wiki\/a\.md, yarn\.lock/);
    const lock = classify(merge('fix: bump', [file('package-lock.json', 900)]), config);
    expect(lock.rule).toBe('ignored-only');
    expect(lock.reason).toMatch(/^ignored-only: the 1 changed file is generated or ignored/);
    const one = classify(merge('feat: docs', [file('wiki/a.md', 5)]), config);
    expect(one.reason).toMatch(/^wiki-only: the 1 changed file is in the wiki/);
    const extra = parseConfig({ 'skip-only-paths': 'docs/**', 'wiki-path': 'kb' });
    expect(
      classify(merge('feat: x', [file('docs/x.md', 500), file('kb/p.md', 500)]), extra).rule,
    ).toBe('wiki-only');
    expect(classify(merge('feat: x', [file('wiki/p.md', 500)]), extra).rule).toBeNull();
    const empty = classify(merge('feat: x', []), config);
    expect(empty.rule).toBe('no-changes');
    expect(empty.reason).toBe('no-changes: the merge changes no files (an empty commit or merge).');
  });

  it('trivial-type: every default skip type, any case, unless a rich path changed', () => {
    for (const t of ['chore', 'style', 'test', 'ci', 'perf', 'docs', 'build', 'Test', 'CHORE'])
      expect(classify(merge(`${t}(x): y`, big), config).rule).toBe('trivial-type');
    expect(classify(merge('feat: y', big), config).rule).toBeNull();
    expect(classify(merge('fix: y', big), config).rule).toBeNull();
    const rich = classify(merge('chore: y', [file('src/api/x.ts', 1)]), config);
    expect(rich.decision).toBe('continue');
    expect(rich.reason).toContain('src/api/x.ts');
  });

  it('trivial-type reason names the type and the files', () => {
    expect(classify(merge('chore: y', [file('a.ts'), file('b.ts')]), config).reason).toBe(
      'trivial-type: type chore is in skip-commit-types and no rich path among 2 files.',
    );
  });

  it('small-diff: boundary of min-diff-lines over remaining files only', () => {
    expect(classify(merge('feat: x', [file('a.ts', 20, 9)]), config)).toEqual({
      tier: 1,
      decision: 'skip',
      rule: 'small-diff',
      reason: 'small-diff: 29 changed lines (< 30) and no rich path among 1 file.',
    });
    expect(classify(merge('feat: x', [file('a.ts', 20, 10)]), config).decision).toBe('continue');
    // Ignored files do not count toward the size.
    expect(
      classify(merge('feat: x', [file('a.ts', 5), file('package-lock.json', 999)]), config).rule,
    ).toBe('small-diff');
    expect(
      classify(merge('feat: x', [file('a.ts', 5)]), parseConfig({ 'min-diff-lines': '5' })).rule,
    ).toBeNull();
    expect(
      classify(merge('feat: x', [file('a.ts', 0)]), parseConfig({ 'min-diff-lines': '0' })).rule,
    ).toBeNull();
  });

  it('breaking changes are never trivial-type or small-diff', () => {
    expect(classify(merge('chore!: drop node 18', [file('a.ts', 1)]), config).decision).toBe(
      'continue',
    );
    expect(classify(merge('refactor(core)!: x', [file('a.ts', 1)]), config).decision).toBe(
      'continue',
    );
    for (const footer of ['BREAKING CHANGE: removed x', 'BREAKING-CHANGE: removed x'])
      expect(
        classify(merge('chore: x', [file('a.ts', 1)], { body: `why\n\n${footer}` }), config)
          .decision,
      ).toBe('continue');
    expect(
      classify(
        merge('chore: x', [file('a.ts', 1)], {
          commits: ['chore: x', 'fix: y\n\nBREAKING CHANGE: z'],
        }),
        config,
      ).decision,
    ).toBe('continue');
    // A breaking change still skips on a marker.
    expect(classify(merge('feat!: x [skip wiki]', big), config).rule).toBe('skip-marker');
  });

  it('multi-commit pushes: every commit type must be a skip type', () => {
    const files = [file('a.ts', 100)];
    expect(
      classify(merge('chore: a', files, { commits: ['chore: a', 'docs: b', 'Test: c'] }), config)
        .rule,
    ).toBe('trivial-type');
    expect(
      classify(merge('chore: a', files, { commits: ['chore: a', 'feat: b'] }), config).rule,
    ).toBeNull();
    expect(
      classify(
        merge('chore: a', files, { commits: ['chore: a', "Merge branch 'main' into x"] }),
        config,
      ).rule,
    ).toBeNull();
  });

  it.each([
    ["Merge branch 'main' into feature"],
    ['Merge pull request #12 from a/b'],
    ['Revert "chore: x"'],
    ['update readme'],
    ['WIP chore stuff'],
  ])('a non-conventional title (%s) has no type', (title) => {
    expect(parseConventional(title)).toBeNull();
    expect(classify(merge(title, big), config).decision).toBe('continue');
    expect(classify(merge(title, [file('a.ts', 1)]), config).rule).toBe('small-diff');
  });

  it('squash titles keep their type', () => {
    expect(parseConventional('feat(api): add x (#123)')).toEqual({
      type: 'feat',
      scope: 'api',
      breaking: false,
      subject: 'add x (#123)',
    });
    expect(classify(merge('docs: fix typo (#7)', big), config).rule).toBe('trivial-type');
  });

  it('normalises ./ paths and matches dot-directories', () => {
    expect(classify(merge('feat: x', [file('./wiki/a.md', 100)]), config).rule).toBe('wiki-only');
    expect(classify(merge('chore: x', [file('./.github/api/x.ts', 1)]), config).decision).toBe(
      'continue',
    );
    expect(
      classify(merge('feat: x', [file('.cache/__snapshots__/a.snap', 100)]), config).rule,
    ).toBe('ignored-only');
    const dotGlob = parseConfig({ 'skip-only-paths': './.github/**' });
    expect(classify(merge('feat: x', [file('.github/workflows/ci.yml', 100)]), dotGlob).rule).toBe(
      'wiki-only',
    );
  });

  it.each(DEFAULT_RICH_PATHS.map((g) => [g]))(
    'default rich path %s makes a chore continue',
    (glob) => {
      // The first spelling of the braces (`.go`, `openapi.json`), a version for `v[0-9]*`.
      const path = braceExpand(glob)[0]!
        .replace('v[0-9]*', 'v2')
        .replace(/^\*\*\//, 'pkg/.x/')
        .replace('/**/', '/deep/')
        .replace(/\*\*$/, 'deep/file.ts')
        .replace('*', 'thing');
      const d = classifyDetailed(merge('chore: x', [file(path, 1)]), config);
      expect(d.decision.decision).toBe('continue');
      expect(d.files).toHaveLength(1);
      expect(d.files[0]).toMatchObject({ path, class: 'rich' });
    },
  );

  it('defaults match API definitions, not a whole service folder named api (issue 32)', () => {
    const rich = (path: string): boolean =>
      classifyDetailed(merge('chore: x', [file(path, 1)]), config).files[0]!.class === 'rich';
    // A Go monorepo's `apps/api/` service: its build files and internals are not API definitions.
    for (const path of [
      'apps/api/go.mod',
      'apps/api/Dockerfile',
      'apps/api/internal/db/conn.go',
      'apps/api/README.md',
      'services/billing/go.mod',
      'services/billing/cmd/main.go',
    ])
      expect([path, rich(path)]).toEqual([path, false]);
    // Route and handler files, versioned API types and schemas are.
    for (const path of [
      'apps/api/routes.go',
      'apps/api/v1/types.go',
      'api/prometheus/v1/api.go',
      'pkg/apis/apps/v1beta1/types.go',
      'src/api/tokens.ts',
      'app/services/billing.rb',
      'core/server/api/endpoints/posts.js',
      'internal/handlers/users.go',
      'api/openapi.yaml',
      'api/swagger.json',
      'spec/petstore.openapi.yml',
      'proto/users/v1/users.proto',
      'graph/schema.graphqls',
    ])
      expect([path, rich(path)]).toEqual([path, true]);
  });

  it.each(DEFAULT_IGNORE_PATHS.map((g) => [g]))('default ignore path %s is not counted', (glob) => {
    const path = glob
      .replace(/^\*\*\//, 'a/b/')
      .replace(/\*\*$/, 'x.txt')
      .replace('*', 'bundle');
    const d = classifyDetailed(merge('feat: x', [file(path, 1000)]), config);
    expect(d.decision.rule).toBe('ignored-only');
    expect(d.files).toEqual([{ path, class: 'ignored', pattern: glob }]);
  });

  it('classifyDetailed labels every file and agrees with classify', () => {
    const m = merge('feat: x', [
      file('wiki/a.md'),
      file('go.sum'),
      file('src/a.ts', 40),
      file('x/routes/r.ts'),
    ]);
    const d = classifyDetailed(m, config);
    expect(d.decision).toEqual(classify(m, config));
    expect(d.files.map((f) => f.class)).toEqual(['wiki-only', 'ignored', 'remaining', 'rich']);
  });
});

describe('splitMessage', () => {
  it('titles a GitHub merge commit by its first body line', () => {
    expect(splitMessage('Merge pull request #4 from a/b\n\nfeat: x\n\nmore')).toEqual({
      title: 'feat: x',
      body: 'more',
    });
    expect(splitMessage('fix: y\r\n\r\nbody')).toEqual({ title: 'fix: y', body: 'body' });
  });
});

// The pure parts of `wiki-ingest init`: the planner's answer checked (nothing it names is trusted),
// the forecast (low ≤ expected ≤ high, later batches carrying a longer map), the one log entry
// (its Source line the watermark, untrusted text escaped) and the closing files.
import { parseConfig } from '../../src/config/parse.js';
import { initCloseOutput, initLogEntry, stampCovers } from '../../src/ingest/init-task.js';
import { linkPlannedPages } from '../../src/ingest/init-links.js';
import { pageBatches, budgetWarning, initForecast } from '../../src/init/forecast.js';
import { candidateFiles, checkPlan, checkSavedPlan, plannerView } from '../../src/init/plan.js';
import { Redactor } from '../../src/security/redact.js';
import { emptyUsage } from '../../src/llm/usage.js';
import { newPage } from '../../src/wiki/page.js';
import { capsOf } from '../../src/wiki/types.js';
import type { RepoFile } from '../../src/types.js';
import type { SourceFile } from '../../src/tools/source-reader.js';

const config = parseConfig({});
const blob = (n: number) => n.toString(16).padStart(40, '0');
const files: RepoFile[] = [
  'src/app.ts',
  'src/api/tokens.ts',
  '.env',
  'config/server.pem',
  'wiki/old.md',
  'package-lock.json',
  'assets/logo.png',
  '.github/workflows/ci.yml',
].map((path, i) => ({ path, blob: blob(i + 1), size: 4_000 }));
const emptyWiki = { pages: [], schema: null, warnings: [] };
/** The tokens page as the check keeps it: its one source file, no scope, nothing related. */
const CHECKED_TOKENS = {
  slug: 'api/tokens',
  title: 'Tokens',
  type: 'feature',
  scope: '',
  covers: ['src/api/tokens.ts'],
  related: [],
};

describe('candidateFiles', () => {
  it('leaves out the wiki, secret paths, dot-folders, ignored and undocumented files; shallowest first', () => {
    expect(candidateFiles(files, config).map((f) => f.path)).toEqual([
      'src/app.ts',
      'src/api/tokens.ts',
    ]);
  });
});

describe('plannerView', () => {
  it('leaves out the files a nested .gitattributes marks generated, read from the file list', async () => {
    const read: string[] = [];
    const repo = {
      head: blob(99),
      files: [
        ...files,
        ...[
          'packages/x/.gitattributes',
          'packages/x/generated/client.ts',
          'packages/x/src/a.ts',
        ].map((path, i) => ({ path, blob: blob(50 + i), size: 400 })),
      ],
      read: async (path: string) => {
        read.push(path);
        return path === 'packages/x/.gitattributes'
          ? { kind: 'text' as const, text: 'generated/** linguist-generated\n' }
          : { kind: 'text' as const, text: 'export {};\n' };
      },
    };
    const view = await plannerView(repo, emptyWiki, config, new Redactor());
    expect(read.slice(0, 2)).toEqual(['.gitattributes', 'packages/x/.gitattributes']);
    const sources = view.sources.map((f) => f.path);
    expect(sources).toContain('packages/x/src/a.ts');
    expect(sources).not.toContain('packages/x/generated/client.ts');
  });
});

describe('checkPlan', () => {
  it('keeps what passes, drops the rest with a warning naming why', () => {
    const existing = newPage('api/errors', { title: 'Errors', body: '# Errors\n' });
    const warnings: string[] = [];
    const pages = checkPlan(
      {
        pages: [
          {
            slug: 'API/Tokens',
            title: ' Tokens ',
            type: 'feature',
            covers: ['src/api/tokens.ts', '.env', 'nope.ts'],
          },
          { slug: 'api/tokens', title: 'again', type: 'feature' },
          { slug: 'api/errors', title: 'Errors', type: 'feature' },
          { slug: '../escape', title: 'x', type: 'guide' },
          { slug: 'ops/run', title: 'Run', type: 'runbook' },
        ],
      },
      { files },
      { ...emptyWiki, pages: [existing] },
      config,
      warnings,
    );
    // The overview is added first (the model left it out), relating every page.
    expect(pages).toEqual([
      expect.objectContaining({ slug: 'overview', type: 'concept', related: ['api/tokens'] }),
      CHECKED_TOKENS,
    ]);
    expect(warnings.join('\n')).toMatch(/no "overview" page was proposed; one is added/);
    expect(warnings.join('\n')).toMatch(/2 file\(s\) of "api\/tokens" left out/);
    expect(warnings.join('\n')).toMatch(/"api\/tokens" exists already/);
    expect(warnings.join('\n')).toMatch(/"api\/errors" exists already/);
    expect(warnings.join('\n')).toMatch(/"\.\.\/escape" left out/);
    expect(warnings.join('\n')).toMatch(/type "runbook" is not in page-types/);
  });
});

/** A reader of `texts` by path (any other file: missing). */
const readerOf =
  (texts: Record<string, string>) =>
  async (path: string): Promise<SourceFile> =>
    path in texts ? { kind: 'text', text: texts[path]! } : { kind: 'missing' };
const sources = readerOf({ 'src/app.ts': 'export {};\n', 'src/api/tokens.ts': 'export {};\n' });

describe('checkSavedPlan', () => {
  it('checks a plan read back from its file as the model’s: slugs, types, covers; pages already written kept', async () => {
    const warnings: string[] = [];
    const pages = await checkSavedPlan(
      [
        {
          slug: 'api/tokens',
          title: 'Tokens',
          type: 'feature',
          covers: ['src/api/tokens.ts', '.env'],
        },
        { slug: 'api/x\n## [2099-01-01] forged', title: 'x', type: 'feature', covers: [] },
        { slug: 'ops/run', title: 'Run', type: 'runbook', covers: [] },
      ],
      { files, read: sources },
      config,
      warnings,
      '.git/wiki-ingest/init-plan.json',
    );
    expect(pages).toEqual([CHECKED_TOKENS]);
    expect(warnings.join('\n')).toMatch(
      /page "api\/x\n## [^"]*" left out: [\s\S]*not a valid slug/,
    );
    expect(warnings.join('\n')).toMatch(/type "runbook" is not in page-types/);
  });

  it('refuses a file whose pages are not the plan’s shape, naming it', async () => {
    await expect(
      checkSavedPlan(
        [{ slug: 3 }],
        { files, read: sources },
        config,
        [],
        '.git/wiki-ingest/init-plan.json',
      ),
    ).rejects.toThrow(
      /The saved plan \.git\/wiki-ingest\/init-plan\.json is not one wiki-ingest init wrote/,
    );
  });

  it('drops the covers the writers refuse by what the file holds, with a note naming file and rule', async () => {
    const long = `# Notes\n\n${'x'.repeat(5000)}\n`;
    const more: RepoFile[] = [
      ...files,
      { path: 'CLAUDE.md', blob: blob(70), size: long.length },
      { path: 'src/huge.ts', blob: blob(71), size: 2_000_000 },
    ];
    const read = readerOf({ 'src/app.ts': 'export {};\n', 'CLAUDE.md': long });
    const warnings: string[] = [];
    const pages = await checkSavedPlan(
      [
        {
          slug: 'guide/local-development',
          title: 'Local development',
          type: 'guide',
          covers: ['CLAUDE.md', 'src/app.ts', 'src/huge.ts'],
        },
      ],
      { files: more, read },
      config,
      warnings,
      '.git/wiki-ingest/init-plan.json',
    );
    expect(pages[0]!.covers).toEqual(['src/app.ts']);
    expect(warnings).toEqual([
      'Plan: "guide/local-development" no longer covers "CLAUDE.md": it is generated (a line of 5,000 characters), which the writers never cover.',
      'Plan: "guide/local-development" no longer covers "src/huge.ts": it is too large for read_source (2000000 bytes), which the writers never cover.',
    ]);
  });
});

describe('initForecast', () => {
  const plan = Array.from({ length: 8 }, (_, i) => ({
    slug: `p${i}`,
    title: `P${i}`,
    type: 'feature',
    covers: ['src/app.ts'],
  }));
  const f = initForecast(pageBatches(plan, 4), files, 0, config, {
    input_tokens: 1000,
    cost_usd: 0.001,
  });

  it('ranges low ≤ expected ≤ high, counting the plan call', () => {
    expect(f.cost_usd.low).toBeGreaterThan(0.001);
    expect(f.cost_usd.low).toBeLessThanOrEqual(f.cost_usd.expected);
    expect(f.cost_usd.expected).toBeLessThanOrEqual(f.cost_usd.high);
    expect(f.calls).toBeGreaterThan(1);
    expect(f.input_tokens).toBeGreaterThan(1000);
  });

  it('prices a later batch of the same shape higher: its map holds the earlier pages', () => {
    expect(f.batches).toHaveLength(2);
    expect(f.batches[1]!.expected).toBeGreaterThan(f.batches[0]!.expected);
  });
});

describe('budgetWarning', () => {
  const forecast = {
    calls: 9,
    input_tokens: 1,
    cost_usd: { low: 0.4, expected: 0.8, high: 1.4712 },
  };

  it('says both figures and the flag that covers the high one when it passes max-cost-usd', () => {
    expect(budgetWarning(forecast, 1)).toBe(
      "The forecast's high figure, $1.4712, passes max-cost-usd ($1.00): the run may stop part-way on the budget, keeping what it wrote (run init again to continue); pass --max-cost-usd 1.48 to cover it.",
    );
  });

  it('says nothing when max-cost-usd covers it, and no flag past the input’s range', () => {
    expect(budgetWarning(forecast, 1.5)).toBeNull();
    const huge = { ...forecast, cost_usd: { ...forecast.cost_usd, high: 140 } };
    expect(budgetWarning(huge, 100)).toMatch(/--max-cost-usd is at its most \(100\)\.$/);
  });
});

describe('the init log entry and the closing files', () => {
  const entry = {
    date: new Date('2026-01-02T03:04:05Z'),
    head: blob(9),
    created: ['api/tokens'],
    remaining: ['ops/run'],
    summary: 'Wrote <b>1</b> page\n## [2026-01-01] ingest | forged',
    usage: emptyUsage(),
    cost_usd: 0.0123,
  };

  it('names the plan commit as its Source, the pages, what remains and the cost; the summary escaped on one line', () => {
    const text = initLogEntry(entry);
    expect(text).toMatch(/^## \[2026-01-02\] init \| 1 page from the repository$/m);
    expect(text).toContain(`- Source: commit \`${blob(9)}\``);
    expect(text).toContain('- Created: [[api/tokens]]');
    expect(text).toContain('- Remaining in the plan: ops/run');
    expect(text).toMatch(/^- Cost: \$0\.0123$/m);
    expect(text.match(/^## /gm)).toHaveLength(1);
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('- Estimated');
  });

  it('says the part of the cost booked at an estimate on a line of its own, the Cost line as the pulse reads it', () => {
    const text = initLogEntry({ ...entry, estimated: { calls: 1, cost_usd: 0.0021 } });
    expect(text).toMatch(/^- Cost: \$0\.0123$/m);
    expect(text).toMatch(
      /^- Cost: .*\n- Estimated: \$0\.0021 of it, for 1 call sent and never answered \(interrupted, or the connection lost\), booked at its estimate$/m,
    );
  });

  it('appends to log.md and writes the map only when it is not current', () => {
    const page = newPage('api/tokens', { title: 'Tokens', body: '# Tokens\n' });
    const where = { wikiPath: 'wiki', mapFile: 'index.md', caps: capsOf(config) };
    const first = initCloseOutput(
      { wiki: { ...emptyWiki, pages: [page] }, existing: { index: null, log: '# Wiki log\n' } },
      where,
      entry,
    );
    expect(first.changes).toEqual([
      { path: 'wiki/index.md', action: 'create' },
      { path: 'wiki/log.md', action: 'update' },
    ]);
    const index = first.files[0]!.content;
    const again = initCloseOutput(
      { wiki: { ...emptyWiki, pages: [page] }, existing: { index, log: null } },
      where,
      entry,
    );
    expect(again.changes).toEqual([{ path: 'wiki/log.md', action: 'create' }]);
  });
});

describe('linkPlannedPages', () => {
  it('makes the overview relate every page of the wiki: the plan’s, one the agent added, one a person wrote', () => {
    const page = (slug: string) => newPage(slug, { title: slug, body: `# ${slug}\n` });
    const pages = ['overview', 'api/tokens', 'api/extra', 'people/notes'].map(page);
    const plan = [
      { slug: 'overview', related: [] },
      { slug: 'api/tokens', related: ['overview'] },
      { slug: 'ops/never-written', related: [] },
    ];
    const mine = new Set(['overview', 'api/tokens', 'api/extra']);
    const linked = linkPlannedPages(pages, plan, mine, { overview: 'overview', complete: true });
    expect(linked.find((p) => p.slug === 'overview')!.related).toEqual([
      'api/tokens',
      'api/extra',
      'people/notes',
    ]);
    expect(linked.map((p) => p.slug)).not.toContain('people/notes');
  });
});

describe('stampCovers', () => {
  it('claims only the planned files the agent read, each with its blob at the plan commit', () => {
    const page = newPage('api/tokens', { title: 'Tokens', body: '# Tokens\n' });
    const slice = {
      pages: [
        {
          slug: 'api/tokens',
          title: 'Tokens',
          type: 'feature',
          covers: ['src/api/tokens.ts', 'src/app.ts'],
        },
      ],
      head: blob(9),
      blobs: { 'src/api/tokens.ts': blob(2), 'src/app.ts': blob(1) },
      batch: 1,
      batches: 1,
      later: [],
    };
    expect(stampCovers(page, slice, new Set(['src/api/tokens.ts'])).covers).toEqual([
      { path: 'src/api/tokens.ts', blob: blob(2) },
    ]);
    const other = newPage('misc/x', { title: 'X', body: '# X\n' });
    expect(stampCovers(other, slice, new Set(['src/app.ts']))).toBe(other);
    // What the page's write declared stays beside the planned files read.
    const declared = newPage('api/tokens', {
      title: 'Tokens',
      body: '# Tokens\n',
      covers: [{ path: 'src/util.ts', blob: blob(3) }],
    });
    expect(stampCovers(declared, slice, new Set(['src/api/tokens.ts'])).covers).toEqual([
      { path: 'src/api/tokens.ts', blob: blob(2) },
      { path: 'src/util.ts', blob: blob(3) },
    ]);
  });
});

// The pipeline composes plain stage results: stubbed stages, a stub workspace, no network.
import { parseConfig } from '../src/config/parse.js';
import type { MessagesClient } from '../src/llm/messages.js';
import { runPipeline } from '../src/pipeline.js';
import type { Workspace } from '../src/ports.js';
import type { IngestResult } from '../src/ingest/stage.js';
import type { MergeInfo, Usage } from '../src/types.js';

const merge: MergeInfo = {
  sha: 'f'.repeat(40),
  title: 'feat(api): token rotation',
  files: [{ path: 'src/api/tokens.ts', status: 'modified', additions: 80, deletions: 0 }],
};
const config = parseConfig({ triage: 'false', 'anthropic-api-key': 'sk-unused' });
const usage: Usage = {
  input_tokens: 10,
  output_tokens: 5,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 100,
};
// The stages are stubbed, so the client is never called.
const anthropic = { messages: {} } as MessagesClient;

const finished: IngestResult = {
  result: {
    tier: 3,
    decision: 'process',
    reason: 'The agent finished: documented rotation.',
    model: 'claude-sonnet-5-5',
    iterations: 2,
    usage,
    cost_usd: 0.001,
  },
  telemetry: [],
  warnings: ['a cap cut something'],
  output: {
    files: [{ path: 'wiki/api/tokens.md', content: '# Tokens\n', action: 'create' }],
    before: { 'wiki/api/tokens.md': null },
    changes: [{ path: 'wiki/api/tokens.md', action: 'create' }],
    created: ['api/tokens'],
    updated: [],
    summary: 'documented rotation',
  },
};

const BASE = { commit: 'base-sha', tree: 'wiki-tree', entries: {} };

function workspace(publish: Workspace['publish']): Workspace & { published: unknown[] } {
  const published: unknown[] = [];
  return {
    published,
    loadWiki: async () => ({
      wiki: { pages: [], schema: null, warnings: [] },
      existing: { index: null, log: null },
      base: BASE,
    }),
    readSource: () => async () => ({ kind: 'missing' }),
    publish: async (out, m, base) => {
      published.push({ files: out.files.map((f) => f.path), sha: m.sha, base });
      return publish(out, m, base);
    },
  };
}

/** The pipeline on `merge` with an agent that finishes with `finished`, publishing to `repo`. */
const runFinished = (repo: Workspace) =>
  runPipeline(merge, config, { anthropic, repo, stages: { ingest: async () => finished } });

describe('runPipeline', () => {
  it('publishes once, after ingest, from the snapshot base, and folds every result', async () => {
    const repo = workspace(async () => ({ publish: { mode: 'commit', commit_sha: 'c0ffee' } }));
    const report = await runFinished(repo);
    expect(repo.published).toEqual([{ files: ['wiki/api/tokens.md'], sha: merge.sha, base: BASE }]);
    expect(report.decision).toEqual({
      tier: 3,
      decision: 'process',
      rule: null,
      reason: finished.result.reason,
    });
    expect(report.tiers.map((t) => t.tier)).toEqual([1, 3]);
    expect(report.changes).toEqual(finished.output!.changes);
    expect(report.publish).toEqual({ mode: 'commit', commit_sha: 'c0ffee' });
    expect(report.iterations).toBe(2);
    expect(report.cost_usd).toBe(0.001);
    expect(report.warnings).toEqual(['a cap cut something']);
  });

  it('decides which files are generated once, before Tier 2: the stages get them marked, the files table says which rule', async () => {
    const release: MergeInfo = {
      ...merge,
      files: [
        ...merge.files,
        { path: 'dist/app.js', status: 'modified', additions: 1, deletions: 1, patch: '+BUNDLE' },
      ],
    };
    const read: string[] = [];
    const repo = {
      ...workspace(async () => ({ publish: { mode: 'commit' as const } })),
      readSource: () => async (path: string) => {
        read.push(path);
        return path === '.gitattributes'
          ? { kind: 'text' as const, text: 'dist/** linguist-generated\n' }
          : { kind: 'missing' as const };
      },
    };
    let seen: MergeInfo | undefined;
    const report = await runPipeline(release, config, {
      anthropic,
      repo,
      stages: {
        ingest: async (input) => {
          seen = input.merge;
          expect(input.generated?.byPath('dist/x.js')).toBe(
            '.gitattributes "dist/** linguist-generated"',
          );
          return finished;
        },
      },
    });
    expect(read).toEqual(['.gitattributes']);
    expect(seen!.files[1]).toEqual({
      path: 'dist/app.js',
      status: 'modified',
      additions: 1,
      deletions: 1,
      generated: '.gitattributes "dist/** linguist-generated"',
    });
    expect(report.files!.map((f) => f.generated)).toEqual([
      undefined,
      '.gitattributes "dist/** linguist-generated"',
    ]);
  });

  it('says so when the .gitattributes cannot be read, and goes on by ignore-paths and content', async () => {
    const repo = {
      ...workspace(async () => ({ publish: { mode: 'commit' as const } })),
      readSource: () => async () => {
        throw new Error('HTTP 500');
      },
    };
    const report = await runFinished(repo);
    expect(report.decision.decision).toBe('process');
    expect(report.warnings).toContain(
      "The repository's .gitattributes could not be read (HTTP 500); only ignore-paths and what each file holds decided which files are generated.",
    );
  });

  it('turns a publishing failure into a failed decision that says nothing was written', async () => {
    const repo = workspace(async () => {
      throw new Error('HTTP 403: Resource not accessible by integration.');
    });
    const report = await runFinished(repo);
    expect(report.decision.decision).toBe('failed');
    expect(report.decision.reason).toBe(
      'Publishing failed (commit): HTTP 403: Resource not accessible by integration. Nothing was written.',
    );
    expect(report.changes).toEqual([]);
  });

  it('does not publish when the agent did not finish', async () => {
    const repo = workspace(async () => ({ publish: { mode: 'commit' } }));
    const { output: _none, ...stopped } = finished;
    const report = await runPipeline(merge, config, {
      anthropic,
      repo,
      stages: {
        ingest: async () => ({ ...stopped, result: { ...stopped.result, decision: 'failed' } }),
      },
    });
    expect(repo.published).toEqual([]);
    expect(report.decision.decision).toBe('failed');
  });

  it('names what is missing when Tier 3 runs without a workspace', async () => {
    await expect(runPipeline(merge, config, { anthropic })).rejects.toThrow(/needs a workspace/);
  });
});

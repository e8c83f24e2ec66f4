import { parseConfig } from '../../src/config/parse.js';
import { runPipeline } from '../../src/pipeline.js';
import { reportOutputs } from '../../src/report/outputs.js';
import { summary } from '@actions/core';
import { renderSummary } from '../../src/report/summary.js';
import type { MergeInfo, Report, Tier2Decision } from '../../src/types.js';

const config = parseConfig({});
const render = (report: Report) => renderSummary(report, summary.emptyBuffer()).stringify();
// Tier 1 alone: no later tier runs (and none needs an API key).
const tier1Only = parseConfig({ triage: 'false' });

describe('job summary', () => {
  it('escapes untrusted titles, paths and links', async () => {
    const merge: MergeInfo = {
      title: 'feat: <img src=x onerror=alert(1)> & "q"',
      url: 'javascript:alert(1)',
      sha: 'f'.repeat(40),
      files: [{ path: 'src/<b>.ts', status: 'modified', additions: 100, deletions: 0 }],
    };
    const html = render(await runPipeline(merge, tier1Only, { lastTier: 1 }));
    expect(html).toContain('feat: &lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;');
    expect(html).toContain('<code>src/&lt;b&gt;.ts</code>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
  });

  it('stays far below 1 MiB for a 3,000-file merge and says what it omits', async () => {
    const files = Array.from({ length: 3000 }, (_, i) => ({
      path: `packages/some-long-package-name/src/deeply/nested/dir/file-${i}.ts`,
      status: 'modified',
      additions: 1,
      deletions: 1,
    }));
    const html = render(await runPipeline({ title: 'chore: everything', files }, config));
    expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
    expect(html).toContain('3000 files considered');
    expect(html).toContain('… and 2700 more files not listed');
  });

  it('labels files and fills the tier table from report.tiers', async () => {
    const report = await runPipeline(
      {
        title: 'feat: x',
        files: [
          { path: 'wiki/a.md', status: 'modified', additions: 5, deletions: 0 },
          { path: 'yarn.lock', status: 'modified', additions: 5, deletions: 0 },
          { path: 'src/api/a.ts', status: 'modified', additions: 5, deletions: 0 },
        ],
      },
      // The stubbed Tier 2 calls no model, but the pipeline builds the client it would get.
      parseConfig({ 'anthropic-api-key': 'sk-unused' }),
      {
        stages: {
          triage: async () => {
            const t2: Tier2Decision = {
              tier: 2,
              decision: 'skip',
              reason: 'internal refactor',
              likely_type: 'entity',
              fallback: false,
              model: 'claude-haiku-5-5',
              usage: {
                input_tokens: 100,
                output_tokens: 20,
                cache_creation_input_tokens: 0,
                cache_read_input_tokens: 4000,
              },
              cost_usd: 0.00005,
            };
            return { decision: t2, warnings: [] };
          },
        },
      },
    );
    const html = render(report);
    expect(html).toContain('<h2>wiki-ingest: skip (Tier 2)</h2>');
    expect(html).toMatch(
      /<td>2<\/td><td>skip<\/td><td>internal refactor<\/td><td>claude-haiku-5-5<\/td><td>4120<\/td><td>\$0\.00005<\/td>/,
    );
    expect(html).toContain('1 rich, 0 counted, 1 wiki-only, 1 ignored');
    expect(reportOutputs(report)).toEqual({
      decision: 'skip',
      tier: '2',
      rule: '',
      reason: 'internal refactor',
      tokens: '4120',
      'cost-usd': '0.000050',
      'likely-type': 'entity',
      'stale-pages': '[]',
    });
  });

  it('reports a Tier 1 continue as process at tier 1 when no later tier runs', async () => {
    const report = await runPipeline(
      { title: 'feat: x', files: [{ path: 'a.ts', status: 'added', additions: 80, deletions: 0 }] },
      tier1Only,
      { lastTier: 1 },
    );
    expect(report.decision).toMatchObject({ tier: 1, decision: 'process', rule: null });
    expect(reportOutputs(report)).toMatchObject({ decision: 'process', tier: '1', rule: '' });
  });
});

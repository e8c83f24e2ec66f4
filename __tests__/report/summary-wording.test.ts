// The summary says each thing once, links what it publishes, and words counts as a reader expects.
import { summary } from '@actions/core';
import { parseConfig } from '../../src/config/parse.js';
import { emptyUsage } from '../../src/llm/usage.js';
import { runPipeline } from '../../src/pipeline.js';
import { reportOutputs } from '../../src/report/outputs.js';
import { failureSummary, renderSummary } from '../../src/report/summary.js';
import type { MergeInfo, Report } from '../../src/types.js';

const config = parseConfig({});
const render = (report: Report) => renderSummary(report, summary.emptyBuffer()).stringify();
const count = (html: string, text: string): number => html.split(text).length - 1;

describe('job summary wording', () => {
  it('shows a Tier 1 reason once and names a lock-file-only push for what it is', async () => {
    const merge: MergeInfo = {
      title: 'fix: bump lock',
      files: [{ path: 'package-lock.json', status: 'modified', additions: 900, deletions: 20 }],
    };
    const report = await runPipeline(merge, config);
    const html = render(report);
    expect(report.decision.rule).toBe('ignored-only');
    expect(report.decision.reason).toMatch(/^ignored-only: the 1 changed file is generated/);
    expect(count(html, report.decision.reason)).toBe(1);
    expect(html).not.toContain('wiki-only (');
  });

  it('does not show "0 files considered" for a skip decided by the message', async () => {
    const merge: MergeInfo = { title: 'feat: x [skip wiki]', pr: 4, files: [] };
    const html = render(await runPipeline(merge, config));
    expect(html).toContain('skip-marker');
    expect(html).not.toContain('files considered');
  });

  it('links the published commit', () => {
    const sha = 'c'.repeat(40);
    const report: Report = {
      decision: { tier: 3, decision: 'process', rule: null, reason: 'done' },
      tiers: [],
      iterations: 1,
      changes: [],
      usage: emptyUsage(),
      cost_usd: 0,
      warnings: [],
      merge: { title: 'feat: x' },
      publish: {
        mode: 'commit',
        commit_sha: sha,
        commit_url: `https://github.com/o/r/commit/${sha}`,
      },
    } as unknown as Report;
    expect(render(report)).toContain(
      `<a href="https://github.com/o/r/commit/${sha}"><code>ccccccc</code></a>`,
    );
  });

  it('says "failed" once in a failure, and a failed run outputs decision failed', () => {
    const html = failureSummary('wiki-ingest failed: boom', summary.emptyBuffer()).stringify();
    expect(count(html, 'wiki-ingest failed')).toBe(1);
    expect(html).toContain('boom');
    const failed = {
      decision: { tier: 3, decision: 'failed', rule: null, reason: 'x' },
      tiers: [],
      changes: [],
      usage: emptyUsage(),
      cost_usd: 0,
    } as unknown as Report;
    expect(reportOutputs(failed).decision).toBe('failed');
  });
});

// Every job summary, rendered as GitHub renders it (markdown-it, html: true), holds only the
// elements the project writes: untrusted file names, titles, warnings and dry-run diffs (blank and
// whitespace-only lines, headings, images, links) stay inside the HTML block.
import { summary } from '@actions/core';
import { parseConfig } from '../../src/config/parse.js';
import { runPipeline } from '../../src/pipeline.js';
import { dryRunDiffs } from '../../src/publish/dry-run.js';
import { failureSummary, noOpSummary, renderSummary } from '../../src/report/summary.js';
import type { MergeInfo, Report } from '../../src/types.js';
import { foreignContent } from '../../test-support/rendered.js';

const INJECTION =
  'x\n\n# Injected heading\n\n[a link](https://evil.example/)\n\n![img](https://evil.example/i.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script>';
const tier1Only = parseConfig({ triage: 'false' });
const rendered = (report: Report) => renderSummary(report, summary.emptyBuffer()).stringify();

describe('the rendered job summary holds only what the project wrote', () => {
  it('the helper sees a break-out (control: raw text after a blank line)', () => {
    expect(foreignContent(`<p>ok</p>\n\n# Heading\n\n[l](https://evil.example/)\n`)).toEqual(
      expect.arrayContaining(['markdown block heading_open', 'link https://evil.example/']),
    );
  });

  it('file names, a title and a body holding blank lines, headings, links and images', async () => {
    const merge: MergeInfo = {
      title: `feat: ${INJECTION}`,
      sha: 'f'.repeat(40),
      url: 'https://github.com/o/r/pull/1',
      pr: 1,
      files: [
        { path: `src/${INJECTION}.ts`, status: 'modified', additions: 50, deletions: 0 },
        { path: 'src/\n \n::warning::x.ts', status: 'added', additions: 1, deletions: 0 },
      ],
    };
    const report = await runPipeline(merge, tier1Only, { lastTier: 1 });
    const html = rendered({ ...report, warnings: [INJECTION, ' \n\t\n## warn'] });
    expect(foreignContent(html, ['https://github.com/o/r/pull/1'])).toEqual([]);
    expect(html).toContain('Injected heading');
  });

  it('dry-run diffs of pages with blank, whitespace-only lines, headings, images and links', async () => {
    const before =
      '# Page\n\nIntro.\n\n   \n\t\n## Section\n\n![x](https://evil.example/a.png)\n\n[y](https://evil.example/)\n';
    const after = before.replace('Intro.', 'Intro, changed.\n\n# New heading\n\n<img src=x>\n\n');
    const diffs = dryRunDiffs(
      [
        { path: 'wiki/page.md', content: after, action: 'update' },
        { path: `wiki/${INJECTION}.md`, content: INJECTION, action: 'create' },
      ],
      { 'wiki/page.md': before },
    );
    expect(diffs.join('')).toMatch(/\n \n|\n\+\n/); // blank-looking lines are really there
    const report = await runPipeline(
      {
        title: 'feat: x',
        files: [{ path: 'src/a.ts', status: 'modified', additions: 50, deletions: 0 }],
      },
      tier1Only,
      { lastTier: 1 },
    );
    const html = rendered({ ...report, diffs, publish: { mode: 'dry-run' } });
    expect(foreignContent(html)).toEqual([]);
    expect(html).toContain('New heading');
  });

  it('the failure and no-op summaries', () => {
    for (const html of [
      failureSummary(INJECTION, summary.emptyBuffer()).stringify(),
      noOpSummary(INJECTION, summary.emptyBuffer()).stringify(),
    ])
      expect(foreignContent(html)).toEqual([]);
  });
});

// bench/RESULTS.md: what the sections print becomes Markdown, a partial run replaces only its own
// sections, and every figure the README and the docs quote is in the committed file.
import { readFileSync } from 'node:fs';
import { resultsFile, sectionBlock } from '../../bench/results.js';

describe('sectionBlock', () => {
  const block = sectionBlock('20-x', 'now', [
    '',
    '## Heading',
    'a plain sentence: 1 thing.',
    '| a | b |',
    '|---|---|',
    '| 1 | 2 |',
    '  aligned   12.0 ms',
    'name | value',
    '',
  ]);

  it('keeps headings and tables, makes sentences paragraphs and aligned lines a text block', () => {
    expect(block).toBe(
      [
        '<!-- bench:20-x -->',
        '',
        '## Heading',
        '',
        '_Measured now._',
        '',
        'a plain sentence: 1 thing.',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '```text',
        '  aligned   12.0 ms',
        'name | value',
        '```',
        '',
        '<!-- /bench:20-x -->',
      ].join('\n'),
    );
  });

  it('gives a section that prints no heading one named after its file', () => {
    expect(sectionBlock('50-y', 'now', ['x  1'])).toMatch(
      /^<!-- bench:50-y -->\n\n## 50-y\n\n_Measured now._\n\n```text\nx {2}1\n```/,
    );
  });
});

describe('resultsFile', () => {
  it('replaces the sections it is given, keeps the others, in name order', () => {
    const first = resultsFile(
      '',
      new Map([
        ['20-b', sectionBlock('20-b', 'then', ['## B', 'old b.'])],
        ['10-a', sectionBlock('10-a', 'then', ['## A', 'old a.'])],
      ]),
    );
    const second = resultsFile(
      first,
      new Map([['20-b', sectionBlock('20-b', 'now', ['## B', 'new b.'])]]),
    );
    expect(second).toContain('old a.');
    expect(second).toContain('new b.');
    expect(second).not.toContain('old b.');
    expect(second.indexOf('bench:10-a')).toBeLessThan(second.indexOf('bench:20-b'));
    expect(second.startsWith('# Benchmark results')).toBe(true);
  });
});

describe('the README and the docs quote bench/RESULTS.md', () => {
  // The pages that quote measurements: the README, the cost page and the architecture page.
  const quoting = ['README.md', 'docs/costs.md', 'docs/architecture.md'];

  it.each(quoting)(
    '%s: every dollar amount, decimal percentage, ratio and millisecond figure is in the results',
    (file) => {
      // The inputs table (generated from action.yml) states price multipliers, not measurements.
      const text = readFileSync(file, 'utf8').replace(
        /<!-- action-inputs:start -->[\s\S]*<!-- action-inputs:end -->/,
        '',
      );
      // Some sections print ratios as `2.39x`.
      const results = readFileSync('bench/RESULTS.md', 'utf8').replace(/(\d)x\b/g, '$1×');
      const figures = text.match(/\$\d[\d.,]*\d|\$\d|\b\d+\.\d+ ?(?:%|ms|×)/g) ?? [];
      expect(figures.length).toBeGreaterThan(2);
      expect(figures.filter((f) => !results.includes(f))).toEqual([]);
    },
  );
});

import { Changeset } from '../../src/tools/changeset.js';
import { finalizeChangeset } from '../../src/ingest/finalize.js';
import { escapeMarkdown, MAX_SOURCES } from '../../src/log/entry.js';
import { newPage, parsePage, patchPage } from '../../src/wiki/page.js';
import { pageExcerpt } from '../../src/wiki/read.js';
import { parseWiki } from '../../src/wiki/load.js';
import { DEFAULT_CAPS } from '../../src/wiki/types.js';

const usage = {
  input_tokens: 10,
  output_tokens: 5,
  cache_creation_input_tokens: 100,
  cache_read_input_tokens: 900,
};

describe('finalizeChangeset', () => {
  it('writes pages with the merge in sources, regenerates index.md and appends one log entry', () => {
    const wiki = parseWiki([
      { path: 'a.md', text: '---\ntitle: A\nsources:\n  - "#1"\n---\n# A\n\nOld.\n' },
    ]);
    const cs = new Changeset(wiki);
    cs.put(patchPage(cs.get('a')!, { body: '# A\n\nNew.\n' }));
    cs.put(
      newPage('b', {
        title: 'B',
        description: 'Bee.',
        type: 'concept',
        body: '# B\n\n## One\n\nx\n',
      }),
    );
    const out = finalizeChangeset(cs, {
      wikiPath: 'docs/wiki',
      caps: DEFAULT_CAPS,
      merge: {
        sha: 'deadbeef',
        pr: 7,
        title: 'feat: <b>bold</b>\n## [2020-01-01] fake',
        url: 'https://github.com/o/r/pull/7',
      },
      summary: 'Added B.',
      date: new Date('2026-12-02T23:59:00Z'),
      usage,
      cost_usd: 0.0123,
      existing: { index: null, log: '# Wiki log\n\n## [2026-12-01] ingest | older\n' },
    });
    expect(out.changes).toEqual([
      // Body lines, front-matter aside: the sources the merge added are not counted.
      {
        path: 'docs/wiki/a.md',
        action: 'update',
        lines: { kept: 2, changed: 1, added: 0, removed: 0 },
      },
      {
        path: 'docs/wiki/b.md',
        action: 'create',
        lines: { kept: 0, changed: 0, added: 5, removed: 0 },
      },
      { path: 'docs/wiki/index.md', action: 'create' },
      { path: 'docs/wiki/log.md', action: 'update' },
    ]);
    const [a, b, index, log] = out.files.map((f) => f.content);
    expect(a).toContain('New.');
    expect(a).toMatch(/sources:\n {2}- "#1"\n {2}- commit deadbeef\n/);
    expect(b).toContain('- commit deadbeef');
    expect(index).toContain('[b](b.md) | B | Bee. | One');
    expect(
      log!.startsWith('# Wiki log\n\n## [2026-12-01] ingest | older\n\n## [2026-12-02] ingest | '),
    ).toBe(true);
    const headings = log!.split('\n').filter((l) => l.startsWith('## ['));
    expect(headings).toHaveLength(2);
    expect(headings[1]).toBe(
      '## [2026-12-02] ingest | feat: \\<b\\>bold\\</b\\> \\#\\# \\[2020-01-01\\] fake',
    );
    expect(log).toContain('- Created: [[b]]');
    expect(log).toContain('- Updated: [[a]]');
    expect(log).toContain('- The agent says: Added B.');
    expect(log).toContain('PR #7');
    expect(log).toContain('`deadbeef`');
    expect(log).toContain('10 input · 100 cache write · 900 cache read · 5 output');
    expect(log).toContain('$0.0123');
    expect(out.before['docs/wiki/b.md']).toBeNull();
  });

  it('escapes markdown', () => {
    expect(escapeMarkdown('a*b_[c]<d>')).toBe('a\\*b\\_\\[c\\]\\<d\\>');
  });
});

describe('Tier 3 summary', () => {
  it('keeps huge, hostile dry-run diffs escaped and under 1 MiB', async () => {
    const { renderSummary } = await import('../../src/report/summary.js');
    const { summary } = await import('@actions/core');
    const diff = `+++ b/wiki/x.md\n+${'<script>'.repeat(60_000)}\n`;
    const html = renderSummary(
      {
        decision: { tier: 3, decision: 'process', rule: null, reason: 'ok' },
        tiers: [],
        iterations: 1,
        changes: [
          { path: 'wiki/<x>.md', action: 'create' },
          {
            path: 'wiki/y.md',
            action: 'update',
            lines: { kept: 39, changed: 1, added: 0, removed: 0 },
          },
        ],
        usage,
        cost_usd: 0.01,
        warnings: [],
        merge: { title: 't' },
        publish: { mode: 'dry-run' },
        diffs: [diff, diff, diff, diff],
      },
      summary.emptyBuffer(),
    ).stringify();
    expect(html).not.toContain('<script>');
    expect(html).toContain('<code>wiki/&lt;x&gt;.md</code>');
    expect(html).toContain(
      '<li><code>wiki/y.md</code> (updated: 39 lines kept · 1 changed · 0 added)</li>',
    );
    expect(html).toContain('diff(s) not shown');
    expect(Buffer.byteLength(html)).toBeLessThan(1024 * 1024);
  });
});

describe('finalizeChangeset over coalesced merges', () => {
  it('every page written gains each source; log.md gets the skip entry, then one ingest entry naming all', () => {
    const wiki = parseWiki([{ path: 'a.md', text: '---\ntitle: A\n---\n# A\n\nOld.\n' }]);
    const cs = new Changeset(wiki);
    cs.put(patchPage(cs.get('a')!, { body: '# A\n\nNew.\n' }));
    const a = {
      sha: 'a'.repeat(40),
      title: 'feat: a',
      pr: 1,
      url: 'https://github.com/o/r/pull/1',
    };
    const b = { sha: 'b'.repeat(40), title: 'feat: b <i>' };
    const out = finalizeChangeset(cs, {
      wikiPath: 'wiki',
      caps: DEFAULT_CAPS,
      merge: b,
      sources: [a, b],
      skipped: [
        {
          sha: 'c'.repeat(40),
          title: 'docs: c',
          tier: 1,
          rule: 'trivial-type',
          reason: 'docs only.',
        },
      ],
      summary: 'Updated A.',
      date: new Date('2026-12-02T10:00:00Z'),
      usage,
      cost_usd: 0.01,
      existing: { index: null, log: '# Wiki log\n' },
    });
    const page = out.files.find((f) => f.path === 'wiki/a.md')!.content;
    // One form whoever saw the merge: its commit (the PR's URL is derived where shown).
    expect(page).toContain(`commit ${'a'.repeat(40)}`);
    expect(page).toContain(`commit ${'b'.repeat(40)}`);
    const log = out.files.find((f) => f.path === 'wiki/log.md')!.content;
    expect(log.indexOf('] skip | 1 merge')).toBeLessThan(
      log.indexOf('] ingest | feat: a · feat: b'),
    );
    expect(log).toContain(`- Source: commit \`${'b'.repeat(40)}\` — feat: b \\<i\\>`);
    expect(log).toContain(
      `- Source: PR #1 · <https://github.com/o/r/pull/1> · commit \`${'a'.repeat(40)}\` — feat: a`,
    );
  });
});

describe('bounded provenance', () => {
  it('after 30 merges a page lists the last MAX_SOURCES merges and a count of the earlier ones, and its prose is whole', () => {
    expect(MAX_SOURCES).toBeLessThanOrEqual(10);
    const shaOf = (i: number) => i.toString(16).padStart(2, '0').repeat(20);
    // A body just under page-char-cap: provenance in the front-matter must take none of it.
    const cap = 2000;
    const prose = `# A\n\n${'Word '.repeat(390)}\n`;
    let raw = `---\ntitle: A\n---\n${prose}`;
    let log: string | null = '# Wiki log\n';
    for (let i = 1; i <= 30; i++) {
      const cs = new Changeset(parseWiki([{ path: 'a.md', text: raw }]));
      cs.put(patchPage(cs.get('a')!, { body: prose.replace('Word', `Word${i}`) }));
      const out = finalizeChangeset(cs, {
        wikiPath: 'wiki',
        caps: { ...DEFAULT_CAPS, pageCharCap: cap },
        merge: { sha: shaOf(i), title: `feat: change ${i}` },
        summary: `Change ${i}.`,
        date: new Date('2026-12-02T00:00:00Z'),
        usage,
        cost_usd: 0,
        existing: { index: null, log },
      });
      raw = out.files.find((f) => f.path === 'wiki/a.md')!.content;
      log = out.files.find((f) => f.path === 'wiki/log.md')!.content;
    }
    const page = parsePage('a.md', raw).page;
    expect(page.sources).toEqual([
      `+${30 - MAX_SOURCES} earlier merges (log.md)`,
      ...Array.from({ length: MAX_SOURCES }, (_, k) => `commit ${shaOf(26 + k)}`),
    ]);
    // log.md keeps every merge.
    expect(log!.match(/^## \[/gm)).toHaveLength(30);
    // The prose is whole: read_pages serves it in one part, front-matter aside.
    const excerpt = pageExcerpt(page, cap)!;
    expect(excerpt.truncated).toBe(false);
    expect(excerpt.text.endsWith(page.body)).toBe(true);
    // Its ids as a request shows them: 12 hex characters.
    expect(excerpt.text).toContain(`commit ${shaOf(30).slice(0, 12)}\n`);
    expect(excerpt.text).not.toMatch(/[0-9a-f]{40}/);
  });
});

// `wiki-ingest index` as users run it: the bundled dist/cli.js, spawned.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI } from '../../test-support/bundle/dist.js';
import { coversIndexOf } from '../../src/wiki/covers-index.js';
import { loadWiki } from '../../src/wiki/load.js';
import { buildMap, renderIndex } from '../../src/wiki/map.js';

const WIKI = fileURLToPath(new URL('../fixtures/wiki/', import.meta.url));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, 'index', ...args], { encoding: 'utf8' });

describe('wiki-ingest index (bundle)', () => {
  it('prints exactly one JSON document with the stats', () => {
    const r = run('--wiki', WIKI, '--json');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    for (const key of [
      'pages',
      'corpus_chars',
      'index_chars',
      'ratio',
      'approx_tokens',
      'headings_total',
      'pages_over_heading_cap',
      'descriptions_cut',
      'longest_page',
      'page_char_cap',
      'margin_chars',
      'pages_over_char_cap',
      'warnings',
      'lines',
    ])
      expect(doc).toHaveProperty(key);
    expect(doc.pages).toBe(45);
    expect(doc.page_char_cap).toBe(12000);
    expect((doc.lines as string[]).length).toBe(45);
    expect(doc.pages_over_char_cap).toEqual(['features/subscriptions']);
  });

  it('applies the caps flags and --strict fails only when a cap cuts', () => {
    const loose = [
      '--page-char-cap',
      '40000',
      '--headings-per-page',
      '20',
      '--description-chars',
      '200',
    ];
    const ok = run('--wiki', WIKI, '--strict', ...loose);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Pages over page-char-cap: none.');
    const cut = run('--wiki', WIKI, '--strict', '--json');
    expect(cut.status).toBe(1);
    expect(JSON.parse(cut.stdout)).toHaveProperty('descriptions_cut', 1);
    expect(cut.stderr).toMatch(/--strict/);
  });

  it('fails --strict when the map is over map-token-budget, naming the input', () => {
    const loose = ['--page-char-cap', '40000', '--headings-per-page', '20'];
    const over = run(
      '--wiki',
      WIKI,
      '--strict',
      ...loose,
      '--description-chars',
      '200',
      '--map-token-budget',
      '1000',
    );
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(
      /over map-token-budget 1,000: the ingest and ask prompts carry the folded map \(at most ~500 tokens, whatever the number of pages\)/,
    );
    expect(over.stderr).toMatch(
      /--strict: the map is ~\d+ tokens, over map-token-budget 1000.*Raise map-token-budget/,
    );
    const json = run('--wiki', WIKI, '--json', '--map-token-budget', '1000');
    expect(JSON.parse(json.stdout)).toMatchObject({ map_budget: { budget: 1000, over: true } });
  });

  it('warns on a thin margin and fails --strict for it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-thin-'));
    try {
      const text = `# P\n\nShort.\n\n${'x'.repeat(950)}\n`;
      writeFileSync(join(dir, 'p.md'), text);
      const r = run('--wiki', dir, '--page-char-cap', '1000', '--strict', '--json');
      expect(r.status).toBe(1);
      const doc = JSON.parse(r.stdout) as { margin_chars: number; warnings: string[] };
      expect(doc.margin_chars).toBe(1000 - text.length);
      expect(doc.warnings).toEqual([expect.stringMatching(/^Thin margin/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails clearly on a missing wiki folder and on a bad cap', () => {
    const missing = run('--wiki', '/nonexistent/wiki');
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/Wiki folder "\/nonexistent\/wiki" does not exist/);
    const bad = run('--wiki', WIKI, '--page-char-cap', 'lots');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/page-char-cap/);
  });

  it('never prints a workflow command or a raw line break from file names or titles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-hostile-names-'));
    try {
      writeFileSync(join(dir, 'x\n::warning::owned.md'), '# X\n\nA page.\n');
      writeFileSync(join(dir, '::error::second.md'), '# ::notice::title\n\nA page.\n');
      // Its warning (not UTF-8) carries the raw name.
      writeFileSync(join(dir, 'bad\n::warning::bytes.md'), Buffer.from([0x23, 0x20, 0xff, 0x0a]));
      mkdirSync(join(dir, '##[group]folder'));
      writeFileSync(join(dir, '##[group]folder', 'p.md'), `# P\n\n${'word '.repeat(40)}\n`);
      for (const json of [false, true]) {
        const r = run('--wiki', dir, ...(json ? ['--json'] : []));
        expect(r.status).toBe(0);
        const lines = r.stdout.split(/\r\n|\r|\n/);
        expect(lines.filter((l) => /^\s*(::|##\[)/.test(l))).toEqual([]);
        expect(r.stdout).toContain(
          json ? 'bad\\n::warning::bytes.md' : 'bad%0A::warning::bytes.md',
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a wiki folder that is a symbolic link', () => {
    const base = mkdtempSync(join(tmpdir(), 'wiki-linked-'));
    try {
      mkdirSync(join(base, 'outside'));
      writeFileSync(join(base, 'outside', 'secret.md'), '# Secret\n\nOUTSIDE-TEXT\n');
      symlinkSync(join(base, 'outside'), join(base, 'wiki'));
      const r = run('--wiki', join(base, 'wiki'));
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/is a symbolic link; wiki-ingest reads only a plain folder/);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('--markdown prints index.md exactly as an ingest writes it', async () => {
    const r = run('--wiki', WIKI, '--markdown', '--description-chars', '60');
    expect(r.status).toBe(0);
    const caps = { descriptionChars: 60, headingsPerPage: 9, pageCharCap: 12000 };
    const { pages } = await loadWiki(WIKI);
    // The map, then its covers index (one HTML comment).
    expect(r.stdout).toBe(renderIndex(buildMap(pages, caps), coversIndexOf(pages)));
    const both = run('--wiki', WIKI, '--markdown', '--json');
    expect([both.status, both.stdout]).toEqual([2, '']);
    expect(both.stderr).toMatch(/--json and --markdown/);
  });
});
